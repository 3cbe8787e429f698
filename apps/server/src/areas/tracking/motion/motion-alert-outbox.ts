import type { Database, Queryable } from '../../../db/database.js';
import { motionAlertRepository, type AlertKey } from './motion-alert-repository.js';
import type { AlertPayload } from './motion-alerts.js';
import type { MotionLog } from './motion-engine.js';

/** Alerts read per round of a drain. */
const BATCH = 100;
/** An alert whose delivery failed this often is left alone (and was logged each time). */
const MAX_ATTEMPTS = 20;
/**
 * Every instance also drains on this beat, so alerts another instance claimed and did not
 * deliver (it died between its engine's commit and the delivery) go out within it.
 */
const SWEEP_EVERY_MS = 15_000;

interface Deps {
  db: Database;
  log: MotionLog;
  /** Writes what an alert says (notice, or warning + notice + mail job) inside `tx`. */
  deliver: (tx: Queryable, payload: AlertPayload) => Promise<void>;
  /** Deliveries wait for this (the job queue must run before a warning's mail can be queued). */
  ready: Promise<void>;
  sweepEveryMs?: number;
}

/**
 * Delivers the motion engine's claimed alerts at least once and each exactly once: every
 * alert in its own transaction that marks it delivered and writes what it becomes, so a crash
 * rolls both back, and a second drain (another instance, a retry) finds it delivered.
 */
export function motionAlertOutbox({
  db,
  log,
  deliver,
  ready,
  sweepEveryMs = SWEEP_EVERY_MS,
}: Deps) {
  const rows = motionAlertRepository(db);
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  /** Resolves when `stop` is called, so a drain waiting for `ready` ends. */
  let stopping: () => void = () => {};
  let stoppedSignal = new Promise<void>((resolve) => (stopping = resolve));

  /** Delivers one alert; false when it failed (it stays for a later drain). */
  async function deliverOne(key: AlertKey): Promise<boolean> {
    try {
      await db.transaction(async (tx) => {
        const row = await motionAlertRepository(tx).take(key);
        if (row) await deliver(tx, row.payload as AlertPayload);
      });
      return true;
    } catch (error) {
      log.error({ err: error }, 'motion alert not delivered');
      await rows.failed(key).catch(() => {});
      return false;
    }
  }

  async function drainAll(): Promise<void> {
    await Promise.race([ready, stoppedSignal]);
    for (;;) {
      if (stopped) return;
      const keys = await rows.undelivered(BATCH, MAX_ATTEMPTS);
      let failures = 0;
      for (const key of keys) if (!stopped && !(await deliverOne(key))) failures += 1;
      // A full round that failed throughout waits for the next beat instead of spinning.
      if (keys.length < BATCH || failures === keys.length) return;
    }
  }

  /**
   * One drain at a time; asked during one, it answers a drain that starts after it, so an
   * alert claimed before the call is delivered (or failed) when the answer comes.
   */
  function drain(): Promise<void> {
    if (!running) {
      running = drainAll()
        .catch((error: unknown) => log.error({ err: error }, 'motion alert outbox'))
        .finally(() => {
          running = null;
        });
      return running;
    }
    queued ??= running.then(() => {
      queued = null;
      return drain();
    });
    return queued;
  }

  return {
    drain,
    /** Drains now and on every beat. */
    start(): void {
      if (stopped) stoppedSignal = new Promise<void>((resolve) => (stopping = resolve));
      stopped = false;
      void drain();
      timer = setInterval(() => void drain(), sweepEveryMs);
      timer.unref();
    },
    /** Waits for the drains asked for so far. */
    async settled(): Promise<void> {
      while (running || queued) await (queued ?? running);
    },
    async stop(): Promise<void> {
      stopped = true;
      stopping();
      if (timer) clearInterval(timer);
      timer = null;
      while (running || queued) await (queued ?? running);
    },
  };
}

export type MotionAlertOutbox = ReturnType<typeof motionAlertOutbox>;
