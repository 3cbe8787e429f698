import { describe, expect, it } from 'vitest';
import { statusesOf, statusParamOf } from './status-param';

describe('the status filter in the URL', () => {
  it('reads known statuses in the chips order and leaves out anything else', () => {
    expect(statusesOf('idle,moving')).toEqual(['moving', 'idle']);
    expect(statusesOf('moving,parked,')).toEqual(['moving']);
    expect(statusesOf(null)).toEqual([]);
  });

  it('writes a choice back, and none (every status) as no parameter', () => {
    expect(statusParamOf(['offline', 'moving'])).toBe('moving,offline');
    expect(statusParamOf([])).toBeNull();
  });
});
