import { parseTime, type TRoute, type TRoutePoint, type TRouteStop } from '@fleet/contracts';

/** A stop with its times as epoch milliseconds, for lookups at the cursor. */
export interface TTimedStop extends TRouteStop {
  index: number;
  startMs: number;
  endMs: number;
}

/** A route ready for replay: the fixes with their times as epoch milliseconds, ascending. */
export interface TTimeline {
  points: readonly TRoutePoint[];
  times: readonly number[];
  stops: readonly TTimedStop[];
  startMs: number;
  endMs: number;
}

/** Where the truck is at one instant: between two fixes, interpolated. */
export interface TCursor {
  time: number;
  lat: number;
  lon: number;
  speed_kmh: number;
  /** Degrees clockwise from north; null when neither fix nor movement says. */
  course: number | null;
  /** The last fix at or before `time`. */
  index: number;
}

const msOf = (text: string, timeZone: string) => parseTime(text, timeZone)?.getTime() ?? NaN;

/** Parses the route's wire times (company zone); fixes with unreadable times are left out. */
export function buildTimeline(route: TRoute, timeZone: string): TTimeline {
  const timed = route.points
    .map((point) => ({ point, time: msOf(point.time, timeZone) }))
    .filter(({ time }) => Number.isFinite(time))
    .sort((a, b) => a.time - b.time);
  const times = timed.map(({ time }) => time);
  const stops = route.stops.map((stop, index) => ({
    ...stop,
    index,
    startMs: msOf(stop.start_time, timeZone),
    endMs: msOf(stop.end_time, timeZone),
  }));
  return {
    points: timed.map(({ point }) => point),
    times,
    stops,
    startMs: times[0] ?? NaN,
    endMs: times[times.length - 1] ?? NaN,
  };
}

/** Index of the last fix at or before `time` (0 before the first fix); -1 for no fixes. */
export function indexAtTime(times: readonly number[], time: number): number {
  if (times.length === 0) return -1;
  let low = 0;
  let high = times.length - 1;
  if (!(time >= times[0]!)) return 0;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (times[middle]! <= time) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The time of the fix after (`+1`) or before (`-1`) `time`, staying inside the route. */
export function stepTime(times: readonly number[], time: number, direction: 1 | -1): number {
  if (times.length === 0) return time;
  const index = indexAtTime(times, time);
  if (direction === 1) return times[Math.min(index + 1, times.length - 1)]!;
  // Between fixes, one step back lands on the fix just passed.
  const onFix = times[index] === time;
  return times[Math.max(onFix ? index - 1 : index, 0)]!;
}

const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

/** Heading from one position to another, degrees clockwise from north. */
export function bearing(from: { lat: number; lon: number }, to: { lat: number; lon: number }) {
  const rad = Math.PI / 180;
  const dLon = (to.lon - from.lon) * rad;
  const y = Math.sin(dLon) * Math.cos(to.lat * rad);
  const x =
    Math.cos(from.lat * rad) * Math.sin(to.lat * rad) -
    Math.sin(from.lat * rad) * Math.cos(to.lat * rad) * Math.cos(dLon);
  return normalize(Math.atan2(y, x) / rad);
}

/** Turns from `a` toward `b` the short way round (350° → 10° passes north). */
export function interpolateCourse(a: number, b: number, fraction: number): number {
  const turn = ((b - a + 540) % 360) - 180;
  return normalize(a + turn * fraction);
}

function courseBetween(from: TRoutePoint, to: TRoutePoint, fraction: number): number | null {
  if (from.course !== null && to.course !== null) {
    return interpolateCourse(from.course, to.course, fraction);
  }
  const moved = from.lat !== to.lat || from.lon !== to.lon;
  if (moved) return bearing(from, to);
  return from.course ?? to.course;
}

/** Position, speed and heading at `time`, linear between the fixes around it. */
export function cursorAt(timeline: TTimeline, time: number): TCursor | null {
  const { points, times } = timeline;
  const index = indexAtTime(times, time);
  const from = points[index];
  if (!from) return null;
  const to = points[index + 1];
  const span = to ? times[index + 1]! - times[index]! : 0;
  if (!to || span <= 0 || time <= times[index]!) {
    return {
      time,
      lat: from.lat,
      lon: from.lon,
      speed_kmh: from.speed_kmh,
      course: from.course,
      index,
    };
  }
  const fraction = Math.min(1, (time - times[index]!) / span);
  const mix = (a: number, b: number) => a + (b - a) * fraction;
  return {
    time,
    lat: mix(from.lat, to.lat),
    lon: mix(from.lon, to.lon),
    speed_kmh: mix(from.speed_kmh, to.speed_kmh),
    course: courseBetween(from, to, fraction),
    index,
  };
}

/** The stop the truck is in at `time`, if any. */
export function stopAt(stops: readonly TTimedStop[], time: number): TTimedStop | null {
  return stops.find((stop) => time >= stop.startMs && time <= stop.endMs) ?? null;
}
