import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatTime, parseTime } from '@fleet/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

const INPUT_MINUTES = 'YYYY-MM-DDTHH:mm';

/** The range the page opens with, as date-time inputs hold it: the last hour, company zone. */
export function lastHour(timeZone: string, now: Date = new Date()) {
  const end = dayjs(now).tz(timeZone).startOf('minute');
  return { start: end.subtract(1, 'hour').format(INPUT_MINUTES), end: end.format(INPUT_MINUTES) };
}

/** A date-time input value as wire time (`YYYY-MM-DD HH:mm:ss`), or null when it is none. */
export function inputToWire(value: string, timeZone: string): string | null {
  const date = value ? parseTime(value, timeZone) : null;
  return date ? formatTime(date, timeZone) : null;
}
