import type { TReportColumnKind } from '@fleet/contracts';

/** Vietnamese column headers of the exports, as providers print them. */
export const HEADERS_VI: Record<string, string> = {
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
  band: 'Mức vượt (km/h)',
  driving_s: 'Thời gian lái xe',
  over_limit: 'Quá 4 giờ',
  idle_s: 'Thời gian nổ máy',
  overspeed_5_10: 'Quá tốc độ 5–<10 km/h (lần)',
  overspeed_10_20: 'Quá tốc độ 10–<20 km/h (lần)',
  overspeed_20_35: 'Quá tốc độ 20–35 km/h (lần)',
  overspeed_over_35: 'Quá tốc độ >35 km/h (lần)',
  overspeed_total: 'Tổng số lần quá tốc độ',
  km_over_limit: 'Quãng đường quá tốc độ (km)',
  percent_over_limit: 'Tỷ lệ km quá tốc độ (%)',
  stops: 'Số lần dừng đỗ',
  sessions_over_limit: 'Số lần lái xe liên tục quá 4 giờ',
};

const FIX_NOTES_VI: Record<string, string> = {
  moving: 'Xe chạy',
  stopped: 'Dừng, tắt máy',
  idle: 'Dừng, nổ máy',
  overspeed: 'Quá tốc độ',
};
const BANDS_VI: Record<string, string> = {
  '5_10': '5 – <10',
  '10_20': '10 – <20',
  '20_35': '20 – 35',
  over_35: '> 35',
};

/** `YYYY-MM-DD HH:mm:ss` → `HH:mm:ss DD/MM/YYYY`, the providers' format. */
export function reportTime(wire: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(wire);
  return m ? `${m[4]} ${m[3]}/${m[2]}/${m[1]}` : wire;
}

export function durationText(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** A cell as the export writes it: numbers stay numbers so sums work in Excel. */
export function cellOf(
  kind: TReportColumnKind,
  value: string | number | boolean | null | undefined,
): string | number | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'time':
      return reportTime(String(value));
    case 'duration':
      return durationText(Number(value));
    case 'yes_no':
      return value ? 'Có' : 'Không';
    case 'fix_note':
      return FIX_NOTES_VI[String(value)] ?? String(value);
    case 'band':
      return BANDS_VI[String(value)] ?? String(value);
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
