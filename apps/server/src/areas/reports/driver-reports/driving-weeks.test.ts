import { describe, expect, it } from 'vitest';
import { addDays, mondayOf, weeklyDriving } from './driving-weeks.js';

describe('weekly driving', () => {
  it('weeks run Monday to Sunday', () => {
    expect(mondayOf('2025-11-17')).toBe('2025-11-17'); // a Monday
    expect(mondayOf('2025-11-23')).toBe('2025-11-17'); // the Sunday after
    expect(mondayOf('2025-11-24')).toBe('2025-11-24');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('49 h over seven days is one week over 48 h; the next Monday starts a new week', () => {
    const days = Array.from({ length: 7 }, (_, i) => ({
      username: 'an',
      day: addDays('2025-11-17', i),
      driving_s: 7 * 3600,
    }));
    days.push({ username: 'AN', day: '2025-11-24', driving_s: 3600 });
    const weeks = weeklyDriving(days);
    expect(weeks).toEqual([
      { username: 'an', monday: '2025-11-17', driving_s: 49 * 3600 },
      { username: 'AN', monday: '2025-11-24', driving_s: 3600 },
    ]);
    expect(weeks.filter((w) => w.driving_s > 48 * 3600)).toHaveLength(1);
  });
});
