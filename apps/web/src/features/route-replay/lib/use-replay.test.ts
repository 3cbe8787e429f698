import { describe, expect, it } from 'vitest';
import type { TTimeline } from './route-timeline';
import { statusAt } from './use-replay';

const timeline: TTimeline = { points: [], times: [], stops: [], startMs: 0, endMs: 60_000 };

describe('the replayed truck’s status', () => {
  it("is moving only above the admin's moving speed", () => {
    expect(statusAt(timeline, 1_000, 4, 3)).toBe('moving');
    expect(statusAt(timeline, 1_000, 4, 5)).toBe('stopped');
    expect(statusAt(timeline, 1_000, 5, 5)).toBe('stopped');
  });
});
