import {
  isOverspeedBandKey,
  type TDriverReportRequest,
  type TReportColumnKind,
  type TThresholdLabels,
} from '@fleet/contracts';
import { displayTime, formTime } from '@/lib/company-time';
import { hoursMinutes } from '@/lib/format';

export { hoursMinutes };

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

/** The words of a report's cells: translated ones (notes, yes/no) and the settings' bands. */
export interface TReportWords {
  word: (key: string) => string;
  thresholds: TThresholdLabels;
}

/** A report cell as text. */
export function cellText(
  kind: TReportColumnKind,
  value: string | number | boolean | null | undefined,
  { word, thresholds }: TReportWords,
): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'duration':
      return hoursMinutes(Number(value));
    case 'yes_no':
      return word(value ? 'yes' : 'no');
    case 'fix_note':
      return word(`note.${String(value)}`);
    case 'exception':
      return word(`exception.${String(value)}`);
    case 'band':
      return isOverspeedBandKey(value) ? thresholds[value] : String(value);
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
