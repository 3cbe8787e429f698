import type { TStandardReportCode } from './standard-report.js';
import { OVERSPEED_BAND_KEYS, type TLabelledThreshold } from './threshold-labels.js';

/** How a column is shown: the web and the XLSX format values by kind. */
export type TReportColumnKind =
  | 'text'
  | 'time'
  | 'coordinate'
  | 'speed'
  | 'km'
  | 'duration'
  | 'count'
  | 'percent'
  | 'yes_no'
  | 'fix_note'
  | 'band'
  | 'exception';
/**
 * What a report column's values are as figures: wire times instants, durations (seconds)
 * durations, counts and measures numbers; words and codes (null) are text.
 */
export function reportFigureKind(
  kind: TReportColumnKind,
): 'datetime' | 'duration' | 'number' | null {
  switch (kind) {
    case 'time':
      return 'datetime';
    case 'duration':
      return 'duration';
    case 'coordinate':
    case 'speed':
    case 'km':
    case 'count':
    case 'percent':
      return 'number';
    case 'yes_no':
    case 'fix_note':
    case 'band':
    case 'exception':
    case 'text':
      return null;
  }
}

export interface TReportColumn {
  key: string;
  kind: TReportColumnKind;
  /** The header's text key where columns share one (the bands); else `key`. */
  header?: string;
  /** The threshold the header names (`{{threshold}}`), worded from the settings. */
  threshold?: TLabelledThreshold;
}
const col = (
  key: string,
  kind: TReportColumnKind,
  named?: Pick<TReportColumn, 'header' | 'threshold'>,
): TReportColumn => ({ key, kind, ...named });
const overContinuous = { threshold: 'over_continuous_limit' } as const;
const driverColumns = [col('driver_name', 'text'), col('licence_number', 'text')];
const bandColumns = [
  ...OVERSPEED_BAND_KEYS.map((band) =>
    col(`overspeed_${band}`, 'count', { header: 'overspeed_band', threshold: band }),
  ),
  col('overspeed_total', 'count'),
  col('km_over_limit', 'km'),
  col('percent_over_limit', 'percent'),
];

/** Columns of each report in order (row keys); the total row fills the keys it has. */
export const STANDARD_REPORT_COLUMNS: Record<TStandardReportCode, TReportColumn[]> = {
  b1: [
    col('time', 'time'),
    col('lon', 'coordinate'),
    col('lat', 'coordinate'),
    col('speed_kmh', 'speed'),
    col('place', 'text'),
    col('note', 'fix_note'),
  ],
  'b1-2': [
    ...driverColumns,
    col('plate', 'text'),
    col('start_time', 'time'),
    col('start_place', 'text'),
    col('end_time', 'time'),
    col('end_place', 'text'),
    col('distance_km', 'km'),
    col('duration_s', 'duration'),
    col('avg_speed_kmh', 'speed'),
    col('max_speed_kmh', 'speed'),
  ],
  'b2-2': [
    ...driverColumns,
    col('plate', 'text'),
    col('start_time', 'time'),
    col('duration_s', 'duration'),
    col('avg_speed_kmh', 'speed'),
    col('max_speed_kmh', 'speed'),
    col('limit_kmh', 'speed'),
    col('band', 'band'),
    col('place', 'text'),
  ],
  b3: [
    ...driverColumns,
    col('plate', 'text'),
    col('start_time', 'time'),
    col('start_place', 'text'),
    col('end_time', 'time'),
    col('end_place', 'text'),
    col('driving_s', 'duration'),
    col('distance_km', 'km'),
    col('over_limit', 'yes_no', overContinuous),
    col('exception_reason', 'exception'),
  ],
  b4: [
    col('plate', 'text'),
    col('driver_name', 'text'),
    col('start_time', 'time'),
    col('end_time', 'time'),
    col('duration_s', 'duration'),
    col('idle_s', 'duration'),
    col('place', 'text'),
  ],
  'b5-1': [
    col('plate', 'text'),
    col('distance_km', 'km'),
    col('driving_s', 'duration'),
    ...bandColumns,
    col('stops', 'count'),
  ],
  'b5-2': [
    ...driverColumns,
    col('distance_km', 'km'),
    col('driving_s', 'duration'),
    ...bandColumns,
    col('stops', 'count'),
    col('sessions_over_limit', 'count', overContinuous),
  ],
};
