import { formatTime } from '@fleet/contracts';

/** Whether two instants fall on different calendar days in the company zone. */
export function differentDays(a: number, b: number, timeZone: string): boolean {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  return (
    formatTime(new Date(a), timeZone).slice(0, 10) !==
    formatTime(new Date(b), timeZone).slice(0, 10)
  );
}

/**
 * A time as people read it on the replay: `HH:mm:ss`, with the date in front when the
 * route spans more than one day.
 */
export function timeLabel(ms: number, timeZone: string, withDate: boolean): string {
  if (!Number.isFinite(ms)) return '';
  const wire = formatTime(new Date(ms), timeZone);
  return withDate ? wire : wire.slice(11);
}
