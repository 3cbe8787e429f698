import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  DEFAULT_TIME_ZONE,
  displayDate,
  formatTime as formatWireTime,
  isCalendarDate,
  parseTime,
} from '@fleet/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The web's one time module. Times travel as wire time (`YYYY-MM-DD HH:mm:ss`, company zone,
 * packages/contracts time.ts) and are shown and typed as `DD/MM/YYYY HH:mm`, 24 h, in the
 * company zone, whatever the browser's locale and zone. Forms hold wire time; the date-time
 * picker holds Day.js values only while it edits (its adapter's type).
 */
export const DISPLAY_FORMAT = 'DD/MM/YYYY HH:mm';
/** Recorded instants (fixes, events) keep their seconds. */
export const DISPLAY_FORMAT_SECONDS = 'DD/MM/YYYY HH:mm:ss';
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';
/** What a picker hands back for text that is no date: the form shows its field error. */
export const INVALID_TIME = 'invalid';

export type TTimeInput = Date | string | number | null | undefined;

/** A Date from wire time (company zone), ISO 8601, epoch milliseconds or a Date. */
export function toDate(value: TTimeInput, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  return parseTime(value, timeZone);
}

/** Wire time of anything `toDate` reads; null when it is no time. */
export function wireTime(value: TTimeInput, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const date = toDate(value, timeZone);
  return date ? formatWireTime(date, timeZone) : null;
}

/** `DD/MM/YYYY HH:mm:ss` (or without seconds) in the company zone; '' when there is none. */
export function displayTime(
  value: TTimeInput,
  timeZone: string = DEFAULT_TIME_ZONE,
  { seconds = true }: { seconds?: boolean } = {},
): string {
  // A wire time is the company's wall time already: shown as it is, whatever the zone.
  const wire =
    typeof value === 'string' && FORM_TIME.test(value)
      ? formTime(value)
      : wireTime(value, timeZone);
  if (!wire) return '';
  const shown = `${displayDate(wire)} ${wire.slice(11)}`;
  return seconds ? shown : shown.slice(0, 16);
}

/** `DD/MM/YYYY` of a calendar date (`YYYY-MM-DD`) or of a wire time's day (shared with mails). */
export { displayDate };

/**
 * `DD/MM/YYYY` of a calendar date (`YYYY-MM-DD`, taken as it is) or of an instant's company
 * day (wire time, ISO 8601, a Date); '' when it is none.
 */
export function displayDay(value: TTimeInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (typeof value === 'string' && isCalendarDate(value)) return displayDate(value);
  return displayDate(companyDay(value, timeZone));
}

/** `HH:mm:ss` of an instant in the company zone (a time line within one day). */
export function displayClock(value: TTimeInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return wireTime(value, timeZone)?.slice(11) ?? '';
}

const DISPLAY_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Wire time of text typed as `DD/MM/YYYY HH:mm[:ss]` (company zone); null when it is none. */
export function parseDisplayTime(
  text: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  const m = DISPLAY_TIME.exec(text.trim());
  if (!m) return null;
  const [, day, month, year, hour, minute, second = '00'] = m;
  return wireTime(`${year}-${month}-${day} ${hour}:${minute}:${second}`, timeZone);
}

/** The calendar day (`YYYY-MM-DD`) of an instant in the company zone; '' when it is none. */
export function companyDay(value: TTimeInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return wireTime(value, timeZone)?.slice(0, 10) ?? '';
}

/** The hour (0-23) of an instant on the company's clock. */
export function companyHour(value: TTimeInput, timeZone: string = DEFAULT_TIME_ZONE): number {
  return Number(wireTime(value, timeZone)?.slice(11, 13) ?? 0);
}

/** Wire time `ms` later (earlier when negative) than `value`; null when it is no time. */
export function shiftTime(
  value: TTimeInput,
  ms: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  const date = toDate(value, timeZone);
  return date ? formatWireTime(new Date(date.getTime() + ms), timeZone) : null;
}

/** The instant as the company clock shows it to the minute (seconds `00`). */
export function toMinute(value: TTimeInput, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const wire = wireTime(value, timeZone);
  return wire ? `${wire.slice(0, 17)}00` : null;
}

/** The last second of the minute of a wire time, so that an "until" takes its minute whole. */
export function endOfMinute(
  value: TTimeInput,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  const wire = wireTime(value, timeZone);
  return wire ? `${wire.slice(0, 17)}59` : null;
}

/** Midnight and 23:59 of the company day of `now`, the period many filters open with. */
export function companyToday(
  timeZone: string = DEFAULT_TIME_ZONE,
  now: Date = new Date(),
): { from: string; to: string } {
  const day = companyDay(now, timeZone);
  return { from: `${day} 00:00:00`, to: `${day} 23:59:00` };
}

/** A picker's value of a wire time (or `null` for none or a time that is not one). */
export function toPickerValue(value: string, timeZone: string = DEFAULT_TIME_ZONE): Dayjs | null {
  const date = toDate(value, timeZone);
  return date ? dayjs(date.getTime()).tz(timeZone) : null;
}

/** What a picker's value is for the form: wire time, '' when empty, `INVALID_TIME` otherwise. */
export function fromPickerValue(value: Dayjs | null, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (value === null) return '';
  return value.isValid() ? formatWireTime(new Date(value.valueOf()), timeZone) : INVALID_TIME;
}

/** A date picker's value of a calendar date `YYYY-MM-DD`. */
export function toPickerDate(value: string, timeZone: string = DEFAULT_TIME_ZONE): Dayjs | null {
  return isCalendarDate(value) ? toPickerValue(`${value} 00:00:00`, timeZone) : null;
}

/** A date picker's value as a calendar date `YYYY-MM-DD`; '' when empty, `INVALID_TIME` otherwise. */
export function fromPickerDate(value: Dayjs | null, timeZone: string = DEFAULT_TIME_ZONE): string {
  const wire = fromPickerValue(value, timeZone);
  return wire === '' || wire === INVALID_TIME ? wire : wire.slice(0, 10);
}

const FORM_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?::\d{2})?$/;

/**
 * The wire time a date-time field holds, or null when it holds none (empty, or text that is
 * no date). A wall time needs no zone to be checked, so UTC reads it as it is.
 */
export function formTime(value: string): string | null {
  return FORM_TIME.test(value) ? wireTime(value, 'UTC') : null;
}

/** A table cell's text: wire times and calendar dates in the company format, the rest as is. */
export function displayText(text: string): string {
  if (FORM_TIME.test(text)) return displayTime(text);
  return isCalendarDate(text) ? displayDate(text) : text;
}
