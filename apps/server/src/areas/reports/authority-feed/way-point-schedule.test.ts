import { describe, expect, it } from 'vitest';
import { scheduleWayPoints } from './way-point-schedule.js';

const start = {
  sentTime: null,
  sentMoving: null,
  seenTime: null,
  seenSpeedKmh: null,
  moving: false,
};

describe('way points of a truck at rest', () => {
  it('sends one at least every 180 s of device time over 10 minutes stopped', () => {
    const t0 = Date.UTC(2026, 10, 28, 1, 0, 0);
    const fixes = Array.from({ length: 61 }, (_, i) => ({
      time: t0 + i * 10_000,
      speedKmh: 0,
      receivedAt: t0 + i * 10_000,
    }));
    const { verdicts } = scheduleWayPoints(fixes, start, t0 + 3_600_000, () => false);
    expect(verdicts).not.toContain('hold');
    const sent = fixes.filter((_, i) => verdicts[i] === 'send').map((fix) => fix.time);
    expect(sent[0]).toBe(t0);
    expect(sent.at(-1)).toBe(t0 + 600_000);
    const gaps = sent.slice(1).map((time, i) => time - sent[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(180_000);
    // No more than the rule needs: 10 minutes take 4 gaps of at most 180 s.
    expect(sent.length).toBeLessThanOrEqual(5);
  });
});
