import { describe, expect, it } from 'vitest';
import { DOMAIN_SETTINGS_DEFAULTS, thresholdLabels } from '@fleet/contracts';
import { cellText, driverFilter, hoursMinutes } from './report-format';

describe('report formatting', () => {
  it('writes durations as hours and minutes past 24 h', () => {
    expect(hoursMinutes(0)).toBe('0:00');
    expect(hoursMinutes(15_630)).toBe('4:21');
    expect(hoursMinutes(49 * 3600 + 5 * 60)).toBe('49:05');
  });

  it('sends the period the fields hold and refuses a reversed or unreadable one', () => {
    expect(driverFilter('2025-11-20 00:00:00', '2025-11-21 00:00:00', '')).toEqual({
      start_time: '2025-11-20 00:00:00',
      end_time: '2025-11-21 00:00:00',
    });
    expect(driverFilter('2025-11-20 00:00:00', '2025-11-21 00:00:00', 'an')?.driver_name).toBe(
      'an',
    );
    expect(driverFilter('2025-11-21 00:00:00', '2025-11-20 00:00:00', '')).toBeNull();
    expect(driverFilter('invalid', '2025-11-20 00:00:00', '')).toBeNull();
  });

  it('formats cells by kind', () => {
    const words = {
      word: (key: string) => `<${key}>`,
      thresholds: thresholdLabels(
        { ...DOMAIN_SETTINGS_DEFAULTS, overspeed_band_edges_kmh: [15, 25, 40] },
        'vi',
      ),
    };
    expect(cellText('duration', 3600, words)).toBe('1:00');
    expect(cellText('yes_no', true, words)).toBe('<yes>');
    expect(cellText('fix_note', 'idle', words)).toBe('<note.idle>');
    expect(cellText('km', 12.3456, words)).toBe('12.35');
    expect(cellText('text', null, words)).toBe('');
    // A band in the admin's edges, not the default ones.
    expect(cellText('band', 'band_1', words)).toBe('5–<15 km/h');
    expect(cellText('band', 'band_4', words)).toBe('trên 40 km/h');
  });
});
