import { WAREHOUSE_BLOCK_SECONDS } from '@fleet/contracts';

export interface TimeBlock {
  start: Date;
  end: Date;
}

/**
 * Cuts a range into download blocks on the clock's 10-minute marks (10:03–10:27 gives
 * 10:03–10:10, 10:10–10:20, 10:20–10:27), so two lists of overlapping ranges share their
 * whole blocks instead of downloading the same minutes twice.
 */
export function cutIntoBlocks(
  start: Date,
  end: Date,
  blockSeconds: number = WAREHOUSE_BLOCK_SECONDS,
): TimeBlock[] {
  const blockMs = blockSeconds * 1000;
  const blocks: TimeBlock[] = [];
  let from = start.getTime();
  const until = end.getTime();
  while (from < until) {
    const mark = (Math.floor(from / blockMs) + 1) * blockMs;
    const to = Math.min(mark, until);
    blocks.push({ start: new Date(from), end: new Date(to) });
    from = to;
  }
  return blocks;
}
