import { describe, expect, it } from 'vitest';
import { byUrgency, driverStanding, type DriverDay } from './driver-standing.js';

const H = 3_600;
const M = 60;
const settings = {
  continuous_limit_minutes: 240,
  continuous_warn_minutes: 235,
  daily_limit_minutes: 600,
  session_break_minutes: 15,
};
const now = new Date('2026-11-28T05:00:00Z');

/** A driver's day; `open` sessions ended a minute ago, closed ones an hour ago. */
function day(
  name: string,
  over: { continuous?: number; open?: boolean; driving?: number; endedAgoS?: number },
): DriverDay {
  const ago = (over.endedAgoS ?? (over.open ? M : H)) * 1000;
  return {
    username: name.toLowerCase(),
    driver_name: name,
    plate: '51D-123.45',
    distance_km: 0,
    driving_seconds: over.driving ?? over.continuous ?? 0,
    session:
      over.continuous === undefined
        ? null
        : {
            open: over.open ?? false,
            continuous_s: over.continuous,
            end_time: new Date(now.getTime() - ago),
          },
  };
}
const standing = (d: DriverDay) => driverStanding(d, settings, now);

describe('driverStanding', () => {
  it('counts the continuous limit down only while the session is open', () => {
    const driving = standing(day('An', { open: true, continuous: 3 * H, driving: 5 * H }));
    expect(driving).toMatchObject({
      driving_now: true,
      continuous_left_s: H,
      daily_left_s: 5 * H,
      state: 'ok',
    });
    // After a rest the next session starts from zero; the day still counts.
    const rested = standing(day('Bình', { continuous: 3 * H, driving: 9.5 * H }));
    expect(rested).toMatchObject({ driving_now: false, continuous_left_s: 4 * H });
    expect(rested.daily_left_s).toBe(0.5 * H);
  });

  it('is near from the warning setting, over past the limit, from the settings', () => {
    const near = standing(day('Giang', { open: true, continuous: 3 * H + 55 * M }));
    expect(near).toMatchObject({ continuous_state: 'near', state: 'near' });
    const over = standing(day('Chi', { open: true, continuous: 4 * H + 5 * M, driving: 6 * H }));
    expect(over).toMatchObject({
      continuous_state: 'over',
      state: 'over',
      continuous_left_s: -300,
    });
    const strict = { ...settings, continuous_warn_minutes: 200 };
    expect(
      driverStanding(day('Hà', { open: true, continuous: 3 * H + 20 * M }), strict, now).state,
    ).toBe('near');
  });

  it('keeps a finished session over the limit as today’s violation; near ends with the session', () => {
    expect(standing(day('Dũng', { continuous: 4 * H + M, driving: 5 * H })).state).toBe('over');
    expect(standing(day('Em', { continuous: 3 * H + 56 * M })).state).toBe('ok');
    // An open session whose truck has stood (or been silent) for a break is over too.
    const stale = standing(day('Khoa', { open: true, continuous: 3 * H + 56 * M, endedAgoS: 900 }));
    expect(stale).toMatchObject({ driving_now: false, state: 'ok', continuous_left_s: 4 * H });
  });

  it('is over past the daily limit', () => {
    expect(standing(day('Lâm', { driving: 10 * H + 5 * M })).state).toBe('over');
  });
});

describe('byUrgency', () => {
  it('puts drivers over the limit first, then the least time left', () => {
    const rows = [
      day('Lan', { open: true, continuous: H, driving: 2 * H }),
      day('Minh', { open: true, continuous: 3.5 * H, driving: 4 * H }),
      day('Nam', { continuous: 4.5 * H, driving: 6 * H }),
      day('Oanh', { driving: 9.75 * H }),
      day('Phúc', { open: true, continuous: 4 * H + M, driving: 5 * H }),
      day('Quân', { open: true, continuous: 2 * H, driving: 2 * H }),
    ].map(standing);
    expect(byUrgency(rows, settings).map((r) => r.driver_name)).toEqual([
      // Over: still driving first, then the finished session 30 min over.
      'Phúc',
      'Nam',
      // Then the sooner limit: 15 min of the day, 30 min of the session, 2 h, 3 h.
      'Oanh',
      'Minh',
      'Quân',
      'Lan',
    ]);
  });

  it('orders by name when everything else is equal', () => {
    const rows = [day('Vy', {}), day('An', {}), day('Đức', {})].map(standing);
    expect(byUrgency(rows, settings).map((r) => r.driver_name)).toEqual(['An', 'Đức', 'Vy']);
  });
});
