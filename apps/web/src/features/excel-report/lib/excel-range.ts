import { endOfMinute, formTime, shiftTime, toMinute } from '@/lib/company-time';

/** The excel report's default list range (spec 9): the last 48 hours to now. */
export const DEFAULT_RANGE_HOURS = 48;

/** Wire times (company zone), to the minute, as the date-time fields hold them. */
export interface TRangeInput {
  from: string;
  to: string;
}

export function defaultRange(timeZone: string, now = new Date()): TRangeInput {
  const to = toMinute(now, timeZone) ?? '';
  return { from: shiftTime(to, -DEFAULT_RANGE_HOURS * 3_600_000, timeZone) ?? '', to };
}

/** The range as the API takes it; "to" takes its minute whole (seconds `59`). */
export function rangeToWire(range: TRangeInput): { start_time: string; end_time: string } | null {
  const start = formTime(range.from);
  const end = endOfMinute(formTime(range.to));
  if (!start || !end || end < start) return null;
  return { start_time: start, end_time: end };
}
