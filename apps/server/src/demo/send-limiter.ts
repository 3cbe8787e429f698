/** Runs at most `limit` tasks at once; the rest wait their turn in order. */
export function sendLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export interface DemoLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Logs the first failure, then at most one line a minute with how many failed meanwhile. */
export function failureReporter(log: DemoLog, now: () => number, everyMs = 60_000) {
  let lastAt = Number.NEGATIVE_INFINITY;
  let unreported = 0;
  return (error: unknown) => {
    unreported += 1;
    if (now() - lastAt < everyMs) return;
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(`demo fleet: ${unreported} fix(es) not accepted, the last because: ${reason}`);
    lastAt = now();
    unreported = 0;
  };
}
