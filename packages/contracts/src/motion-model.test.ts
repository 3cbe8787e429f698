import { describe, expect, it } from 'vitest';
import { DOMAIN_SETTINGS_DEFAULTS } from './settings.js';
import {
  companyCalendar,
  haversineKm,
  isIdleStop,
  isMovingAfter,
  legKind,
  type TMotionSettings,
} from './motion-model.js';
import {
  segmentFixes,
  type TMotionRecord,
  type TSegmenterFix,
  type TStopSegment,
} from './motion-segmenter.js';
import { motionDaySums } from './motion-day-sums.js';

const S: TMotionSettings = DOMAIN_SETTINGS_DEFAULTS;
const calendar = companyCalendar('Asia/Ho_Chi_Minh');
/** 2026-03-02 08:00 in Hanoi. */
const T0 = Date.UTC(2026, 2, 2, 1, 0, 0);

/** Fixes along a meridian: each step moves `speedKmh` × seconds north. */
function route(
  steps: {
    seconds: number;
    speedKmh: number;
    ignition?: boolean | null;
    driver?: string | null;
    limitKmh?: number | null;
  }[],
): TSegmenterFix[] {
  let time = T0;
  let lat = 21;
  return steps.map((step) => {
    time += step.seconds * 1000;
    lat += (step.speedKmh * step.seconds) / 3600 / 111.195;
    return {
      time,
      lat,
      lon: 105.8,
      speedKmh: step.speedKmh,
      ignition: step.ignition ?? true,
      driver: step.driver === undefined ? 'an' : step.driver,
      limitKmh: step.limitKmh === undefined ? 80 : step.limitKmh,
    };
  });
}
const repeat = <T>(n: number, item: T): T[] => Array.from({ length: n }, () => item);
const ofKind = <K extends TMotionRecord['kind']>(records: TMotionRecord[], kind: K) =>
  records.filter((r): r is Extract<TMotionRecord, { kind: K }> => r.kind === kind);

describe('motion model', () => {
  it('counts the set-off: the leg from the last stopped fix to the first moving fix is driving', () => {
    const fixes = route([
      { seconds: 0, speedKmh: 0 },
      ...repeat(10, { seconds: 30, speedKmh: 0 }),
      { seconds: 30, speedKmh: 40 },
      ...repeat(3, { seconds: 30, speedKmh: 40 }),
    ]);
    expect(legKind(fixes[10]!, fixes[11]!, S)).toBe('driving');
    const records = segmentFixes(fixes, S, calendar);
    const [stop] = ofKind(records, 'stop');
    const [driving] = ofKind(records, 'driving');
    expect(stop!.end - stop!.start).toBe(300_000);
    expect(driving!.start).toBe(fixes[10]!.time);
    expect(driving!.end - driving!.start).toBe(120_000);
    expect(driving!.distanceKm).toBeCloseTo(haversineKm(fixes[10]!, fixes[14]!), 9);
  });

  it('takes halts shorter than the minimum as driving, longer runs as stops', () => {
    const fixes = route([
      { seconds: 0, speedKmh: 50 },
      ...repeat(4, { seconds: 30, speedKmh: 50 }),
      ...repeat(3, { seconds: 30, speedKmh: 0 }), // 60 s halt
      ...repeat(4, { seconds: 30, speedKmh: 50 }),
      ...repeat(6, { seconds: 30, speedKmh: 0 }), // 150 s stop
      ...repeat(4, { seconds: 30, speedKmh: 50 }),
    ]);
    const records = segmentFixes(fixes, S, calendar);
    const stops = ofKind(records, 'stop');
    expect(stops.map((s) => s.end - s.start)).toEqual([150_000]);
    const driving = ofKind(records, 'driving');
    expect(driving).toHaveLength(2);
    expect(driving[0]!.start).toBe(fixes[0]!.time);
    expect(driving[0]!.end).toBe(stops[0]!.start);
    expect(driving[1]!.start).toBe(stops[0]!.end);
  });

  it('calls a stop idle only when the engine ran for at least half of it', () => {
    const stopWith = (ignitions: boolean[]) => {
      const fixes = route([
        { seconds: 0, speedKmh: 50 },
        ...ignitions.map((ignition) => ({ seconds: 60, speedKmh: 0, ignition })),
        { seconds: 60, speedKmh: 50 },
      ]);
      return ofKind(segmentFixes(fixes, S, calendar), 'stop')[0] as TStopSegment;
    };
    expect(stopWith([true, true, true, true, false]).idle).toBe(true);
    // Engine on at arrival only: not idle, although it had engine-on time.
    const arrival = stopWith([true, false, false, false, false]);
    expect(arrival.engineOnMs).toBe(60_000);
    expect(arrival.idle).toBe(false);
    expect(stopWith([false, false, false, false, false]).idle).toBe(false);
    expect(isIdleStop(0, 0)).toBe(false);
  });

  it('continues the driving span over a silence shorter than the break and ends it after a longer one', () => {
    const fixes = route([
      { seconds: 0, speedKmh: 60 },
      ...repeat(3, { seconds: 30, speedKmh: 60 }),
      { seconds: 5 * 60, speedKmh: 60 }, // lost signal, shorter than the break
      ...repeat(3, { seconds: 30, speedKmh: 60 }),
      { seconds: 20 * 60, speedKmh: 60 }, // longer than the break
      ...repeat(3, { seconds: 30, speedKmh: 60 }),
    ]);
    const records = segmentFixes(fixes, S, calendar);
    expect(ofKind(records, 'lost_signal')).toHaveLength(2);
    expect(ofKind(records, 'silent').map((r) => r.end - r.start)).toEqual([20 * 60_000]);
    const sessions = ofKind(records, 'session');
    expect(sessions.map((r) => r.drivingMs)).toEqual([(90 + 300 + 90) * 1000, 90_000]);
  });

  it('finds overspeed episodes of at least the minimum and bands them by the largest excess', () => {
    const fixes = route([
      { seconds: 0, speedKmh: 80 },
      ...repeat(3, { seconds: 10, speedKmh: 95 }), // 20 s at +15
      { seconds: 10, speedKmh: 80 },
      { seconds: 10, speedKmh: 90 }, // 10 s at +10: too short
      { seconds: 10, speedKmh: 80 },
    ]);
    const episodes = ofKind(segmentFixes(fixes, S, calendar), 'overspeed');
    expect(episodes.map((e) => [e.end - e.start, e.band])).toEqual([[30_000, 'band_2']]);
  });

  it('splits at another driver and at midnight', () => {
    const late = Date.UTC(2026, 2, 2, 16, 58, 0); // 23:58 in Hanoi
    const fixes = route([
      ...repeat(5, { seconds: 30, speedKmh: 50, driver: 'an' }),
      ...repeat(5, { seconds: 30, speedKmh: 50, driver: 'binh' }),
    ]).map((f) => ({ ...f, time: f.time - T0 + late }));
    const records = segmentFixes(fixes, S, calendar);
    const driving = ofKind(records, 'driving');
    expect(driving.map((d) => d.driver)).toEqual(['an', 'binh']);
    const sums = motionDaySums(records, calendar);
    // The leg into the first fix of another driver is still the first driver's.
    expect(sums.get('2026-03-02|an')!.drivingMs).toBe(90_000);
    expect(sums.get('2026-03-03|an')!.drivingMs).toBe(60_000);
    expect(sums.get('2026-03-03|binh')!.drivingMs).toBe(120_000);
  });
});

describe('isMovingAfter', () => {
  it('is the leg rule: stopped only after two slow fixes, a first fix by its own speed', () => {
    const m = S.moving_speed_kmh;
    expect(isMovingAfter(null, m + 1, S)).toBe(true);
    expect(isMovingAfter(null, m, S)).toBe(false);
    expect(isMovingAfter(0, m + 1, S)).toBe(true); // a set-off
    expect(isMovingAfter(m + 1, 0, S)).toBe(true); // an arrival is still driving
    expect(isMovingAfter(m, m, S)).toBe(false);
    const fix = (speedKmh: number, time: number) => ({
      time,
      lat: 21,
      lon: 105,
      speedKmh,
      ignition: null,
    });
    for (const [a, b] of [
      [0, 0],
      [0, 40],
      [40, 0],
      [40, 40],
    ] as const)
      expect(isMovingAfter(a, b, S)).toBe(legKind(fix(a, 0), fix(b, 30_000), S) !== 'stopped');
  });
});
