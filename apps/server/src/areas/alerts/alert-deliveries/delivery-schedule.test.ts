import { describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, nextAttempt, retryDelayMs } from './delivery-schedule.js';

describe('delivery retry schedule', () => {
  it('waits 30 s, doubling, capped at 10 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 600_000, 600_000, 600_000,
    ]);
  });

  it('keeps trying for a day from when the delivery was queued, then gives up', () => {
    const queued = new Date('2026-11-20T00:00:00Z');
    const at = (ms: number) => new Date(queued.getTime() + ms);
    expect(nextAttempt(queued, 1, queued)).toEqual(at(30_000));
    expect(nextAttempt(queued, 200, at(GIVE_UP_AFTER_MS - 600_000))).toEqual(at(GIVE_UP_AFTER_MS));
    expect(nextAttempt(queued, 200, at(GIVE_UP_AFTER_MS - 599_999))).toBeNull();
  });
});
