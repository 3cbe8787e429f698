import { describe, expect, it } from 'vitest';
import { DOMAIN_SETTINGS_DEFAULTS, OVERSPEED_BANDS, overspeedBand } from './settings.js';
import { STANDARD_REPORT_COLUMNS } from './standard-report-columns.js';
import {
  durationLabel,
  isOverspeedBandKey,
  measuredDurationLabel,
  OVERSPEED_BAND_KEYS,
  overDurationLabel,
  overspeedBandLabel,
  thresholdLabels,
} from './threshold-labels.js';

const changed = {
  ...DOMAIN_SETTINGS_DEFAULTS,
  overspeed_margin_kmh: 7.5,
  overspeed_band_edges_kmh: [12, 25, 40] as [number, number, number],
  continuous_limit_minutes: 270,
  daily_limit_minutes: 540,
  weekly_limit_minutes: 2_900,
};

describe('threshold labels', () => {
  it('words the default bands and limits as domain-vietnam.md does, in both languages', () => {
    expect(thresholdLabels(DOMAIN_SETTINGS_DEFAULTS, 'vi')).toEqual({
      band_1: '5–<10 km/h',
      band_2: '10–<20 km/h',
      band_3: '20–35 km/h',
      band_4: 'trên 35 km/h',
      over_continuous_limit: 'trên 4 giờ',
      over_daily_limit: 'trên 10 giờ',
      over_weekly_limit: 'trên 48 giờ',
    });
    expect(thresholdLabels(DOMAIN_SETTINGS_DEFAULTS, 'en')).toEqual({
      band_1: '5–<10 km/h',
      band_2: '10–<20 km/h',
      band_3: '20–35 km/h',
      band_4: 'over 35 km/h',
      over_continuous_limit: 'over 4 h',
      over_daily_limit: 'over 10 h',
      over_weekly_limit: 'over 48 h',
    });
  });

  it('follows changed settings: other edges, a decimal margin, limits not in whole hours', () => {
    expect(thresholdLabels(changed, 'vi')).toEqual({
      band_1: '7,5–<12 km/h',
      band_2: '12–<25 km/h',
      band_3: '25–40 km/h',
      band_4: 'trên 40 km/h',
      over_continuous_limit: 'trên 4 giờ 30 phút',
      over_daily_limit: 'trên 9 giờ',
      over_weekly_limit: 'trên 48 giờ 20 phút',
    });
    expect(thresholdLabels(changed, 'en')).toMatchObject({
      band_1: '7.5–<12 km/h',
      band_4: 'over 40 km/h',
      over_continuous_limit: 'over 4 h 30 min',
      over_weekly_limit: 'over 48 h 20 min',
    });
  });

  it('shows minutes as hours when whole, hours and minutes, or minutes under an hour', () => {
    expect(durationLabel(240, 'vi')).toBe('4 giờ');
    expect(durationLabel(235, 'vi')).toBe('3 giờ 55 phút');
    expect(durationLabel(235, 'en')).toBe('3 h 55 min');
    expect(durationLabel(60, 'en')).toBe('1 h');
    expect(durationLabel(59, 'en')).toBe('59 min');
    expect(durationLabel(1, 'vi')).toBe('1 phút');
    expect(durationLabel(0, 'vi')).toBe('0 phút');
    expect(durationLabel(24 * 60, 'en')).toBe('24 h');
    expect(overDurationLabel(61, 'en')).toBe('over 1 h 1 min');
  });

  it('draws each band as the classification counts it: the third closed, the fourth open', () => {
    const { overspeed_band_edges_kmh: edges } = changed;
    const labelOf = (excess: number) =>
      overspeedBandLabel(overspeedBand(excess, edges), changed, 'en');
    expect(labelOf(7.5)).toBe('7.5–<12 km/h');
    expect(labelOf(11.9)).toBe('7.5–<12 km/h');
    expect(labelOf(12)).toBe('12–<25 km/h');
    expect(labelOf(25)).toBe('25–40 km/h');
    expect(labelOf(40)).toBe('25–40 km/h');
    expect(labelOf(40.1)).toBe('over 40 km/h');
  });

  it('names the stored bands by rank, lowest first, and knows its own names only', () => {
    expect(OVERSPEED_BANDS).toBe(OVERSPEED_BAND_KEYS);
    expect(isOverspeedBandKey('band_4')).toBe(true);
    expect(isOverspeedBandKey('10_20')).toBe(false);
    expect(isOverspeedBandKey(null)).toBe(false);
  });

  it('leaves no threshold in a report column key; headers name their threshold instead', () => {
    const columns = Object.values(STANDARD_REPORT_COLUMNS).flat();
    for (const column of columns) expect(column.key).not.toMatch(/\d+_\d+|over_\d+|_\d+h\b/);
    const b52 = STANDARD_REPORT_COLUMNS['b5-2'];
    expect(b52.filter((c) => c.header === 'overspeed_band').map((c) => c.threshold)).toEqual([
      ...OVERSPEED_BAND_KEYS,
    ]);
    expect(b52.find((c) => c.key === 'sessions_over_limit')?.threshold).toBe(
      'over_continuous_limit',
    );
    expect(STANDARD_REPORT_COLUMNS.b3.find((c) => c.key === 'over_limit')?.threshold).toBe(
      'over_continuous_limit',
    );
  });
});

describe('measuredDurationLabel', () => {
  it('says the minutes once there are hours, so a breach reads against its limit', () => {
    expect(measuredDurationLabel(240, 'vi')).toBe('4 giờ 0 phút');
    expect(measuredDurationLabel(245, 'en')).toBe('4 h 5 min');
    expect(measuredDurationLabel(45, 'vi')).toBe('45 phút');
    expect(durationLabel(240, 'vi')).toBe('4 giờ');
  });
});
