export interface RateQueueOptions {
  /** Starts per second at most; jobs also run one at a time. */
  perSecond: number;
  /** Jobs waiting at most; past it an offer is refused at once. */
  cap: number;
  /** After a failed job: the waiting jobs are dropped and offers refused this long. */
  pauseAfterFailureMs: number;
}

/**
 * A bounded, rate-limited queue of jobs keyed by what they fetch. A key already waiting or
 * running shares its promise; a full queue (or one pausing after a failure) refuses the offer
 * with null, so the caller answers from what it has instead of waiting.
 */
export function rateQueue<T>({ perSecond, cap, pauseAfterFailureMs }: RateQueueOptions) {
  const intervalMs = 1000 / perSecond;
  const waiting: { key: string; run: () => Promise<T>; settle: (value: T | null) => void }[] = [];
  const pending = new Map<string, Promise<T | null>>();
  let nextStartAt = 0;
  let pausedUntil = 0;
  let pumping = false;
  let stopped = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, ms).unref();
    });

  async function pump(): Promise<void> {
    if (pumping) return;
    pumping = true;
    while (waiting.length > 0 && !stopped) {
      const delay = nextStartAt - Date.now();
      if (delay > 0) await sleep(delay);
      const job = waiting.shift();
      if (!job) break;
      nextStartAt = Date.now() + intervalMs;
      try {
        job.settle(await job.run());
      } catch {
        job.settle(null);
        pausedUntil = Date.now() + pauseAfterFailureMs;
        for (const dropped of waiting.splice(0)) dropped.settle(null);
      }
    }
    pumping = false;
  }

  return {
    /** The job's result (null if it failed or was dropped); null at once when refused. */
    offer(key: string, run: () => Promise<T>): Promise<T | null> | null {
      const known = pending.get(key);
      if (known) return known;
      if (stopped || waiting.length >= cap || Date.now() < pausedUntil) return null;
      const promise = new Promise<T | null>((resolve) => {
        waiting.push({
          key,
          run,
          settle: (value) => {
            pending.delete(key);
            resolve(value);
          },
        });
      });
      pending.set(key, promise);
      void pump();
      return promise;
    },
    /** Jobs waiting now (not counting the one running). */
    get size() {
      return waiting.length;
    },
    stop(): void {
      stopped = true;
      for (const dropped of waiting.splice(0)) dropped.settle(null);
    },
  };
}

export type RateQueue<T> = ReturnType<typeof rateQueue<T>>;
