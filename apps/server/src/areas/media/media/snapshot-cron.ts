/**
 * The cron line of "every `minutes` minutes", or null when snapshots are off. Intervals
 * that do not divide an hour (or a day, past an hour) have no cron line and are refused.
 */
export function snapshotCron(minutes: number): string | null {
  if (minutes <= 0) return null;
  if (minutes < 60 && Number.isInteger(minutes) && 60 % minutes === 0)
    return `*/${minutes} * * * *`;
  const hours = minutes / 60;
  if (Number.isInteger(hours) && hours <= 24 && 24 % hours === 0)
    return hours === 24 ? '0 0 * * *' : `0 */${hours} * * *`;
  throw new Error(`SNAPSHOT_INTERVAL_MIN ${minutes} must divide an hour or a day`);
}

/** Whether `minutes` has a cron line (or is 0, off). */
export function isSnapshotInterval(minutes: number): boolean {
  try {
    snapshotCron(minutes);
    return true;
  } catch {
    return false;
  }
}
