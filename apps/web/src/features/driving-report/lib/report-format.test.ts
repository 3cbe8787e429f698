import { describe, expect, it } from 'vitest';
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
    const word = (key: string) => `<${key}>`;
    expect(cellText('duration', 3600, word)).toBe('1:00');
    expect(cellText('yes_no', true, word)).toBe('<yes>');
    expect(cellText('fix_note', 'idle', word)).toBe('<note.idle>');
    expect(cellText('km', 12.3456, word)).toBe('12.35');
    expect(cellText('text', null, word)).toBe('');
  });
});
