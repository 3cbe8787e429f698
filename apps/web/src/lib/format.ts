import { DEFAULT_TIME_ZONE } from '@fleet/contracts';
import { toDate, type TTimeInput } from './company-time';

export { formatFileSize } from '@fleet/contracts';

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

/** Seconds as `H:MM` (hours may pass 24, as driving totals do). */
export function hoursMinutes(totalSeconds: number): string {
  const minutes = Math.max(0, Math.round(totalSeconds / 60));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
