import { describe, expect, it } from 'vitest';
import { continuousDrivingNow, continuousDrivingState } from './continuous-driving.js';

const MINUTE = 60_000;
const defaults = { continuous_warn_minutes: 235, continuous_limit_minutes: 240 };

describe('continuousDrivingState', () => {
  it('is ok below the warning setting, near from it up to the limit, over past the limit', () => {
    expect(continuousDrivingState(0, defaults)).toBe('ok');
    expect(continuousDrivingState(235 * MINUTE - 1, defaults)).toBe('ok');
    expect(continuousDrivingState(235 * MINUTE, defaults)).toBe('near');
    expect(continuousDrivingState(240 * MINUTE, defaults)).toBe('near');
    expect(continuousDrivingState(240 * MINUTE + 1, defaults)).toBe('over');
  });

  it('follows the settings', () => {
    const settings = { continuous_warn_minutes: 200, continuous_limit_minutes: 210 };
    expect(continuousDrivingState(199 * MINUTE, settings)).toBe('ok');
    expect(continuousDrivingState(200 * MINUTE, settings)).toBe('near');
    expect(continuousDrivingState(210 * MINUTE + 1, settings)).toBe('over');
  });
});

describe('continuousDrivingNow', () => {
  const settings = { ...defaults, session_break_minutes: 15 };
  const now = new Date('2026-11-28T05:00:00Z');
  const endedAgo = (ms: number) => new Date(now.getTime() - ms);

  it('is the open session’s continuous driving and its state', () => {
    const session = { continuous_s: 235 * 60, end_time: endedAgo(MINUTE) };
    expect(continuousDrivingNow(session, now, settings)).toEqual({
      seconds: 235 * 60,
      state: 'near',
    });
    expect(
      continuousDrivingNow({ continuous_s: 245 * 60, end_time: now }, now, settings)?.state,
    ).toBe('over');
  });

  it('is none without an open session, or once the time since its end is a break', () => {
    expect(continuousDrivingNow(undefined, now, settings)).toBeNull();
    const session = { continuous_s: 245 * 60, end_time: endedAgo(15 * MINUTE) };
    expect(continuousDrivingNow(session, now, settings)).toBeNull();
    expect(
      continuousDrivingNow({ ...session, end_time: endedAgo(15 * MINUTE - 1) }, now, settings),
    ).not.toBeNull();
  });
});
