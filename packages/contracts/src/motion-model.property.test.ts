import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOMAIN_SETTINGS_DEFAULTS } from './settings.js';
import { companyCalendar, legDistanceKm, type TMotionSettings } from './motion-model.js';
import {
  emptySegmenter,
  feedSegmenter,
  openRecords,
  segmentFixes,
  type TMotionRecord,
  type TSegmenterFix,
} from './motion-segmenter.js';
import { motionDaySums } from './motion-day-sums.js';

const calendar = companyCalendar('Asia/Ho_Chi_Minh');
/** 2026-03-02 20:00 in Hanoi: generated days cross midnight. */
const T0 = Date.UTC(2026, 2, 2, 13, 0, 0);

/** One piece of a truck-day: each step is (seconds since the previous fix, speed, ignition). */
type Step = [seconds: number, speedKmh: number, ignition: boolean | null];
const steps = (
  n: fc.Arbitrary<number>,
  seconds: fc.Arbitrary<number>,
  speed: fc.Arbitrary<number>,
  ignition: fc.Arbitrary<boolean | null>,
) =>
  fc
    .array(fc.tuple(seconds, speed, ignition), { minLength: 1, maxLength: 12 })
    .chain((a) => n.map((k) => a.slice(0, Math.max(1, k))));

const piece: fc.Arbitrary<{ steps: Step[]; driver?: string }> = fc.oneof(
  // driving, with speeds at the overspeed band edges of an 80 km/h limit
  steps(
    fc.nat(12),
    fc.integer({ min: 5, max: 30 }),
    fc.constantFrom(40, 70, 84, 85, 90, 95, 100, 115, 116, 130),
    fc.constant(true),
  ).map((s) => ({ steps: s })),
  // halts and crawls around the moving threshold
  steps(
    fc.nat(12),
    fc.integer({ min: 5, max: 40 }),
    fc.constantFrom(0, 2, 3, 3.5, 4),
    fc.boolean(),
  ).map((s) => ({ steps: s })),
  // stops, short and long, engine on or off
  fc
    .tuple(
      fc.integer({ min: 1, max: 30 }),
      fc.integer({ min: 30, max: 900 }),
      fc.constantFrom<boolean | null>(true, false, null),
    )
    .map(([n, every, ignition]) => ({
      steps: Array.from({ length: n }, (): Step => [every, 0, ignition]),
    })),
  // signal gaps while moving, shorter and longer than the break
  fc.integer({ min: 61, max: 40 * 60 }).map((gap) => ({ steps: [[gap, 60, true] as Step] })),
  // a driver change
  fc
    .constantFrom('an', 'binh', 'chi')
    .map((driver) => ({ steps: [[10, 50, true] as Step], driver })),
);

function truckDay(pieces: { steps: Step[]; driver?: string }[]): TSegmenterFix[] {
  let time = T0;
  let lat = 21;
  let driver: string | null = 'an';
  const fixes: TSegmenterFix[] = [];
  for (const p of pieces) {
    if (p.driver) driver = p.driver;
    for (const [seconds, speedKmh, ignition] of p.steps) {
      time += seconds * 1000;
      lat += (speedKmh * seconds) / 3600 / 111.195 + (speedKmh === 0 ? 1e-6 : 0);
      fixes.push({ time, lat, lon: 105.8, speedKmh, ignition, driver, limitKmh: 80 });
    }
  }
  return fixes;
}

const settings = fc.record({
  min_stop_minutes: fc.constantFrom(0, 1, 2, 5),
  session_break_minutes: fc.constantFrom(10, 15),
});

const duration = (r: { start: number; end: number }) => r.end - r.start;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('motion model on generated truck-days', () => {
  it('accounts every moment and every km once, stops as the model says', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 40 }), settings, (pieces, chosen) => {
        const s: TMotionSettings = { ...DOMAIN_SETTINGS_DEFAULTS, ...chosen };
        const fixes = truckDay(pieces);
        const records = segmentFixes(fixes, s, calendar);
        const segments = records.filter(
          (r) => r.kind === 'driving' || r.kind === 'stop' || r.kind === 'silent',
        );
        segments.sort((a, b) => a.start - b.start);
        const span = fixes.at(-1)!.time - fixes[0]!.time;
        // driving + stopped + silent = the day, without overlap
        expect(sum(segments.map(duration))).toBe(span);
        for (let i = 1; i < segments.length; i++)
          expect(segments[i]!.start).toBe(segments[i - 1]!.end);
        // km of the segments = km of the legs
        let km = 0;
        for (let i = 1; i < fixes.length; i++) km += legDistanceKm(fixes[i - 1]!, fixes[i]!, s);
        expect(sum(segments.map((r) => r.distanceKm))).toBeCloseTo(km, 6);
        // every stop lasts a stop; idle ⊆ stops
        const stops = segments.filter((r) => r.kind === 'stop');
        for (const stop of stops)
          expect(duration(stop)).toBeGreaterThanOrEqual(s.min_stop_minutes * 60_000);
        // day sums agree with the segments
        const days = [...motionDaySums(records, calendar).values()];
        expect(sum(days.map((d) => d.drivingMs + d.stoppedMs + d.silentMs))).toBeCloseTo(span, 3);
        expect(sum(days.map((d) => d.distanceKm))).toBeCloseTo(km, 6);
        expect(sum(days.map((d) => d.stops))).toBe(stops.length);
        expect(sum(days.map((d) => d.idleStops))).toBe(
          stops.filter((r) => r.kind === 'stop' && r.idle).length,
        );
        for (const d of days) {
          expect(d.idleStops).toBeLessThanOrEqual(d.stops + 1e-9);
          expect(d.idleMs).toBeLessThanOrEqual(d.stoppedMs + 1e-6);
        }
        // all driving is in a session of its driver
        const sessions = records.filter((r) => r.kind === 'session');
        const driving = segments.filter((r) => r.kind === 'driving');
        expect(sum(sessions.map((r) => r.drivingMs))).toBeCloseTo(sum(driving.map(duration)), 3);
        const perDriver = (rs: { driver: string | null; ms: number }[]) => {
          const m = new Map<string, number>();
          for (const r of rs) m.set(r.driver ?? '', (m.get(r.driver ?? '') ?? 0) + r.ms);
          return [...m.entries()].map(([k, v]) => [k, Math.round(v)]).sort();
        };
        expect(perDriver(sessions.map((r) => ({ driver: r.driver, ms: r.drivingMs })))).toEqual(
          perDriver(driving.map((r) => ({ driver: r.driver, ms: duration(r) }))),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same records when the state is stored and resumed at any fix', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 30 }), fc.nat(), (pieces, at) => {
        const s = DOMAIN_SETTINGS_DEFAULTS;
        const fixes = truckDay(pieces);
        const cut = at % fixes.length;
        const records: TMotionRecord[] = [];
        let state = emptySegmenter();
        for (const fix of fixes.slice(0, cut))
          feedSegmenter(state, fix, s, calendar, (r) => records.push(r));
        state = JSON.parse(JSON.stringify(state)) as typeof state;
        for (const fix of fixes.slice(cut))
          feedSegmenter(state, fix, s, calendar, (r) => records.push(r));
        records.push(...openRecords(state, s));
        expect(records).toEqual(segmentFixes(fixes, s, calendar));
      }),
      { numRuns: 200 },
    );
  });
});
