import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatTime, parseTime } from '@fleet/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The longest range the route call answers (the server refuses more with a 400). */
export const ROUTE_MAX_DAYS = 31;

/** A range as the date-time inputs and the URL hold it: `YYYY-MM-DDTHH:mm[:ss]`, company zone. */
export interface TReplayRange {
  from: string;
  to: string;
}

export type TRangeError = 'invalid' | 'beforeStart' | 'tooLong';
export type TRangeErrors = Partial<Record<keyof TReplayRange, TRangeError>>;

const INPUT_MINUTES = 'YYYY-MM-DDTHH:mm';

/** Today from midnight until now, in the company zone. */
export function defaultRange(now: Date, timeZone: string): TReplayRange {
  const local = dayjs(now).tz(timeZone);
  return {
    from: local.startOf('day').format(INPUT_MINUTES),
    to: local.format(INPUT_MINUTES),
  };
}

/**
 * The company day of `moment` as a range: midnight to 23:59:59, or to now when that day is
 * today (a deep link's day, with the cursor at the moment).
 */
export function dayRangeOf(moment: Date, now: Date, timeZone: string): TReplayRange {
  const day = dayjs(moment).tz(timeZone);
  const today = dayjs(now).tz(timeZone);
  if (day.format('YYYY-MM-DD') === today.format('YYYY-MM-DD')) return defaultRange(now, timeZone);
  return {
    from: day.startOf('day').format(INPUT_MINUTES),
    to: `${day.format('YYYY-MM-DD')}T23:59:59`,
  };
}

/**
 * A URL or input value as a date-time input shows it, or null when it is no time. Seconds
 * stay only when they are not zero, so that whole minutes read as the input writes them.
 */
export function toInputValue(text: string | null | undefined, timeZone: string): string | null {
  const date = text ? parseTime(text, timeZone) : null;
  if (!date) return null;
  const wire = formatTime(date, timeZone);
  const value = wire.replace(' ', 'T');
  return value.endsWith(':00') ? value.slice(0, -3) : value;
}

/** The wire time (`YYYY-MM-DD HH:mm:ss`) of an input value, or null when it is no time. */
export function toWireTime(value: string, timeZone: string): string | null {
  const date = parseTime(value, timeZone);
  return date ? formatTime(date, timeZone) : null;
}

/** What is wrong with a range before asking the server, by field; `{}` when it is fine. */
export function rangeErrors(range: TReplayRange, timeZone: string): TRangeErrors {
  const from = parseTime(range.from, timeZone);
  const to = parseTime(range.to, timeZone);
  const errors: TRangeErrors = {};
  if (!from) errors.from = 'invalid';
  if (!to) errors.to = 'invalid';
  if (!from || !to) return errors;
  if (to < from) errors.to = 'beforeStart';
  else if (dayjs(to).diff(from, 'day', true) > ROUTE_MAX_DAYS) errors.to = 'tooLong';
  return errors;
}

/** Field names of the route call's validation errors, as the range form names them. */
export const RANGE_FIELDS: Record<string, keyof TReplayRange> = {
  start_time: 'from',
  end_time: 'to',
};
