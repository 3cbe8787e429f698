import type { DestinationStream } from 'pino';
import type { TConfig } from './config.js';
import { buildApp, type BuiltApp } from './app.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { oneInstanceAtATime } from './db/start-lock.js';
import { openDatabase } from './db/open-database.js';
import { startAccounts } from './areas/accounts/index.js';
import { stopAlerts } from './areas/alerts/index.js';
import { instanceWarningLine, instanceWarnings, stopIntake } from './areas/intake/index.js';
import { stopOperations } from './areas/operations/index.js';
import { startReports, stopReports } from './areas/reports/index.js';
import { startTracking, stopTracking } from './areas/tracking/index.js';

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
  const { services } = built;
  // Instances starting together on one PostgreSQL seed the built-in roles once.
  await oneInstanceAtATime(db, () => services.roles.seed());
  await startTracking(services);
  await startAccounts(services, config, options.print ?? ((line) => built.app.log.warn(line)));
  await services.jobs.start();
  await startReports(services);
  // One line when this instance keeps to itself what instances sharing the database need.
  const warnings = instanceWarnings(config, db.engine);
  const shareLine = instanceWarningLine(config, warnings);
  if (shareLine) built.app.log.warn({ warnings }, shareLine);
  return {
    ...built,
    db,
    async close() {
      await built.app.close();
      await stopReports(services);
      await stopOperations(services);
      // A job still running after this is failed into its retry (on this or another instance):
      // the whole stop stays under the 10 s an orchestrator waits.
      await services.jobs.stop(2_500);
      await stopAlerts(services);
      // After the jobs: a pooled connection may still be carrying a job's mail until then.
      services.mailer.close();
      await stopIntake(services);
      await stopTracking(services);
      await db.close();
    },
  };
}
