import { describe, expect, it } from 'vitest';
import { cutIntoBlocks } from './warehouse-blocks.js';

const at = (hhmmss: string) => new Date(`2026-11-21T${hhmmss}Z`);
const spans = (start: string, end: string) =>
  cutIntoBlocks(at(start), at(end)).map(
    (b) => `${b.start.toISOString().slice(11, 19)}-${b.end.toISOString().slice(11, 19)}`,
  );

describe('cutIntoBlocks', () => {
  it('cuts on the 10-minute marks and clips both ends to the range', () => {
    expect(spans('10:03:00', '10:27:30')).toEqual([
      '10:03:00-10:10:00',
      '10:10:00-10:20:00',
      '10:20:00-10:27:30',
    ]);
  });

  it('gives whole blocks for an aligned range', () => {
    expect(spans('10:00:00', '10:30:00')).toHaveLength(3);
  });

  it('gives one short block for a range inside a block, none for an empty range', () => {
    expect(spans('10:01:00', '10:01:05')).toEqual(['10:01:00-10:01:05']);
    expect(spans('10:01:00', '10:01:00')).toEqual([]);
    expect(spans('10:05:00', '10:01:00')).toEqual([]);
  });
});
