import { describe, expect, it } from 'vitest';
import type { TAbnormalActivity } from '@fleet/contracts';
import { abnormalView, addressOf, countByKind, minutesParts, severity } from './abnormal-view';

/** A row as the server answers it; the address (reverse geocoding) is unknown here. */
const row = (
  type: TAbnormalActivity['type'],
  start: string,
  value: number,
  limit: number,
): TAbnormalActivity => {
  const fields = {
    type,
    username: 'an',
    driver_name: 'Nguyễn Văn An',
    plate: '51D-123.45',
    start_time: `2025-11-20 ${start}`,
    end_time: `2025-11-20 ${start}`,
    value,
    limit,
    lat: 10.8,
    lon: 106.7,
    band: null,
    exception_reason: null,
    exception_note: null,
    session_start: null,
    video_url: null,
  };
  return Object.assign(fields, { address: null });
};

const rows = [
  row('overspeed', '08:10:00', 96, 80), // 1.2
  row('lost_signal', '09:30:00', 39 * 60, 15 * 60), // 2.6
  row('continuous_driving', '12:05:00', 260 * 60, 240 * 60), // 1.08
  row('overspeed', '10:00:00', 120, 80), // 1.5
];

describe('unsafe-driving list view', () => {
  it('counts every kind, none included', () => {
    expect(countByKind(rows)).toEqual({
      continuous_driving: 1,
      daily_driving: 0,
      weekly_driving: 0,
      overspeed: 2,
      lost_signal: 1,
    });
  });

  it('sorts newest first, or furthest past the limit first whatever the unit', () => {
    const times = (list: TAbnormalActivity[]) => list.map((r) => r.start_time.slice(11, 16));
    expect(times(abnormalView(rows, 'all', 'newest'))).toEqual([
      '12:05',
      '10:00',
      '09:30',
      '08:10',
    ]);
    expect(times(abnormalView(rows, 'all', 'worst'))).toEqual(['09:30', '10:00', '08:10', '12:05']);
    expect(severity(rows[1]!)).toBeCloseTo(2.6);
  });

  it('filters by kind without touching the rows it was given', () => {
    const overspeed = abnormalView(rows, 'overspeed', 'worst');
    expect(overspeed.map((r) => r.value)).toEqual([120, 96]);
    expect(abnormalView(rows, 'daily_driving', 'newest')).toEqual([]);
    expect(rows[0]!.start_time).toBe('2025-11-20 08:10:00');
  });

  it('says durations in hours and minutes, and reads an address when there is one', () => {
    expect(minutesParts(39 * 60)).toEqual({ h: 0, m: 39, mm: '39' });
    expect(minutesParts(260.5 * 60)).toEqual({ h: 4, m: 21, mm: '21' });
    expect(addressOf(rows[0]!)).toBe(null);
    const placed = Object.assign({}, rows[0]!, { address: 'QL5, Văn Lâm, Hưng Yên' });
    expect(addressOf(placed)).toBe('QL5, Văn Lâm, Hưng Yên');
  });
});
