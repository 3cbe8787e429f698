import {
  DEFAULT_TIME_ZONE,
  formatTime as formatWireTime,
  parseTime,
  TIME_FORMAT,
} from '@fleet/contracts';

export { formatFileSize } from '@fleet/contracts';
export { TIME_FORMAT };

type TTimeInput = Date | string | number | null | undefined;

/** A Date from wire time (company zone), ISO 8601, epoch milliseconds or a Date. */
export function toDate(value: TTimeInput, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  return parseTime(value, timeZone);
}

/** Display time `YYYY-MM-DD HH:mm:ss` in the company zone (spec 9); '' when there is none. */
export function formatTime(value: TTimeInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = toDate(value, timeZone);
  return date ? formatWireTime(date, timeZone) : '';
}

type TUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** The spec's customised short relative-time words, per language. */
const RELATIVE_WORDS: Record<'vi' | 'en', { now: string; ago: (n: number, u: TUnit) => string }> = {
  vi: {
    now: 'vừa xong',
    ago: (n, u) =>
      `${n} ${{ second: 'giây', minute: 'phút', hour: 'giờ', day: 'ngày', week: 'tuần', month: 'tháng', year: 'năm' }[u]} trước`,
  },
  en: {
    now: 'just now',
    ago: (n, u) =>
      `${n}${{ second: 's', minute: 'm', hour: 'h', day: 'd', week: 'w', month: 'mo', year: 'y' }[u]} ago`,
  },
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Steps of the relative clock: below `below` ms, count in `size` ms units. */
const STEPS: { below: number; unit: TUnit; size: number }[] = [
  { below: MINUTE, unit: 'second', size: SECOND },
  { below: HOUR, unit: 'minute', size: MINUTE },
  { below: DAY, unit: 'hour', size: HOUR },
  { below: 7 * DAY, unit: 'day', size: DAY },
  { below: 30 * DAY, unit: 'week', size: 7 * DAY },
  { below: 365 * DAY, unit: 'month', size: 30 * DAY },
  { below: Infinity, unit: 'year', size: 365 * DAY },
];

/** Short relative time such as "5m ago" / "5 phút trước"; under 45 s (or in the future) "just now". */
export function relativeTime(
  value: TTimeInput,
  language: string,
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = toDate(value, timeZone);
  if (!date) return '';
  const words = RELATIVE_WORDS[language === 'en' ? 'en' : 'vi'];
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < 45 * SECOND) return words.now;
  const step = STEPS.find((s) => elapsed < s.below) ?? STEPS[STEPS.length - 1]!;
  return words.ago(Math.max(1, Math.floor(elapsed / step.size)), step.unit);
}
