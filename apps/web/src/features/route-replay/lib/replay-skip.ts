/** A stretch of route time, `[start, end)` in epoch milliseconds. */
export type TSpan = readonly [start: number, end: number];

/** Spans in time order with overlapping ones joined; empty and unreadable ones dropped. */
export function normalizeSpans(spans: Iterable<TSpan>): TSpan[] {
  const sorted = [...spans]
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a[0] - b[0]);
  const joined: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = joined[joined.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else joined.push([start, end]);
  }
  return joined;
}

/** The end of the span `time` lies in, or `time` when it lies in none. */
export function leaveSpan(time: number, spans: readonly TSpan[]): number {
  for (const [start, end] of spans) {
    if (start > time) break;
    if (time < end) return end;
  }
  return time;
}

/**
 * Moves `time` on by `delta` of route time that lies outside the spans: time inside a span
 * costs nothing, so a replay that skips stops passes each one at once.
 */
export function advanceOutside(time: number, delta: number, spans: readonly TSpan[]): number {
  let at = leaveSpan(time, spans);
  let left = Math.max(0, delta);
  for (const [start, end] of spans) {
    if (end <= at) continue;
    if (at + left < start) break;
    left -= start - at;
    at = end;
  }
  return at + left;
}

/** Milliseconds of `[from, to]` that lie inside the spans. */
export function overlapMs(from: number, to: number, spans: readonly TSpan[]): number {
  let total = 0;
  for (const [start, end] of spans) total += Math.max(0, Math.min(end, to) - Math.max(start, from));
  return total;
}

/**
 * Wall milliseconds a replay from `from` to `to` takes at `rate` (route time = wall time ×
 * rate), with the spans passed at once when `skip` is on.
 */
export function playMs(
  from: number,
  to: number,
  rate: number,
  spans: readonly TSpan[],
  skip: boolean,
): number {
  if (!(to > from) || !(rate > 0)) return 0;
  return (to - from - (skip ? overlapMs(from, to, spans) : 0)) / rate;
}
