import type { DestinationStream } from 'pino';
import type { TConfig } from './config.js';
import { buildApp, type BuiltApp } from './app.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { oneInstanceAtATime } from './db/start-lock.js';
import { openDatabase } from './db/open-database.js';
import { instanceWarningLine, instanceWarnings } from './areas/intake/health/instance-warnings.js';
import { ensureAdmin } from './areas/accounts/users/admin-bootstrap.js';

export interface Console extends BuiltApp {
  db: Database;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds roles and the first admin, and builds the server. */
export async function startConsole(
  config: TConfig,
  options: {
    logger?: boolean;
    /** Where log lines go instead of stdout (tests read them back). */
    logStream?: DestinationStream;
    db?: Database;
    print?: (line: string) => void;
    /** How often a live socket re-checks its access (tests shorten it). */
    liveRecheckMs?: number;
  } = {},
): Promise<Console> {
  const db = options.db ?? (await openDatabase(config));
  await migrate(db);
  const built = await buildApp(config, db, {
    logger: options.logger,
    logStream: options.logStream,
    liveRecheckMs: options.liveRecheckMs,
  });
  // Instances starting together on one PostgreSQL seed the built-in roles once.
  await oneInstanceAtATime(db, () => built.services.roles.seed());
  await built.services.hub.start();
  built.services.motion.start();
  await ensureAdmin(
    built.services.userRows,
    config.ADMIN_PASSWORD,
    options.print ?? ((line) => built.app.log.warn(line)),
  );
  await built.services.jobs.start();
  await built.services.authorityFeed.start();
  // One line when this instance keeps to itself what instances sharing the database need.
  const warnings = instanceWarnings(config, db.engine);
  const shareLine = instanceWarningLine(config, warnings);
  if (shareLine) built.app.log.warn({ warnings }, shareLine);
  return {
    ...built,
    db,
    async close() {
      await built.app.close();
      await built.services.authorityFeed.stop();
      await built.services.imports.close();
      // A job still running after this is failed into its retry (on this or another instance):
      // the whole stop stays under the 10 s an orchestrator waits.
      await built.services.jobs.stop(2_500);
      await built.services.alertDeliveries.stop();
      // After the jobs: a pooled connection may still be carrying a job's mail until then.
      built.services.mailer.close();
      await built.services.writer.drain();
      await built.services.unknownDevices.close();
      // Which terminal connections ended with this instance, for the others' commands.
      await built.services.jt808.flush();
      await built.services.geofences.settled();
      await built.services.motion.stop();
      await built.services.hub.stop();
      await db.close();
    },
  };
}
