import { startWorkerThread } from '../../../worker-thread.js';
import { marksOf, type MotionEngine, type MotionLog } from './motion-engine.js';
import type {
  FromMotionWorker,
  MotionWorkerData,
  ToMotionWorker,
} from './motion-thread-messages.js';

interface Deps {
  databaseUrl: string;
  timeZone: string;
  orphanedAfterS: number;
  /** The worker's engine claimed new alerts: deliver them from the outbox. */
  onAlerts: () => Promise<void>;
  log: MotionLog;
  /** Started from the sources: the worker's bundle made from them (WORKER_BUNDLE_DIR). */
  bundleDir?: string;
}

/**
 * The motion engine in a worker thread (architecture.md §8), for PostgreSQL: the ingest
 * thread only posts which trucks have new fixes, so an ingest burst and the engine's
 * catching up each have a core. Same contract as `motionEngine`; the alerts it claims are
 * delivered here, where notices, warnings and mail live.
 */
export function motionEngineThread({
  databaseUrl,
  timeZone,
  orphanedAfterS,
  onAlerts,
  log,
  bundleDir,
}: Deps): MotionEngine {
  /** Alert deliveries under way: `settled` waits for them too. */
  const delivering = new Set<Promise<unknown>>();
  let nextId = 1;

  const deliver = (work: () => unknown) => {
    const done: Promise<unknown> = Promise.resolve()
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, 'motion alert'))
      .finally(() => delivering.delete(done));
    delivering.add(done);
  };

  /** A running worker and the questions it has not answered yet. */
  function spawn() {
    const workerData: MotionWorkerData = { databaseUrl, timeZone, orphanedAfterS };
    const worker = startWorkerThread(import.meta.url, 'motion-worker', { workerData }, bundleDir);
    const replies = new Map<number, () => void>();
    const running = { worker, replies, gone: false };
    /** The worker failed or ended: nobody will answer, so nobody waits. */
    const end = () => {
      running.gone = true;
      for (const reply of replies.values()) reply();
      replies.clear();
    };
    // Messages posted before the worker listens wait in its port, in order.
    worker.on('message', (message: FromMotionWorker) => {
      switch (message.type) {
        case 'failed':
          log.error({ err: new Error(message.message) }, 'motion worker did not start');
          return end();
        case 'done':
          replies.get(message.id)?.();
          return replies.delete(message.id);
        case 'alerts':
          return deliver(onAlerts);
        case 'error':
          return log.error({ err: new Error(message.error) }, message.message);
      }
    });
    worker.once('error', (error) => {
      log.error({ err: error }, 'motion worker');
      end();
    });
    worker.once('exit', end);
    return running;
  }

  // Like the engine in this thread, it takes marks from the start; a stopped one none.
  let current: ReturnType<typeof spawn> | null = spawn();

  const post = (message: ToMotionWorker) => {
    if (current && !current.gone) current.worker.postMessage(message);
  };
  /** Asks and waits for the answer (or for the worker to be gone). */
  const ask = (type: 'settled' | 'stop') =>
    new Promise<void>((resolve) => {
      if (!current || current.gone) return resolve();
      const id = nextId++;
      current.replies.set(id, resolve);
      current.worker.postMessage({ type, id });
    });
  const delivered = async () => {
    // Messages arrive in order: what the engine told before answering is being delivered.
    while (delivering.size > 0) await Promise.all([...delivering]);
  };

  return {
    notify(stored) {
      const marks = marksOf(stored);
      if (marks.size > 0) post({ type: 'marks', marks: [...marks] });
    },
    start() {
      current ??= spawn();
      post({ type: 'start' });
    },
    async settled() {
      await ask('settled');
      await delivered();
    },
    recompute: (truckId) => post({ type: 'recompute', truckId }),
    async stop() {
      await ask('stop');
      await delivered();
      const stopping = current;
      current = null;
      await stopping?.worker.terminate();
    },
    forgetZones: () => post({ type: 'forgetZones' }),
    forgetSettings: () => post({ type: 'forgetSettings' }),
  };
}
