import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { openPostgresDatabase } from '../../../db/postgres-database.js';
import { settingsService, settingsStore } from '../../platform/index.js';
import { companyCalendar } from './company-calendar.js';
import { motionEngine, type MotionLog } from './motion-engine.js';
import type {
  FromMotionWorker,
  MotionWorkerData,
  ToMotionWorker,
} from './motion-thread-messages.js';

/**
 * The motion engine's own thread (PostgreSQL only): its own connections, the same engine;
 * the alerts it claims wait in the outbox, and the server, which owns notices, warnings and
 * mail, is told to deliver them. Ingest and the engine each get a core instead of sharing
 * one event loop.
 */
const port = parentPort!;

/**
 * The engine is background work: on Linux its thread runs at a lower priority (nice 10), so
 * under a burst acks and live updates go first and the engine catches up after.
 */
function yieldToIngest(): void {
  try {
    const thread = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(thread)) os.setPriority(thread, 10);
  } catch {
    // Not Linux, or not allowed: the engine runs at the server's priority.
  }
}
yieldToIngest();

const data = workerData as MotionWorkerData;
const send = (message: FromMotionWorker) => port.postMessage(message);
const describe = (error: unknown) =>
  error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);

const log: MotionLog = {
  error(obj, message) {
    send({ type: 'error', message, error: describe((obj as { err?: unknown }).err ?? obj) });
  },
};

try {
  // A few connections: one transaction per cycle, plus the reconcile.
  const db = await openPostgresDatabase(data.databaseUrl, 3);
  const settings = settingsService(settingsStore(db));
  const engine = motionEngine({
    db,
    settings,
    calendar: companyCalendar(data.timeZone),
    log,
    onAlerts: async () => send({ type: 'alerts' }),
    orphanedAfterS: data.orphanedAfterS,
  });
  /** Does the asked work, then answers; a failure is logged, never left unanswered. */
  const answer = (id: number, work: () => Promise<void>) =>
    void work()
      .catch((error: unknown) => log.error({ err: error }, 'motion engine'))
      .finally(() => send({ type: 'done', id }));
  port.on('message', (message: ToMotionWorker) => {
    switch (message.type) {
      case 'marks':
        return engine.markAll(message.marks);
      case 'start':
        return engine.start();
      case 'recompute':
        return engine.recompute(message.truckId);
      case 'forgetZones':
        return engine.forgetZones();
      case 'forgetSettings':
        return engine.forgetSettings();
      case 'settled':
        return answer(message.id, () => engine.settled());
      case 'stop':
        return answer(message.id, async () => {
          await engine.stop();
          await db.close();
        });
    }
  });
} catch (error) {
  send({ type: 'failed', message: describe(error) });
}
