/**
 * Wire time format of the product API: `YYYY-MM-DD HH:mm:ss` in the company time zone
 * (architecture.md §4). ISO 8601 with an offset is accepted on input too.
 */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockParts(date: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Offset of `timeZone` from UTC at `ms`, in ms, by one Intl call. */
function offsetByIntl(ms: number, timeZone: string): number {
  const p = wallClockParts(new Date(ms), timeZone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const QUARTER_HOUR_MS = 900_000;
const MAX_CACHED_SLOTS = 100_000;
/** Offsets by zone and UTC quarter-hour; NaN marks a quarter-hour with a transition. */
const offsetCache = new Map<string, Map<number, number>>();

/**
 * Offset of `timeZone` at `ms`, in ms. Intl is slow (a few µs a call) and a route or a batch
 * asks for thousands of times; zones change offset at most on quarter-hours, so one
 * quarter-hour's offset, checked at both ends, serves every time inside it.
 */
function offsetMs(ms: number, timeZone: string): number {
  let zone = offsetCache.get(timeZone);
  if (!zone) {
    zone = new Map<number, number>();
    offsetCache.set(timeZone, zone);
  }
  const slot = Math.floor(ms / QUARTER_HOUR_MS);
  let offset = zone.get(slot);
  if (offset === undefined) {
    const start = offsetByIntl(slot * QUARTER_HOUR_MS, timeZone);
    const end = offsetByIntl((slot + 1) * QUARTER_HOUR_MS - 1000, timeZone);
    offset = start === end ? start : Number.NaN;
    if (zone.size >= MAX_CACHED_SLOTS) zone.clear();
    zone.set(slot, offset);
  }
  return Number.isNaN(offset) ? offsetByIntl(ms, timeZone) : offset;
}

/** Offset of `timeZone` from UTC at `date`, in minutes. */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  return Math.round(offsetMs(date.getTime(), timeZone) / 60000);
}

const DAY_MS = 86_400_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
/** `YYYY-MM-DD ` of recent wall-clock days (a route formats thousands of times per day). */
const dayPrefixes = new Map<number, string>();

function dayPrefix(day: number): string {
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    const date = new Date(day * DAY_MS);
    prefix =
      `${String(date.getUTCFullYear()).padStart(4, '0')}-` +
      `${TWO_DIGITS[date.getUTCMonth() + 1]}-${TWO_DIGITS[date.getUTCDate()]} `;
    if (dayPrefixes.size >= 1_000) dayPrefixes.clear();
    dayPrefixes.set(day, prefix);
  }
  return prefix;
}

/** Wire time of an instant given in epoch milliseconds, without making a Date. */
export function formatEpochMs(ms: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const wall = Math.floor(ms / 1000) * 1000 + offsetMs(ms, timeZone);
  const day = Math.floor(wall / DAY_MS);
  const seconds = (wall - day * DAY_MS) / 1000;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${dayPrefix(day)}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds % 60]}`;
}

/** Wire time of an instant in `timeZone`. */
export function formatTime(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatEpochMs(date.getTime(), timeZone);
}

/** Parses wire time (company zone) or ISO 8601 with an offset; `null` when it is neither. */
export function parseTime(text: string, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const trimmed = text.trim();
  if (ISO_WITH_OFFSET.test(trimmed)) {
    const date = new Date(trimmed);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const m = WIRE_TIME.exec(trimmed);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wallAsUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23) return null;
  // Two passes settle the offset even next to a zone transition.
  let instant = wallAsUtc - zoneOffsetMinutes(new Date(wallAsUtc), timeZone) * 60000;
  instant = wallAsUtc - zoneOffsetMinutes(new Date(instant), timeZone) * 60000;
  return new Date(instant);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` calendar dates (start date, paper expiry). */
export function isCalendarDate(text: string): boolean {
  const m = CALENDAR_DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCDate() === Number(m[3]) && date.getUTCMonth() === Number(m[2]) - 1;
}

/** `DD/MM/YYYY` of a calendar date (`YYYY-MM-DD`) or of a wire time's day; '' otherwise. */
export function displayDate(value: string | null | undefined): string {
  const day = value?.slice(0, 10) ?? '';
  return isCalendarDate(day) ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '';
}

/** `DD/MM/YYYY HH:mm:ss` of a wire time, as people read it; '' when it is none. */
export function displayWireTime(wire: string): string {
  const day = displayDate(wire);
  return day && WIRE_TIME.test(wire) ? `${day} ${wire.slice(11, 19)}` : '';
}
