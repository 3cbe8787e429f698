import type { TReportColumnKind, TDriverReportRequest } from '@fleet/contracts';
import { displayTime, formTime } from '@/lib/company-time';

/** Seconds as `H:MM` (hours may pass 24, as driving totals do). */
export function hoursMinutes(totalSeconds: number): string {
  const minutes = Math.max(0, Math.round(totalSeconds / 60));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The request of a period and an optional driver: fields not given are left out. */
export function driverFilter(
  from: string,
  to: string,
  driverName: string,
): TDriverReportRequest | null {
  const start = formTime(from);
  const end = formTime(to);
  if (!start || !end || end < start) return null;
  return driverName
    ? { start_time: start, end_time: end, driver_name: driverName }
    : { start_time: start, end_time: end };
}

/** A report cell as text; translated words (notes, yes/no) come from `word`. */
export function cellText(
  kind: TReportColumnKind,
  value: string | number | boolean | null | undefined,
  word: (key: string) => string,
): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'duration':
      return hoursMinutes(Number(value));
    case 'yes_no':
      return word(value ? 'yes' : 'no');
    case 'fix_note':
      return word(`note.${String(value)}`);
    case 'band':
      return word(`band.${String(value)}`);
    case 'km':
    case 'percent':
      return Number(value).toFixed(2);
    case 'coordinate':
      return Number(value).toFixed(6);
    case 'time':
      return displayTime(String(value));
    case 'speed':
    case 'count':
    case 'text':
      return String(value);
  }
}
