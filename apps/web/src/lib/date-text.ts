import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

/**
 * The text of a date field as a dispatcher types it, read whole and strictly: `DD/MM/YYYY`,
 * and `HH:mm` (or `HH:mm:ss`) after it for a date and time. Day and month may have one digit,
 * `-` or `.` may stand for `/`, `h` for `:` ("23h59"), and digits may come without separators
 * (`28112026 2359`). Anything else (letters, a day or month that does not exist, 29/02 of a
 * year that is not a leap year, something left over) is refused with the reason, so that a
 * field never keeps a day other than the one typed.
 */
export type TDateTextKind = 'date' | 'dateTime';

export interface TDateTextOptions {
  kind: TDateTextKind;
  /** Seconds too (`DD/MM/YYYY HH:mm:ss`); they may be left out (`:00`). */
  withSeconds?: boolean;
}

/** Why a text is no date, with what the message names. */
export type TDateTextProblem =
  | { problem: 'characters' }
  | { problem: 'format' }
  | { problem: 'year'; year: string }
  | { problem: 'month'; month: number }
  | { problem: 'day'; day: number; month: number; max: number }
  | { problem: 'leapDay'; year: number }
  | { problem: 'time'; time: string }
  | { problem: 'noTime' }
  | { problem: 'seconds' };

/**
 * `value`: '' for an empty text, `YYYY-MM-DD` for a date, wire time `YYYY-MM-DD HH:mm:ss`
 * (the company's wall time as typed) for a date and time.
 */
export type TDateTextResult = { ok: true; value: string } | ({ ok: false } & TDateTextProblem);

const DATE_FORMATS = ['DD/MM/YYYY', 'D/MM/YYYY', 'DD/M/YYYY', 'D/M/YYYY', 'DDMMYYYY'];
const MINUTE_FORMATS = ['HH:mm', 'H:mm', 'HHmm'];
const SECOND_FORMATS = ['HH:mm:ss', 'H:mm:ss', 'HHmmss'];

/** The formats the date part, then the time part may be typed in. */
function formatsOf({ kind, withSeconds = false }: TDateTextOptions): string[] {
  if (kind === 'date') return DATE_FORMATS;
  const times = withSeconds ? [...MINUTE_FORMATS, ...SECOND_FORMATS] : MINUTE_FORMATS;
  return DATE_FORMATS.flatMap((date) => times.map((time) => `${date} ${time}`));
}

/** Spaces folded, `-` and `.` of the date read as `/`, `h` between hour and minute as `:`. */
function normalise(text: string): string {
  const [date = '', ...rest] = text.trim().split(/\s+/);
  const time = rest.join(' ').replace(/^(\d{1,2})\s*[hH]\s*(\d{2})/, '$1:$2');
  const shown = date.replace(/[.-]/g, '/');
  return time ? `${shown} ${time}` : shown;
}

const DATE_PARTS = /^(?:(\d{1,2})\/(\d{1,2})\/(\d+)|(\d{2})(\d{2})(\d{4}))$/;
const TIME_PARTS = /^(?:(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?|(\d{2})(\d{2})(\d{2})?)$/;

/** The years a field takes: a typo such as 0226 or 20266 is no year a truck runs in. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;

/** Why dayjs refused a normalised text: the first part that does not exist. */
function problemOf(text: string, { kind, withSeconds = false }: TDateTextOptions) {
  const [date = '', time, extra] = text.split(' ');
  const d = DATE_PARTS.exec(date);
  if (!d || extra !== undefined) return { problem: 'format' } as const;
  const [day, month, year] = [d[1] ?? d[4], d[2] ?? d[5], d[3] ?? d[6]].map(Number) as [
    number,
    number,
    number,
  ];
  const typedYear = (d[3] ?? d[6])!;
  if (typedYear.length !== 4 || year < FIRST_YEAR || year > LAST_YEAR)
    return { problem: 'year', year: typedYear } as const;
  if (month < 1 || month > 12) return { problem: 'month', month } as const;
  const max = dayjs.utc(Date.UTC(year, month - 1, 1)).daysInMonth();
  if (month === 2 && day === 29) return { problem: 'leapDay', year } as const;
  if (day < 1 || day > max) return { problem: 'day', day, month, max } as const;
  if (kind === 'date') return { problem: 'format' } as const;
  if (time === undefined) return { problem: 'noTime' } as const;
  const t = TIME_PARTS.exec(time);
  if (!t) return { problem: 'format' } as const;
  const second = t[3] ?? t[6];
  if (second !== undefined && !withSeconds) return { problem: 'seconds' } as const;
  const [hour, minute, sec] = [t[1] ?? t[4], t[2] ?? t[5], second ?? '0'].map(Number) as [
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || sec > 59) return { problem: 'time', time } as const;
  return { problem: 'format' } as const;
}

/** Reads the whole text of a date field; see `TDateTextResult`. */
export function parseDateText(text: string, options: TDateTextOptions): TDateTextResult {
  if (text.trim() === '') return { ok: true, value: '' };
  const normal = normalise(text);
  if (/[^\d\s/:]/.test(normal)) return { ok: false, problem: 'characters' };
  // Read as UTC, one format at a time (a list of formats would read it in the browser's
  // zone): a wall time that zone skips at a DST change is still a time of the company's.
  const parsed = formatsOf(options)
    .map((format) => dayjs.utc(normal, format, true))
    .find((candidate) => candidate.isValid());
  if (!parsed || parsed.year() < FIRST_YEAR || parsed.year() > LAST_YEAR)
    return { ok: false, ...problemOf(normal, options) };
  return {
    ok: true,
    value: parsed.format(options.kind === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss'),
  };
}

/** The format a field is shown and typed in. */
export function dateTextFormat({ kind, withSeconds = false }: TDateTextOptions): string {
  if (kind === 'date') return 'DD/MM/YYYY';
  return withSeconds ? 'DD/MM/YYYY HH:mm:ss' : 'DD/MM/YYYY HH:mm';
}

const WIRE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The text a field shows for its value (`YYYY-MM-DD` or wire time, the company's wall time):
 * '' for none or for a value that is no date.
 */
export function dateTextOf(value: string, options: TDateTextOptions): string {
  const m = WIRE.exec(value);
  if (!m) return '';
  const [, year, month, day, hour, minute, second = '00'] = m;
  const date = `${day}/${month}/${year}`;
  if (options.kind === 'date') return date;
  if (hour === undefined) return '';
  return `${date} ${hour}:${minute}${options.withSeconds ? `:${second}` : ''}`;
}

/** Where each part of the shown text is: `DD/MM/YYYY HH:mm:ss`. */
const PARTS = [
  { from: 0, to: 2, unit: 'day' },
  { from: 3, to: 5, unit: 'month' },
  { from: 6, to: 10, unit: 'year' },
  { from: 11, to: 13, unit: 'hour' },
  { from: 14, to: 16, unit: 'minute' },
  { from: 17, to: 19, unit: 'second' },
] as const;

/**
 * ↑ and ↓ in a field that holds a date: the part at the caret one more or one less (the day
 * after 30/11 is 01/12). Text that is no date is left alone (null); text typed in another
 * accepted form is first shown in the field's own.
 */
export function stepDateText(
  text: string,
  caret: number,
  delta: 1 | -1,
  options: TDateTextOptions,
): { text: string; caret: number } | null {
  const read = parseDateText(text, options);
  if (!read.ok || read.value === '') return null;
  const shown = dateTextOf(read.value, options);
  if (shown !== text) return { text: shown, caret: Math.min(caret, shown.length) };
  const part = PARTS.find((candidate) => caret >= candidate.from && caret <= candidate.to);
  if (!part || part.to > shown.length) return null;
  const wire = read.value.length === 10 ? `${read.value} 00:00:00` : read.value;
  const next = dayjs.utc(wire, 'YYYY-MM-DD HH:mm:ss', true).add(delta, part.unit);
  const value = next.format(options.kind === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss');
  return { text: dateTextOf(value, options), caret };
}

/** A translation function (i18next's `t`), so the message can be made without React. */
export type TTranslate = (key: string, params?: Record<string, unknown>) => string;

/** The field's message for text that is no date: what is wrong, and the format to type. */
export function dateTextMessage(
  t: TTranslate,
  refused: TDateTextProblem,
  options: TDateTextOptions,
  text: string,
): string {
  const { problem, ...named } = refused;
  const reason = t(`common:form.dateProblem.${problem}`, { ...named, text: text.trim() });
  const key = options.kind === 'date' ? 'common:form.invalidDate' : 'common:form.invalidDateTime';
  return t(key, { reason, format: dateTextFormat(options) });
}
