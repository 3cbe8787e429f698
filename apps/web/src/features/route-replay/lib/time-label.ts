import { companyDay, displayClock, displayTime } from '@/lib/company-time';

/** Whether two instants fall on different calendar days in the company zone. */
export function differentDays(a: number, b: number, timeZone: string): boolean {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  return companyDay(a, timeZone) !== companyDay(b, timeZone);
}

/**
 * A time as people read it on the replay: `HH:mm:ss`, with the date (`DD/MM/YYYY`) in front when the
 * route spans more than one day.
 */
export function timeLabel(ms: number, timeZone: string, withDate: boolean): string {
  if (!Number.isFinite(ms)) return '';
  return withDate ? displayTime(ms, timeZone) : displayClock(ms, timeZone);
}
