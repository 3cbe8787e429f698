import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  companyCalendar,
  DOMAIN_SETTINGS_DEFAULTS,
  segmentFixes,
  type TMotionSettings,
} from '@fleet/contracts';
import { drivingSeconds } from '../../reports/index.js';
import { detectStops, distanceKm, segmenterFix, type RouteFix } from './route-analysis.js';

/**
 * The readers over raw fixes (route and trip report km, driving time, stops and idle) tell the same
 * truck-day as the motion model's segmenter, which the engine stores (issue 30). Generated
 * days with a fixed seed; fast-check prints the seed and the shrunk day on a failure.
 */

/** 2026-03-02 22:00 in Hanoi: days cross midnight. */
const T0 = Date.UTC(2026, 2, 2, 15, 0, 0);
const calendar = companyCalendar('Asia/Ho_Chi_Minh');

/** A run of fixes: how many, seconds apart, at which speeds, with which ignition. */
const run = (
  every: fc.Arbitrary<number>,
  speed: fc.Arbitrary<number>,
  ignition: fc.Arbitrary<boolean | null>,
) => fc.array(fc.tuple(every, speed, ignition), { minLength: 1, maxLength: 15 });

const dayPart = fc.oneof(
  run(
    fc.integer({ min: 5, max: 30 }),
    fc.constantFrom(30, 60, 84, 85, 95, 100, 116),
    fc.constant(true),
  ),
  run(fc.integer({ min: 10, max: 60 }), fc.constantFrom(0, 2, 3, 3.5, 5), fc.boolean()),
  run(fc.integer({ min: 60, max: 900 }), fc.constant(0), fc.constantFrom(true, false, null)),
  fc.integer({ min: 31, max: 3_000 }).map((gap) => [[gap, 60, true] as const]),
);

function routeOf(parts: (readonly (readonly [number, number, boolean | null])[])[]): RouteFix[] {
  let time = T0;
  let lat = 10.8;
  return parts.flat().map(([seconds, speedKmh, ignition]) => {
    time += seconds * 1000;
    // Moving fixes travel their speed; standing ones drift a little.
    lat += speedKmh > 0 ? (speedKmh * seconds) / 3600 / 111.195 : 2e-6;
    return { time: new Date(time), lat, lon: 106.7, speedKmh, ignition };
  });
}

describe('readers over raw fixes agree with the motion model', () => {
  it('on km, driving time, stops and idle, for any stop and break setting', () => {
    fc.assert(
      fc.property(
        fc.array(dayPart, { minLength: 1, maxLength: 30 }),
        fc.constantFrom(0, 2, 5),
        fc.constantFrom(10, 15),
        fc.constantFrom(3, 5),
        (parts, minStop, sessionBreak, moving) => {
          const s: TMotionSettings = {
            ...DOMAIN_SETTINGS_DEFAULTS,
            min_stop_minutes: minStop,
            session_break_minutes: sessionBreak,
            moving_speed_kmh: moving,
          };
          const fixes = routeOf(parts);
          const segments = segmentFixes(fixes.map(segmenterFix), s, calendar);
          let km = 0;
          let drivingMs = 0;
          for (const r of segments) {
            if (r.kind === 'driving' || r.kind === 'stop' || r.kind === 'silent')
              km += r.distanceKm;
            if (r.kind === 'driving') drivingMs += r.end - r.start;
          }
          const read = distanceKm(fixes, moving);
          expect(Math.abs(read - km)).toBeLessThanOrEqual(Math.max(km * 0.005, 1e-9));
          expect(drivingSeconds(fixes, s)).toBe(Math.round(drivingMs / 1000));
          // The stops a route and the trip report (before the engine caught up) detect: the
          // segmenter's, idle alike, with the same idle time (engine on, idle stops only).
          const stops = detectStops(fixes, minStop, moving).map((stop) => ({
            start: stop.start.getTime(),
            end: stop.end.getTime(),
            idle: stop.idle,
            idleMs: stop.idleMs,
          }));
          expect(stops).toEqual(
            segments.flatMap((r) =>
              r.kind === 'stop'
                ? [{ start: r.start, end: r.end, idle: r.idle, idleMs: r.idle ? r.engineOnMs : 0 }]
                : [],
            ),
          );
        },
      ),
      { seed: 30, numRuns: 150 },
    );
  });
});
