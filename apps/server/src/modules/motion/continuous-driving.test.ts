import { describe, expect, it } from 'vitest';
import { continuousDrivingState } from './continuous-driving.js';

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
