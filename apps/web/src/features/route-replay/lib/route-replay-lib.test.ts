import { describe, expect, it } from 'vitest';
import type { TRoute, TRoutePoint } from '@fleet/contracts';
import { ReplayClock, type TFrameScheduler } from './replay-clock';
import { defaultRange, rangeErrors, toRangeValue } from './replay-range';
import {
  bearing,
  buildTimeline,
  cursorAt,
  indexAtTime,
  interpolateCourse,
  stepTime,
  stopAt,
} from './route-timeline';
import {
  bandGradientStops,
  segmentColor,
  speedBands,
  speedBandOf,
  speedPath,
} from '@/components/map/speed-bands';
import { durationKey, durationParts, summarizeStops } from './stop-summary';
import { searchKey, truckMatches } from './truck-match';

const ZONE = 'Asia/Ho_Chi_Minh';
const point = (time: string, lat: number, lon: number, speed: number, course: number | null) =>
  ({ time, lat, lon, speed_kmh: speed, course }) satisfies TRoutePoint;

// Not typed as a stop: the route's stops may carry more (an address) than this test needs.
const firstStop = {
  start_time: '2025-03-10 08:00:20',
  end_time: '2025-03-10 08:05:20',
  duration_s: 300,
  lat: 21.001,
  lon: 105.8,
  address: 'Kho Hà Nội',
  idle: true,
};
const route: TRoute = {
  plate: '51D-123.45',
  start_time: '2025-03-10 00:00:00',
  end_time: '2025-03-10 23:59:59',
  distance_km: 1.2,
  max_speed_kmh: 60,
  // Out of order on purpose: the timeline sorts by time.
  points: [
    point('2025-03-10 08:00:10', 21.001, 105.8, 60, 350),
    point('2025-03-10 08:00:00', 21.0, 105.8, 40, null),
    point('2025-03-10 08:00:20', 21.001, 105.8, 0, 10),
    point('not a time', 0, 0, 0, null),
  ],
  stops: [firstStop],
};
const timeline = buildTimeline(route, ZONE);
// 08:00:00 in Hà Nội (UTC+7) is 01:00:00 UTC.
const t0 = Date.UTC(2025, 2, 10, 1, 0, 0);

describe('speed bands', () => {
  it('colours standing, slow, medium, fast and over-speed driving apart', () => {
    const keys = [0, 3, 3.1, 39.9, 40, 59.9, 60, 79.9, 80, 130].map((v) => speedBandOf(v).key);
    expect(keys).toEqual([
      'still',
      'still',
      'slow',
      'slow',
      'medium',
      'medium',
      'fast',
      'fast',
      'over',
      'over',
    ]);
    expect(speedBandOf(Number.NaN).key).toBe('still');
    expect(new Set(speedBands().map((band) => band.color)).size).toBe(speedBands().length);
  });

  it("starts the slow band at the admin's moving speed", () => {
    expect(speedBandOf(4, 5).key).toBe('still');
    expect(speedBandOf(5.1, 5).key).toBe('slow');
    expect(speedBands(5)[1]).toMatchObject({ key: 'slow', from: 5 });
    expect(segmentColor(4, 4, 5)).toBe(speedBandOf(0).color);
  });

  it('colours a stretch by the mean speed of its two fixes', () => {
    expect(segmentColor(70, 90)).toBe(speedBandOf(80).color);
    expect(segmentColor(0, 4)).toBe(speedBandOf(2).color);
    const path = speedPath([
      { lat: 1, lon: 2, speed_kmh: 70 },
      { lat: 3, lon: 4, speed_kmh: 90 },
    ]);
    expect(path).toEqual([
      { lat: 1, lon: 2, color: speedBandOf(80).color },
      { lat: 3, lon: 4, color: speedBandOf(90).color },
    ]);
  });
});

describe('timeline', () => {
  it('sorts the fixes by time and drops unreadable ones', () => {
    expect(timeline.times).toEqual([t0, t0 + 10_000, t0 + 20_000]);
    expect(timeline.points.map((p) => p.speed_kmh)).toEqual([40, 60, 0]);
    expect([timeline.startMs, timeline.endMs]).toEqual([t0, t0 + 20_000]);
    expect(timeline.stops[0]).toMatchObject({ index: 0, startMs: t0 + 20_000 });
    expect(timeline.stops[0]!.endMs - timeline.stops[0]!.startMs).toBe(300_000);
  });

  it('maps a time to the last fix at or before it', () => {
    const { times } = timeline;
    expect(indexAtTime(times, t0 - 1)).toBe(0);
    expect(indexAtTime(times, t0)).toBe(0);
    expect(indexAtTime(times, t0 + 9_999)).toBe(0);
    expect(indexAtTime(times, t0 + 10_000)).toBe(1);
    expect(indexAtTime(times, t0 + 99_000)).toBe(2);
    expect(indexAtTime([], t0)).toBe(-1);
  });

  it('steps to the next and the previous fix', () => {
    const { times } = timeline;
    expect(stepTime(times, t0 + 5_000, 1)).toBe(t0 + 10_000);
    expect(stepTime(times, t0 + 5_000, -1)).toBe(t0);
    expect(stepTime(times, t0 + 10_000, -1)).toBe(t0);
    expect(stepTime(times, t0 + 20_000, 1)).toBe(t0 + 20_000);
    expect(stepTime(times, t0, -1)).toBe(t0);
  });
});

describe('cursor between fixes', () => {
  it('interpolates position and speed linearly in time', () => {
    const cursor = cursorAt(timeline, t0 + 2_500)!;
    expect(cursor.index).toBe(0);
    expect(cursor.lat).toBeCloseTo(21.00025, 9);
    expect(cursor.lon).toBeCloseTo(105.8, 9);
    expect(cursor.speed_kmh).toBeCloseTo(45, 9);
  });

  it('heads the way the truck moves when the fix has no course', () => {
    // From 21.000 to 21.001 on the same meridian: due north.
    expect(cursorAt(timeline, t0 + 5_000)!.course).toBeCloseTo(0, 6);
    expect(bearing({ lat: 21, lon: 105 }, { lat: 21, lon: 105.01 })).toBeCloseTo(90, 1);
  });

  it('turns the short way between two known courses', () => {
    expect(cursorAt(timeline, t0 + 15_000)!.course).toBeCloseTo(0, 6);
    expect(interpolateCourse(350, 10, 0.25)).toBeCloseTo(355, 9);
    expect(interpolateCourse(10, 350, 0.25)).toBeCloseTo(5, 9);
    expect(interpolateCourse(90, 260, 0.5)).toBeCloseTo(175, 9);
  });

  it('holds the first and last fix outside the route', () => {
    expect(cursorAt(timeline, t0 - 60_000)).toMatchObject({ lat: 21, speed_kmh: 40, index: 0 });
    expect(cursorAt(timeline, t0 + 60_000)).toMatchObject({ lat: 21.001, course: 10, index: 2 });
    expect(cursorAt(buildTimeline({ ...route, points: [] }, ZONE), t0)).toBeNull();
  });

  it('finds the stop the cursor is in', () => {
    expect(stopAt(timeline.stops, t0 + 60_000)?.index).toBe(0);
    expect(stopAt(timeline.stops, t0 + 10_000)).toBeNull();
  });
});

describe('stop summaries', () => {
  it('counts the stops and adds up their time, idle apart', () => {
    const stop = route.stops[0]!;
    expect(summarizeStops([stop, { ...stop, idle: false, duration_s: 3_725 }])).toEqual({
      count: 2,
      idleCount: 1,
      totalSeconds: 4_025,
      idleSeconds: 300,
      longestSeconds: 3_725,
    });
    expect(summarizeStops([])).toMatchObject({ count: 0, totalSeconds: 0 });
  });

  it('splits a duration into the parts its text shows', () => {
    expect(durationParts(3_725)).toEqual({ h: 1, m: 2, s: 5 });
    expect(durationKey(durationParts(3_725))).toBe('duration.hm');
    expect(durationKey(durationParts(300))).toBe('duration.ms');
    expect(durationKey(durationParts(42))).toBe('duration.s');
  });
});

describe('replay clock', () => {
  /** Frames run only when the test says, at the wall time it gives. */
  function manualFrames() {
    let pending: ((now: number) => void) | null = null;
    const frames: TFrameScheduler = {
      request: (callback) => ((pending = callback), 1),
      cancel: () => (pending = null),
    };
    const run = (now: number) => {
      const callback = pending;
      pending = null;
      callback?.(now);
    };
    return { frames, run, waiting: () => pending !== null };
  }

  it('advances by wall time times the rate and stops at the end', () => {
    const { frames, run, waiting } = manualFrames();
    const clock = new ReplayClock(1_000, 61_000, { frames, rate: 1 });
    const heard: number[] = [];
    clock.subscribe(() => heard.push(clock.time));
    clock.setRate(4);
    clock.play();
    run(500); // first frame: the origin
    run(1_500); // one second of wall time, four of replay
    expect(clock.time).toBe(5_000);
    clock.setRate(32);
    run(3_500); // two seconds at ×32 pass the end
    expect(clock.time).toBe(61_000);
    expect(clock.playing).toBe(false);
    expect(waiting()).toBe(false);
    expect(heard).toContain(5_000);
  });

  it('seeks within the range, pauses, and starts over when played at the end', () => {
    const { frames, run, waiting } = manualFrames();
    const clock = new ReplayClock(0, 10_000, { frames, rate: 1 });
    clock.seek(-5);
    expect(clock.time).toBe(0);
    clock.seek(20_000);
    expect(clock.time).toBe(10_000);
    clock.play();
    expect(clock.time).toBe(0);
    run(0);
    run(100);
    clock.pause();
    run(5_000);
    expect(clock.time).toBe(100);
    clock.toggle();
    expect(clock.playing).toBe(true);
    clock.pause();
    expect(clock.playing).toBe(false);
    expect(waiting()).toBe(false);
  });
});

describe('range', () => {
  it('defaults to today from midnight until now in the company zone', () => {
    // 2025-03-09 20:30 UTC is 2025-03-10 03:30 in Hà Nội.
    expect(defaultRange(new Date(Date.UTC(2025, 2, 9, 20, 30)), ZONE)).toEqual({
      from: '2025-03-10 00:00:00',
      to: '2025-03-10 03:30:00',
    });
  });

  it('reads URL values as wire times', () => {
    expect(toRangeValue('2025-03-10 08:00:00', ZONE)).toBe('2025-03-10 08:00:00');
    expect(toRangeValue('2025-03-10T08:00:15', ZONE)).toBe('2025-03-10 08:00:15');
    expect(toRangeValue('2025-03-10T01:00:00Z', ZONE)).toBe('2025-03-10 08:00:00');
    expect(toRangeValue('yesterday', ZONE)).toBeNull();
    expect(toRangeValue(null, ZONE)).toBeNull();
  });

  it('refuses unreadable, reversed and too long ranges', () => {
    expect(rangeErrors({ from: '2025-03-01 00:00:00', to: '2025-03-10 00:00:00' }, ZONE)).toEqual(
      {},
    );
    expect(rangeErrors({ from: '', to: 'invalid' }, ZONE)).toEqual({
      from: 'invalid',
      to: 'invalid',
    });
    expect(rangeErrors({ from: '2025-03-10 00:00:00', to: '2025-03-09 00:00:00' }, ZONE)).toEqual({
      to: 'beforeStart',
    });
    expect(rangeErrors({ from: '2025-01-01 00:00:00', to: '2025-02-01 00:01:00' }, ZONE)).toEqual({
      to: 'tooLong',
    });
    expect(rangeErrors({ from: '2025-01-01 00:00:00', to: '2025-02-01 00:00:00' }, ZONE)).toEqual(
      {},
    );
  });
});

describe('truck search', () => {
  const truck = { plate: '51D12345', plate_display: '51D-123.45', name: 'Xe bản đồ' };
  it('matches plates however punctuated and names without accents', () => {
    expect(searchKey('Đà Nẵng')).toBe('danang');
    expect(truckMatches(truck, '51d-123')).toBe(true);
    expect(truckMatches(truck, '12345')).toBe(true);
    expect(truckMatches(truck, 'ban do')).toBe(true);
    expect(truckMatches(truck, '29C')).toBe(false);
    expect(truckMatches(truck, '')).toBe(true);
  });
});

describe('speed chart gradient', () => {
  it('holds each band colour between its bounds, as a share of the axis', () => {
    const [still, slow, medium] = speedBands();
    expect(bandGradientStops(50)).toEqual([
      { offset: 0, color: still!.color },
      { offset: 3 / 50, color: still!.color },
      { offset: 3 / 50, color: slow!.color },
      { offset: 40 / 50, color: slow!.color },
      { offset: 40 / 50, color: medium!.color },
      { offset: 1, color: medium!.color },
    ]);
    expect(bandGradientStops(0)).toHaveLength(1);
  });
});
