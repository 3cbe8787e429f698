/** The first retry waits this long; each later one twice the one before, up to RETRY_CAP_MS. */
export const FIRST_RETRY_MS = 30_000;
export const RETRY_CAP_MS = 10 * 60_000;
/** A delivery not sent this long after it was queued (or sent again) is given up as failed. */
export const GIVE_UP_AFTER_MS = 24 * 3600_000;

/** How long after its `attempts`-th failed try a delivery is tried again (30 s doubling, ≤ 10 min). */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^5 × 30 s already passes the cap: no need to compute bigger powers.
  return doublings >= 5 ? RETRY_CAP_MS : Math.min(RETRY_CAP_MS, FIRST_RETRY_MS * 2 ** doublings);
}

/**
 * After a failed try at `now`: the next try, or null when the day since `queuedAt` is over
 * (the next try would fall after it).
 */
export function nextAttempt(queuedAt: Date, attempts: number, now: Date): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  return isPastDay(queuedAt, next) ? null : next;
}

/** Whether a try at `at` falls after the day of tries of a delivery queued at `queuedAt`. */
export function isPastDay(queuedAt: Date, at: Date): boolean {
  return at.getTime() - queuedAt.getTime() > GIVE_UP_AFTER_MS;
}
