import {
  excelCell,
  excelNumberFormat,
  isOverspeedBandKey,
  reportFigureKind,
  type TReportColumn,
  type TReportColumnKind,
  type TThresholdLabels,
} from '@fleet/contracts';

/**
 * Vietnamese column headers of the exports, as providers print them; `{{threshold}}` is the
 * column's threshold worded from the settings ("5–<10 km/h", "trên 4 giờ").
 */
const HEADERS_VI: Record<string, string> = {
  time: 'Thời gian',
  lon: 'Kinh độ',
  lat: 'Vĩ độ',
  speed_kmh: 'Vận tốc (km/h)',
  place: 'Địa điểm',
  note: 'Ghi chú',
  driver_name: 'Họ tên lái xe',
  licence_number: 'Số GPLX',
  plate: 'Biển số xe',
  start_time: 'Thời điểm bắt đầu',
  start_place: 'Địa điểm bắt đầu',
  end_time: 'Thời điểm kết thúc',
  end_place: 'Địa điểm kết thúc',
  distance_km: 'Quãng đường (km)',
  duration_s: 'Thời gian (giờ:phút:giây)',
  avg_speed_kmh: 'Vận tốc trung bình (km/h)',
  max_speed_kmh: 'Vận tốc tối đa (km/h)',
  limit_kmh: 'Tốc độ giới hạn (km/h)',
  band: 'Mức vượt',
  driving_s: 'Thời gian lái xe',
  over_limit: 'Lái xe liên tục {{threshold}}',
  exception_reason: 'Lý do ngoại lệ',
  idle_s: 'Thời gian nổ máy',
  overspeed_band: 'Quá tốc độ {{threshold}} (lần)',
  overspeed_total: 'Tổng số lần quá tốc độ',
  km_over_limit: 'Quãng đường quá tốc độ (km)',
  percent_over_limit: 'Tỷ lệ km quá tốc độ (%)',
  stops: 'Số lần dừng đỗ',
  sessions_over_limit: 'Số lần lái xe liên tục {{threshold}}',
};

const FIX_NOTES_VI: Record<string, string> = {
  moving: 'Xe chạy',
  stopped: 'Dừng, tắt máy',
  idle: 'Dừng, nổ máy',
  overspeed: 'Quá tốc độ',
};

/** A column's header in the export, its threshold worded from the settings. */
export function headerOf(column: TReportColumn, thresholds: TThresholdLabels): string {
  const text = HEADERS_VI[column.header ?? column.key] ?? column.key;
  return column.threshold ? text.replace('{{threshold}}', thresholds[column.threshold]) : text;
}

/** `YYYY-MM-DD HH:mm:ss` → `HH:mm:ss DD/MM/YYYY`, the providers' format. */
export function reportTime(wire: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(wire);
  return m ? `${m[4]} ${m[3]}/${m[2]}/${m[1]}` : wire;
}

/** Why a session over the limit was lawful, as the Vietnamese export says it. */
const EXCEPTION_REASONS_VI: Record<string, string> = {
  force_majeure: 'Bất khả kháng',
  road_obstacle: 'Trở ngại trên đường',
};

/**
 * A cell as the export writes it: numbers stay numbers and durations are Excel durations
 * (a fraction of a day, shown `[h]:mm:ss`), so sums work in Excel.
 */
export function cellOf(
  kind: TReportColumnKind,
  value: string | number | boolean | null | undefined,
  thresholds: TThresholdLabels,
): string | number | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'time':
      return reportTime(String(value));
    case 'duration':
      return excelCell('duration', Number(value)) as number | null;
    case 'yes_no':
      return value ? 'Có' : 'Không';
    case 'fix_note':
      return FIX_NOTES_VI[String(value)] ?? String(value);
    case 'band':
      return isOverspeedBandKey(value) ? thresholds[value] : String(value);
    case 'exception':
      return EXCEPTION_REASONS_VI[String(value)] ?? String(value);
    case 'coordinate':
    case 'speed':
    case 'km':
    case 'count':
    case 'percent':
      return Number(value);
    case 'text':
      return String(value);
  }
}

/**
 * The number format of a column's cells: durations `[h]:mm:ss`, figures their decimals; the
 * times stay the providers' text (`HH:mm:ss DD/MM/YYYY`).
 */
export function numberFormatOf(
  kind: TReportColumnKind,
  cells: readonly (string | number | null)[],
): string | undefined {
  const figure = reportFigureKind(kind);
  return figure === 'number' || figure === 'duration'
    ? excelNumberFormat(figure, cells)
    : undefined;
}
