import type { Database } from '../../../db/database.js';
import type { DeviceFix } from '../ingest/device-report.js';
import type { PositionPartitions } from './position-partitions.js';
import { storeBatch, type StoredState } from './position-store.js';

/** One device message for a known truck: a fix, or a heartbeat when `fix` is null. */
export interface WriteItem {
  truckId: number;
  fix: DeviceFix | null;
  /** Driver who logged in on the device with this message, if any. */
  driverUsername: string | null;
  /** The battery level (%) a heartbeat reports (a fix carries its own). */
  battery?: number | null;
}

export type WriteOutcome = 'stored' | 'duplicate' | 'heartbeat';

interface Waiter {
  items: WriteItem[];
  resolve(outcomes: WriteOutcome[]): void;
  reject(error: unknown): void;
}

export interface WriterOptions {
  /** How long the first message of a batch waits for company. */
  maxDelayMs: number;
  /** A batch is written at once when it reaches this many items. */
  maxItems: number;
  /**
   * Batches that may be committing at once (default 1). While one waits on its commit the
   * next can already be on its way; the store locks rows in one order, so they never deadlock.
   */
  maxInFlight?: number;
  /** The settings' moving speed, read before each batch (it decides the trucks' motion). */
  movingKmh: () => Promise<number>;
  /** Called after each commit with the trucks' new states and the fixes it stored. */
  onCommit?: (states: StoredState[], stored: WriteItem[]) => void;
}

/**
 * Group commit (architecture.md §7): requests wait a few milliseconds, then every waiting
 * item is written in one transaction, and each request is answered only after that commit.
 * Up to `maxInFlight` batches are in flight; what arrives meanwhile forms the next batch.
 */
export function positionWriter(
  db: Database,
  partitions: PositionPartitions,
  options: WriterOptions,
) {
  const queue: Waiter[] = [];
  let queued = 0;
  let timer: NodeJS.Timeout | null = null;
  const flights = new Set<Promise<void>>();
  const maxInFlight = options.maxInFlight ?? 1;
  /** The last failed commit while none has succeeded since, for /api/health. */
  let failure: WriteFailure | null = null;

  function fly(): void {
    const flight: Promise<void> = flush().finally(() => flights.delete(flight));
    flights.add(flight);
  }

  function schedule(): void {
    if (flights.size >= maxInFlight) return; // a running batch picks the queue up when it ends
    if (queued >= options.maxItems) {
      if (timer) clearTimeout(timer);
      timer = null;
      fly();
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = null;
        if (queue.length > 0 && flights.size < maxInFlight) fly();
      }, options.maxDelayMs);
    }
  }

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const batch = takeBatch();
      // Loops, not flatMap: a batch holds up to maxItems items.
      const items: WriteItem[] = [];
      const times: Date[] = [];
      for (const waiter of batch)
        for (const item of waiter.items) {
          items.push(item);
          if (item.fix) times.push(item.fix.time);
        }
      try {
        const { outcomes, states, stored } = await store(items, times);
        let offset = 0;
        for (const waiter of batch) {
          waiter.resolve(outcomes.slice(offset, offset + waiter.items.length));
          offset += waiter.items.length;
        }
        failure = null;
        options.onCommit?.(states, stored);
      } catch (error) {
        failure = { at: Date.now(), error };
        for (const waiter of batch) waiter.reject(error);
      }
    }
  }

  async function store(items: WriteItem[], times: Date[]) {
    await partitions.ensure(times);
    const movingKmh = await options.movingKmh();
    try {
      return await storeBatch(db, items, movingKmh);
    } catch (error) {
      // A late fix for a month the retention purge dropped after this process met it.
      if (!isMissingPartition(error)) throw error;
      partitions.forget();
      await partitions.ensure(times);
      return storeBatch(db, items, movingKmh);
    }
  }

  function takeBatch(): Waiter[] {
    const batch: Waiter[] = [];
    let count = 0;
    while (
      queue.length > 0 &&
      (count === 0 || count + queue[0]!.items.length <= options.maxItems)
    ) {
      const waiter = queue.shift()!;
      batch.push(waiter);
      count += waiter.items.length;
    }
    queued -= count;
    return batch;
  }

  return {
    /** Resolves once the items are committed, with one outcome per item. */
    write(items: WriteItem[]): Promise<WriteOutcome[]> {
      if (items.length === 0) return Promise.resolve([]);
      return new Promise((resolve, reject) => {
        queue.push({ items, resolve, reject });
        queued += items.length;
        schedule();
      });
    },
    /** The last failed commit, when none has succeeded since. */
    failure: (): WriteFailure | null => failure,
    /** Waits for everything queued so far to be written. */
    async drain(): Promise<void> {
      while (queue.length > 0 || flights.size > 0 || timer) {
        if (timer) {
          clearTimeout(timer);
          timer = null;
        }
        if (queue.length > 0 && flights.size < maxInFlight) fly();
        await Promise.all(flights);
      }
    },
  };
}

export interface WriteFailure {
  /** When it failed (ms since the epoch). */
  at: number;
  error: unknown;
}

/** `no partition of relation "positions" found for row` (a check violation). */
function isMissingPartition(error: unknown): boolean {
  const failure = error as { code?: string; message?: string } | null;
  return failure?.code === '23514' && /no partition/i.test(failure.message ?? '');
}

export type PositionWriter = ReturnType<typeof positionWriter>;
