import { describe, expect, it } from 'vitest';
import type { TCurrentDriverRow } from '@fleet/contracts';
import { byUrgency, driverUrgency, drivingLimits } from './driving-urgency';

const H = 3_600;
const M = 60;
const limits = drivingLimits({
  continuous_limit_minutes: 240,
  continuous_warn_minutes: 235,
  daily_limit_minutes: 600,
});

const row = (name: string, over: Partial<TCurrentDriverRow>): TCurrentDriverRow => ({
  username: name.toLowerCase(),
  driver_name: name,
  continuous_seconds: 0,
  driving_now: false,
  plate: '51D-123.45',
  distance_km: 0,
  driving_seconds: 0,
  ...over,
});

describe('driverUrgency', () => {
  it('counts the continuous limit down only while the session is open', () => {
    const driving = driverUrgency(
      row('An', { driving_now: true, continuous_seconds: 3 * H, driving_seconds: 5 * H }),
      limits,
    );
    expect(driving).toMatchObject({ continuous_left_s: H, daily_left_s: 5 * H, left_s: H });
    expect(driving.tone).toBe('ok');

    // After a rest the next session starts from zero; the day still counts.
    const rested = driverUrgency(
      row('Bình', { continuous_seconds: 3 * H, driving_seconds: 9.5 * H }),
      limits,
    );
    expect(rested).toMatchObject({ continuous_left_s: 4 * H, daily_left_s: 0.5 * H });
    expect(rested.left_s).toBe(0.5 * H);
  });

  it('marks a driver over either limit, and near within the warning margin', () => {
    const overContinuous = driverUrgency(
      row('Chi', { driving_now: true, continuous_seconds: 4 * H + 10 * M, driving_seconds: 6 * H }),
      limits,
    );
    expect(overContinuous).toMatchObject({ tone: 'over', over_s: 10 * M, left_s: -10 * M });
    // A finished session that went over is still today's violation.
    expect(
      driverUrgency(row('Dũng', { continuous_seconds: 4 * H + M, driving_seconds: 5 * H }), limits)
        .tone,
    ).toBe('over');
    expect(driverUrgency(row('Em', { driving_seconds: 10 * H + 5 * M }), limits).over_s).toBe(
      5 * M,
    );
    expect(
      driverUrgency(row('Giang', { driving_now: true, continuous_seconds: 3 * H + 56 * M }), limits)
        .tone,
    ).toBe('near');
  });

  it('takes the limits from the settings', () => {
    const strict = drivingLimits({
      continuous_limit_minutes: 120,
      continuous_warn_minutes: 110,
      daily_limit_minutes: 480,
    });
    const r = row('Hà', { driving_now: true, continuous_seconds: 2 * H + M });
    expect(driverUrgency(r, strict).tone).toBe('over');
    expect(driverUrgency(r, limits).tone).toBe('ok');
  });
});

describe('byUrgency', () => {
  it('puts drivers over the limit first, then the least time left', () => {
    const rows = [
      row('Lan', { driving_now: true, continuous_seconds: H, driving_seconds: 2 * H }),
      row('Minh', { driving_now: true, continuous_seconds: 3.5 * H, driving_seconds: 4 * H }),
      row('Nam', { continuous_seconds: 4.5 * H, driving_seconds: 6 * H }),
      row('Oanh', { driving_seconds: 9.75 * H }),
      row('Phúc', { driving_now: true, continuous_seconds: 4 * H + M, driving_seconds: 5 * H }),
      row('Quân', { driving_now: true, continuous_seconds: 2 * H, driving_seconds: 2 * H }),
    ];
    expect(byUrgency(rows, limits).map((r) => r.driver_name)).toEqual([
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
    const rows = [row('Vy', {}), row('An', {}), row('Đức', {})];
    expect(byUrgency(rows, limits).map((r) => r.driver_name)).toEqual(['An', 'Đức', 'Vy']);
  });
});
