import type { TStandardReportCode } from './standard-report.js';

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
  | 'band';
export interface TReportColumn {
  key: string;
  kind: TReportColumnKind;
}
const col = (key: string, kind: TReportColumnKind): TReportColumn => ({ key, kind });
const driverColumns = [col('driver_name', 'text'), col('licence_number', 'text')];
const bandColumns = [
  col('overspeed_5_10', 'count'),
  col('overspeed_10_20', 'count'),
  col('overspeed_20_35', 'count'),
  col('overspeed_over_35', 'count'),
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
    col('over_limit', 'yes_no'),
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
    col('sessions_over_limit', 'count'),
  ],
};
