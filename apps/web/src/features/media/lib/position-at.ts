import { parseTime, type TRoutePoint } from '@fleet/contracts';

export interface TTimedPoint {
  ms: number;
  lat: number;
  lon: number;
  course: number | null;
}

export function timedPoints(points: readonly TRoutePoint[], timeZone: string): TTimedPoint[] {
  return points.flatMap((point) => {
    const ms = parseTime(point.time, timeZone)?.getTime();
    return ms === undefined ? [] : [{ ms, lat: point.lat, lon: point.lon, course: point.course }];
  });
}

/**
 * Where the truck was at `ms`: between two fixes the position is interpolated; before the
 * first or after the last fix it stays there. Binary search: called on every video frame.
 */
export function positionAt(points: readonly TTimedPoint[], ms: number): TTimedPoint | null {
  if (points.length === 0) return null;
  if (ms <= points[0]!.ms) return points[0]!;
  const last = points[points.length - 1]!;
  if (ms >= last.ms) return last;
  let low = 0;
  let high = points.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (points[middle]!.ms <= ms) low = middle;
    else high = middle;
  }
  const a = points[low]!;
  const b = points[high]!;
  const share = b.ms === a.ms ? 0 : (ms - a.ms) / (b.ms - a.ms);
  return {
    ms,
    lat: a.lat + (b.lat - a.lat) * share,
    lon: a.lon + (b.lon - a.lon) * share,
    course: a.course,
  };
}
