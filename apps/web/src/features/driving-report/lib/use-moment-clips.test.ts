import { describe, expect, it } from 'vitest';
import { VIDEO_MOMENTS_MAX } from '@fleet/contracts';
import { momentBatches } from './use-moment-clips';

describe('clip moments of a report', () => {
  it('asks for every row, in batches the server takes, rows without a moment left out', () => {
    const rows = Array.from({ length: 1_203 }, (_, i) => i);
    const momentOf = (i: number) =>
      i % 4 === 3
        ? null
        : { plate: '51C12345', start_time: `2026-11-24 08:00:${i % 60}`, end_time: 'x' };
    const { asked, batches } = momentBatches(rows, momentOf);
    expect(asked).toHaveLength(1_203);
    const withMoment = asked.filter((m) => m !== null).length;
    expect(withMoment).toBe(903);
    expect(batches.map((b) => b.moments.length)).toEqual([
      VIDEO_MOMENTS_MAX,
      903 - VIDEO_MOMENTS_MAX,
    ]);
    expect(batches.flatMap((b) => b.moments)).toEqual(asked.filter((m) => m !== null));
  });

  it('asks nothing for rows without moments', () => {
    expect(momentBatches([1, 2], () => null).batches).toEqual([]);
  });
});
