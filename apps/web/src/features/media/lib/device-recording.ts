import { formatTime, parseTime } from '@fleet/contracts';

/** Seconds from `start` to `end` (wire times in the company zone); 0 when unreadable. */
export function spanSeconds(start: string, end: string, timeZone: string): number {
  const from = parseTime(start, timeZone);
  const to = parseTime(end, timeZone);
  return from && to ? Math.max(0, (to.getTime() - from.getTime()) / 1000) : 0;
}

/** The wire time `seconds` after `start`, for a seek within a recording. */
export function timeAfter(start: string, seconds: number, timeZone: string): string | null {
  const from = parseTime(start, timeZone);
  return from ? formatTime(new Date(from.getTime() + Math.round(seconds) * 1000), timeZone) : null;
}

/** Whether a recording was made under an alarm (any of its 64 alarm bits set). */
export const hasAlarm = (alarmFlags: string): boolean => /[1-9a-f]/i.test(alarmFlags);
