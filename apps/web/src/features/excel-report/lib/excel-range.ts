import { formatTime } from '@fleet/contracts';

/** The excel report's default list range (spec 9): the last 48 hours to now. */
export const DEFAULT_RANGE_HOURS = 48;

/** `datetime-local` values (`YYYY-MM-DDTHH:mm`) in the company zone. */
export interface TRangeInput {
  from: string;
  to: string;
}

const toInput = (date: Date, timeZone: string) =>
  formatTime(date, timeZone).slice(0, 16).replace(' ', 'T');

export function defaultRange(timeZone: string, now = new Date()): TRangeInput {
  return {
    from: toInput(new Date(now.getTime() - DEFAULT_RANGE_HOURS * 3_600_000), timeZone),
    to: toInput(now, timeZone),
  };
}

/** A `datetime-local` value as a wire time; seconds `59` at the end so "to" takes its minute whole. */
export function inputToWire(value: string, end = false): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)
    ? `${value.replace('T', ' ')}:${end ? '59' : '00'}`
    : null;
}

export function rangeToWire(range: TRangeInput): { start_time: string; end_time: string } | null {
  const start = inputToWire(range.from);
  const end = inputToWire(range.to, true);
  if (!start || !end || end < start) return null;
  return { start_time: start, end_time: end };
}
