import { companyDay, formTime, toDate, toMinute, wireTime } from '@/lib/company-time';

/** The longest range the route call answers (the server refuses more with a 400). */
export const ROUTE_MAX_DAYS = 31;
const DAY_MS = 86_400_000;

/** A range as the date-time fields and the URL hold it: wire times, company zone. */
export interface TReplayRange {
  from: string;
  to: string;
}

export type TRangeError = 'invalid' | 'beforeStart' | 'tooLong';
export type TRangeErrors = Partial<Record<keyof TReplayRange, TRangeError>>;

/** Today from midnight until now (to the minute), in the company zone. */
export function defaultRange(now: Date, timeZone: string): TReplayRange {
  return { from: `${companyDay(now, timeZone)} 00:00:00`, to: toMinute(now, timeZone) ?? '' };
}

/**
 * The company day of `moment` as a range: midnight to 23:59:59, or to now when that day is
 * today (a deep link's day, with the cursor at the moment).
 */
export function dayRangeOf(moment: Date, now: Date, timeZone: string): TReplayRange {
  const day = companyDay(moment, timeZone);
  if (day === companyDay(now, timeZone)) return defaultRange(now, timeZone);
  return { from: `${day} 00:00:00`, to: `${day} 23:59:59` };
}

/** A URL value (wire time or ISO 8601) as the range holds it, or null when it is no time. */
export function toRangeValue(text: string | null | undefined, timeZone: string): string | null {
  return text ? wireTime(text, timeZone) : null;
}

/** What is wrong with a range before asking the server, by field; `{}` when it is fine. */
export function rangeErrors(range: TReplayRange, timeZone: string): TRangeErrors {
  const from = toDate(formTime(range.from), timeZone);
  const to = toDate(formTime(range.to), timeZone);
  const errors: TRangeErrors = {};
  if (!from) errors.from = 'invalid';
  if (!to) errors.to = 'invalid';
  if (!from || !to) return errors;
  if (to < from) errors.to = 'beforeStart';
  else if (to.getTime() - from.getTime() > ROUTE_MAX_DAYS * DAY_MS) errors.to = 'tooLong';
  return errors;
}

/** Field names of the route call's validation errors, as the range form names them. */
export const RANGE_FIELDS: Record<string, keyof TReplayRange> = {
  start_time: 'from',
  end_time: 'to',
};
