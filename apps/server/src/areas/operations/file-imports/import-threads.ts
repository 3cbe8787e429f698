import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { AppError } from '../../../http/app-error.js';
import { startWorkerThread } from '../../../worker-thread.js';
import type { ImportKind, ImportReply, ImportRequest, ImportResult } from './import-messages.js';

/** A file that takes longer than this to read is refused and its thread replaced. */
const DEADLINE_MS = 60_000;
/** An idle thread is ended after this long (its heap goes back); the next import starts one. */
const IDLE_MS = 60_000;
/** Files waiting for a thread; more are refused at once rather than kept in memory. */
const MAX_WAITING = 24;
/** The heap of one import thread: a file needing more ends its thread, not the server. */
const HEAP_MB = 512;

interface Log {
  error(obj: object, message: string): void;
}

interface Job {
  id: number;
  kind: ImportKind;
  file: Buffer;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer?: NodeJS.Timeout;
}

/** One thread per spare core, at most two: the request thread keeps a core of its own. */
const defaultSize = () => Math.max(1, Math.min(2, os.availableParallelism() - 1));

/**
 * Threads that read uploaded files (XLSX, CSV, KML, GeoJSON) off the request thread, one
 * file per thread at a time, in arrival order. A file that exhausts a thread's heap or its
 * time is refused with 413 and the thread is replaced.
 */
export function importThreads({
  log,
  size = defaultSize(),
  bundleDir,
}: {
  log: Log;
  size?: number;
  /** Started from the sources: the worker's bundle made from them (WORKER_BUNDLE_DIR). */
  bundleDir?: string;
}) {
  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;

  const later = (ms: number, work: () => void) => setTimeout(work, ms).unref();

  /** Ends a thread; the file it was reading, if any, gets `error`. */
  async function retire(slot: Slot, error: unknown): Promise<void> {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.timer);
    slot.job?.reject(error);
    slot.job = null;
    dispatch();
    await slot.worker.terminate();
  }

  function failureOf(error: Error & { code?: string }): unknown {
    if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        `The file needs more than the ${HEAP_MB} MB an import may use to be read`,
      );
    log.error({ err: error }, 'import thread');
    return error;
  }

  function spawn(): Slot {
    const worker = startWorkerThread(
      import.meta.url,
      'import-worker',
      { resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } },
      bundleDir,
    );
    const slot: Slot = { worker, job: null };
    slot.worker.unref();
    slot.worker.on('message', (reply: ImportReply) => finish(slot, reply));
    slot.worker.once('error', (error) => void retire(slot, failureOf(error)));
    slot.worker.once('exit', () => void retire(slot, new Error('the import thread stopped')));
    slots.add(slot);
    return slot;
  }

  function dispatch() {
    while (waiting.length > 0 && !closed) {
      let slot = [...slots].find((s) => !s.job);
      if (!slot) {
        if (slots.size >= size) return;
        slot = spawn();
      }
      const job = waiting.shift()!;
      const running = slot;
      clearTimeout(running.timer);
      running.job = job;
      running.timer = later(DEADLINE_MS, () => {
        const error = new AppError(
          'PAYLOAD_TOO_LARGE',
          `The file could not be read within ${DEADLINE_MS / 1000} s`,
        );
        void retire(running, error);
      });
      const request: ImportRequest = { id: job.id, kind: job.kind, file: job.file };
      running.worker.postMessage(request);
    }
  }

  function finish(slot: Slot, reply: ImportReply) {
    const job = slot.job;
    if (!job || reply.id !== job.id) return;
    slot.job = null;
    clearTimeout(slot.timer);
    if (reply.ok) job.resolve(reply.value);
    else if (reply.error)
      job.reject(new AppError(reply.error.code, reply.error.message, reply.error.details));
    else {
      const error = new Error(reply.message);
      log.error({ err: error }, 'import thread task');
      job.reject(error);
    }
    slot.timer = later(IDLE_MS, () => void retire(slot, null));
    dispatch();
  }

  return {
    /** Reads `file` as `kind` in an import thread; its AppErrors come back as they were. */
    run<K extends ImportKind>(kind: K, file: Buffer): Promise<ImportResult<K>> {
      if (closed) return Promise.reject(new AppError('IMPORT_BUSY', 'The server is stopping'));
      if (waiting.length >= MAX_WAITING)
        return Promise.reject(
          new AppError(
            'IMPORT_BUSY',
            `The server is reading ${waiting.length + slots.size} other files; try again in a minute`,
          ),
        );
      return new Promise((resolve, reject) => {
        waiting.push({ id: nextId++, kind, file, resolve, reject });
        dispatch();
      });
    },

    /** Ends every thread; files still waiting or being read are refused. */
    async close() {
      closed = true;
      const stopping = () => new AppError('IMPORT_BUSY', 'The server is stopping');
      for (const job of waiting.splice(0)) job.reject(stopping());
      await Promise.all([...slots].map((slot) => retire(slot, stopping())));
    },
  };
}

export type ImportThreads = ReturnType<typeof importThreads>;
