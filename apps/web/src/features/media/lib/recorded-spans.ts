import { parseTime } from '@fleet/contracts';

export interface TSpan {
  /** Share of the day, 0..1. */
  left: number;
  width: number;
  startMs: number;
  endMs: number;
}

const DAY_MS = 86_400_000;

/**
 * The recorded spans of clips within one day (for the day timeline): clips that touch or
 * overlap are merged, and each span is placed as a share of the day.
 */
export function recordedSpans(
  videos: readonly { start_time: string; end_time: string }[],
  day: string,
  timeZone: string,
): TSpan[] {
  const dayStart = parseTime(`${day} 00:00:00`, timeZone)?.getTime();
  if (dayStart === undefined) return [];
  const dayEnd = dayStart + DAY_MS;
  const ranges = videos
    .map((video) => [
      parseTime(video.start_time, timeZone)?.getTime() ?? NaN,
      parseTime(video.end_time, timeZone)?.getTime() ?? NaN,
    ])
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end))
    .map(([start, end]) => [Math.max(start!, dayStart), Math.min(end!, dayEnd)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1] + 1000) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.map(([start, end]) => ({
    left: (start - dayStart) / DAY_MS,
    width: (end - start) / DAY_MS,
    startMs: start,
    endMs: end,
  }));
}
