import { describe, expect, it } from 'vitest';
import { againstLimit } from './driving-limits.js';

describe('againstLimit', () => {
  it('is ok below the warning, warned from it, over past the limit', () => {
    expect(againstLimit(3 * 3600, 4 * 3600, 235 * 60)).toEqual({
      seconds: 10_800,
      limit_seconds: 14_400,
      left_seconds: 3600,
      level: 'ok',
    });
    expect(againstLimit(235 * 60, 4 * 3600, 235 * 60).level).toBe('warn');
    expect(againstLimit(4 * 3600, 4 * 3600, 235 * 60).level).toBe('warn');
    expect(againstLimit(4 * 3600 + 1, 4 * 3600, 235 * 60)).toMatchObject({
      level: 'over',
      left_seconds: -1,
    });
  });

  it('without a warning threshold, only over', () => {
    expect(againstLimit(10 * 3600, 10 * 3600).level).toBe('ok');
    expect(againstLimit(10 * 3600 + 60, 10 * 3600).level).toBe('over');
  });
});
