import { distanceMeters } from '../markers/marker-geometry.js';

export interface RouteFix {
  lat: number;
  lon: number;
  time: Date;
  speedKmh: number;
  ignition: boolean | null;
}

export interface DetectedStop {
  start: Date;
  end: Date;
  lat: number;
  lon: number;
  idle: boolean;
}

/**
 * Stops along a route (domain-vietnam.md): a stop starts with two consecutive fixes at or
 * below the moving speed and ends with two consecutive fixes above it. Stops shorter than
 * `minStopMinutes` are left out. A stop still open at the end lasts until the last fix.
 * A stop is idle (stopped with the engine on) when the ignition was on for at least half of
 * it, each fix's ignition holding until the next fix: the arrival fix of a truck that then
 * turns its engine off does not make the stop idle.
 */
export function detectStops(
  fixes: readonly RouteFix[],
  minStopMinutes: number,
  movingKmh: number,
): DetectedStop[] {
  const stops: DetectedStop[] = [];
  let open: DetectedStop | null = null;
  /** Milliseconds of the open stop with the ignition on. */
  let engineOnMs = 0;
  const close = (stop: DetectedStop) => {
    const lengthMs = stop.end.getTime() - stop.start.getTime();
    stop.idle = engineOnMs > 0 && engineOnMs * 2 >= lengthMs;
    stops.push(stop);
  };
  for (let i = 1; i < fixes.length; i += 1) {
    const previous = fixes[i - 1]!;
    const current = fixes[i]!;
    const slow = previous.speedKmh <= movingKmh && current.speedKmh <= movingKmh;
    const fast = previous.speedKmh > movingKmh && current.speedKmh > movingKmh;
    const engineOn =
      previous.ignition === true ? current.time.getTime() - previous.time.getTime() : 0;
    if (!open && slow) {
      open = {
        start: previous.time,
        end: current.time,
        lat: previous.lat,
        lon: previous.lon,
        idle: false,
      };
      engineOnMs = engineOn;
    } else if (open && fast) {
      open.end = previous.time;
      close(open);
      open = null;
    } else if (open) {
      open.end = current.time;
      engineOnMs += engineOn;
    }
  }
  if (open) close(open);
  const minMs = minStopMinutes * 60_000;
  return stops.filter((stop) => stop.end.getTime() - stop.start.getTime() >= minMs);
}

/** Distance driven along the fixes, in kilometres. */
export function distanceKm(fixes: readonly { lat: number; lon: number }[]): number {
  let meters = 0;
  for (let i = 1; i < fixes.length; i += 1) meters += distanceMeters(fixes[i - 1]!, fixes[i]!);
  return meters / 1000;
}
