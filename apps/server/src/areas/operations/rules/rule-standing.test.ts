import { describe, expect, it } from 'vitest';
import { ruleStanding } from './rule-standing.js';

describe('ruleStanding', () => {
  it('is ok well before the interval', () => {
    expect(ruleStanding(0, 20_000, 5_000)).toEqual({
      due_km: 20_000,
      km_left: 15_000,
      status: 'ok',
      due: false,
    });
  });

  it('is due soon within 10 % of the interval, at most 1,000 km before', () => {
    expect(ruleStanding(0, 20_000, 19_000).status).toBe('due_soon');
    expect(ruleStanding(0, 20_000, 18_999).status).toBe('ok');
    expect(ruleStanding(0, 5_000, 4_500).status).toBe('due_soon');
    expect(ruleStanding(0, 5_000, 4_499).status).toBe('ok');
  });

  it('fires when the km since the last service reach the interval', () => {
    expect(ruleStanding(100_000, 20_000, 119_990)).toMatchObject({ due: false, km_left: 10 });
    expect(ruleStanding(100_000, 20_000, 120_000)).toMatchObject({ due: true, status: 'overdue' });
    expect(ruleStanding(100_000, 20_000, 120_010)).toMatchObject({ due: true, km_left: -10 });
  });
});
