import { DOMAIN_SETTINGS_DEFAULTS } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import {
  continuousDrivingState,
  dailyDrivingState,
  weeklyDrivingState,
} from '../../tracking/index.js';
import { drivingAgainstLimit } from './driving-limits.js';

const s = DOMAIN_SETTINGS_DEFAULTS;
const continuous = (seconds: number) =>
  drivingAgainstLimit(
    seconds,
    s.continuous_limit_minutes,
    continuousDrivingState(seconds * 1000, s),
  );

describe('drivingAgainstLimit, by the motion model’s rule', () => {
  it('continuous: ok below the warning, warned from it, over past the limit', () => {
    expect(continuous(3 * 3600)).toEqual({
      seconds: 10_800,
      limit_seconds: 14_400,
      left_seconds: 3600,
      level: 'ok',
    });
    expect(continuous(s.continuous_warn_minutes * 60).level).toBe('warn');
    expect(continuous(4 * 3600).level).toBe('warn');
    expect(continuous(4 * 3600 + 1)).toMatchObject({ level: 'over', left_seconds: -1 });
  });

  it('daily and weekly have no warning: only over past the limit', () => {
    const day = (seconds: number) =>
      drivingAgainstLimit(seconds, s.daily_limit_minutes, dailyDrivingState(seconds * 1000, s));
    expect(day(10 * 3600).level).toBe('ok');
    expect(day(10 * 3600 + 60)).toMatchObject({ level: 'over', left_seconds: -60 });
    const week = (seconds: number) =>
      drivingAgainstLimit(seconds, s.weekly_limit_minutes, weeklyDrivingState(seconds * 1000, s));
    expect(week(48 * 3600).level).toBe('ok');
    expect(week(48 * 3600 + 1).level).toBe('over');
  });
});
