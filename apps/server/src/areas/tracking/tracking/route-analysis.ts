import {
  isCountedStop,
  isIdleStop,
  isMovingFix,
  legEngineOnMs,
  legDistanceKm,
  legKind,
  type TMotionFix,
  type TSegmenterFix,
} from '@fleet/contracts';

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
  /** Engine-on time of an idle stop, 0 for one that is not: the model's idle time, as stored. */
  idleMs: number;
}

/**
 * Stops along a route, by the one motion model (packages/contracts/src/motion-model.ts): a
 * stop starts with a `stopped` leg (both fixes at or below the moving speed) and ends at its
 * last fix at rest (the set-off's leg is driving). Runs shorter than `minStopMinutes` are not stops
 * (`isCountedStop`). A stop still open at the end lasts until the last fix. A stop is idle
 * when the ignition was on for at least half of it (`isIdleStop`, `legEngineOnMs`); its idle
 * time is then that engine-on time, as the engine stores it (motion_stops.idle_s).
 */
export function detectStops(
  fixes: readonly RouteFix[],
  minStopMinutes: number,
  movingKmh: number,
): DetectedStop[] {
  const stops: DetectedStop[] = [];
  const model = { moving_speed_kmh: movingKmh, session_break_minutes: Infinity };
  let open: DetectedStop | null = null;
  /** Milliseconds of the open stop with the ignition on. */
  let engineOnMs = 0;
  const close = (stop: DetectedStop) => {
    const lengthMs = stop.end.getTime() - stop.start.getTime();
    stop.idle = isIdleStop(engineOnMs, lengthMs);
    stop.idleMs = stop.idle ? engineOnMs : 0;
    stops.push(stop);
  };
  for (let i = 1; i < fixes.length; i += 1) {
    const previous = fixes[i - 1]!;
    const current = fixes[i]!;
    const a = motionFix(previous);
    const b = motionFix(current);
    const stopped = legKind(a, b, model) === 'stopped';
    // The set-off's leg is driving: the stop ends at its last fix at rest, as the engine's.
    const setOff = isMovingFix(b, model);
    if (!open && stopped) {
      open = {
        start: previous.time,
        end: current.time,
        lat: previous.lat,
        lon: previous.lon,
        idle: false,
        idleMs: 0,
      };
      engineOnMs = legEngineOnMs(a, b);
    } else if (open && setOff) {
      open.end = previous.time;
      close(open);
      open = null;
    } else if (open) {
      open.end = current.time;
      engineOnMs += legEngineOnMs(a, b);
    }
  }
  if (open) close(open);
  return stops.filter((stop) =>
    isCountedStop(stop.end.getTime() - stop.start.getTime(), minStopMinutes),
  );
}

/** A route fix as the motion model reads it. */
export const motionFix = (fix: RouteFix): TMotionFix => ({
  time: fix.time.getTime(),
  lat: fix.lat,
  lon: fix.lon,
  speedKmh: fix.speedKmh,
  ignition: fix.ignition,
});

/** A route fix for the segmenter: no driver or speed limit is read on a route. */
export const segmenterFix = (fix: RouteFix): TSegmenterFix => ({
  ...motionFix(fix),
  driver: null,
  limitKmh: null,
});

/**
 * Distance driven along the fixes, in kilometres: the sum of the motion model's legs
 * (`legDistanceKm`), so a standing truck's GPS drift is no distance, as in every report.
 */
export function distanceKm(fixes: readonly RouteFix[], movingKmh: number): number {
  const model = { moving_speed_kmh: movingKmh };
  let km = 0;
  for (let i = 1; i < fixes.length; i += 1) {
    km += legDistanceKm(motionFix(fixes[i - 1]!), motionFix(fixes[i]!), model);
  }
  return km;
}
