import { describe, expect, it } from 'vitest';
import { ReplayClock, type TFrameScheduler } from './replay-clock';
import { dayRangeOf } from './replay-range';
import { advanceOutside, leaveSpan, normalizeSpans, overlapMs, playMs } from './replay-skip';
import { normalizeMoment, replayHref, videoHref } from '@/lib/moment-link';

const MIN = 60_000;
const ZONE = 'Asia/Ho_Chi_Minh';

/** Frames the test runs itself, every `step` ms of wall time (60 a second by default). */
function manualFrames() {
  let pending: ((now: number) => void) | null = null;
  const frames: TFrameScheduler = {
    request: (callback) => ((pending = callback), 1),
    cancel: () => (pending = null),
  };
  /** Plays until the clock stops; the wall time it took and every cursor time shown. */
  const playToEnd = (clock: ReplayClock, step = 1000 / 60) => {
    const seen: number[] = [];
    clock.play();
    let now = 0;
    for (; pending && now < 3_600_000; now += step) {
      const frame: (now: number) => void = pending;
      pending = null;
      frame(now);
      seen.push(clock.time);
    }
    return { wallMs: now - step, seen };
  };
  return { frames, playToEnd };
}

describe('skip-stops math', () => {
  const stops = normalizeSpans([
    [50, 60],
    [10, 20],
    [15, 30], // overlaps the one before: joined
    [70, 70], // empty: dropped
  ]);

  it('joins overlapping stops and keeps them in time order', () => {
    expect(stops).toEqual([
      [10, 30],
      [50, 60],
    ]);
  });

  it('leaves a stop at its end, and anything else where it is', () => {
    expect(leaveSpan(12, stops)).toBe(30);
    expect(leaveSpan(30, stops)).toBe(30); // a stop's end is already outside
    expect(leaveSpan(40, stops)).toBe(40);
  });

  it('moves on by moving time only: stops cost nothing', () => {
    expect(advanceOutside(0, 5, stops)).toBe(5);
    expect(advanceOutside(5, 10, stops)).toBe(35); // 5 before the stop, 5 after it
    expect(advanceOutside(12, 0, stops)).toBe(30); // inside a stop: out at once
    expect(advanceOutside(0, 35, stops)).toBe(65); // 10 + 20 + 5 moving, both stops passed
  });

  it('times a replay by its rate, with or without the stops', () => {
    expect(overlapMs(0, 100, stops)).toBe(30);
    expect(overlapMs(25, 55, stops)).toBe(10);
    expect(playMs(0, 100, 10, stops, false)).toBe(10);
    expect(playMs(0, 100, 10, stops, true)).toBe(7);
    expect(playMs(100, 0, 10, stops, true)).toBe(0);
  });
});

describe('a 6.5 h day at ×256', () => {
  // 07:00–13:30: four stops of 15, 20, 5 and 10 minutes between drives.
  const start = Date.parse('2025-11-20T00:00:00Z');
  const end = start + 390 * MIN;
  const stopSpans = [
    [120, 135],
    [200, 220],
    [260, 265],
    [330, 340],
  ].map(([from, to]) => [start + from! * MIN, start + to! * MIN] as const);

  it('plays in at most 90 s with stops skipped, never showing a moment inside a stop', () => {
    const { frames, playToEnd } = manualFrames();
    const clock = new ReplayClock(start, end, { frames, stops: stopSpans, rate: 256 });
    clock.setSkipStops(true);
    // The promise the screen shows, from the replay's own clock.
    expect(clock.totalPlayMs).toBeCloseTo((340 * MIN) / 256, 6);
    expect(clock.totalPlayMs).toBeLessThanOrEqual(90_000);

    const { wallMs, seen } = playToEnd(clock);
    expect(clock.time).toBe(end);
    expect(clock.playing).toBe(false);
    expect(wallMs).toBeLessThanOrEqual(90_000);
    expect(wallMs).toBeGreaterThan(clock.totalPlayMs - 50);
    expect(seen.every((time, i) => i === 0 || time >= seen[i - 1]!)).toBe(true);
    const inside = seen.filter((time) => stopSpans.some(([a, b]) => time > a && time < b));
    expect(inside).toEqual([]);
  });

  it('takes the stops at speed too when they are not skipped: 91.4 s', () => {
    const { frames, playToEnd } = manualFrames();
    const clock = new ReplayClock(start, end, { frames, stops: stopSpans, rate: 256 });
    expect(clock.totalPlayMs).toBeCloseTo((390 * MIN) / 256, 6);
    const { wallMs, seen } = playToEnd(clock);
    expect(Math.abs(wallMs - clock.totalPlayMs)).toBeLessThan(20);
    expect(seen.some((time) => time > stopSpans[0]![0] && time < stopSpans[0]![1])).toBe(true);
  });

  it('starts at a deep link’s moment, and playing from inside a stop leaves it at once', () => {
    const { frames } = manualFrames();
    const at = start + 125 * MIN;
    const clock = new ReplayClock(start, end, { frames, stops: stopSpans, at });
    expect(clock.time).toBe(start + 125 * MIN);
    expect(clock.remainingPlayMs).toBeCloseTo((265 * MIN) / clock.rate, 6);
    clock.setSkipStops(true);
    clock.play();
    expect(clock.time).toBe(start + 135 * MIN);
    expect(new ReplayClock(start, end, { frames, at: end + MIN }).time).toBe(end);
  });
});

describe('deep links', () => {
  it('name the truck by its canonical plate and the moment in wire time', () => {
    const moment = normalizeMoment({ plate: '51d-123.45', time: '2025-11-20T02:32:10Z' }, ZONE);
    expect(moment).toEqual({ plate: '51D12345', time: '2025-11-20 09:32:10' });
    expect(replayHref(moment!)).toBe('/location/replay?plate=51D12345&t=2025-11-20+09%3A32%3A10');
    expect(videoHref(moment!)).toBe('/camera-play-back?plate=51D12345&t=2025-11-20+09%3A32%3A10');
    expect(normalizeMoment({ plate: 'not a plate', time: '2025-11-20 09:00:00' }, ZONE)).toBe(null);
    expect(normalizeMoment({ plate: '51D12345', time: 'yesterday' }, ZONE)).toBe(null);
  });

  it('open the whole day of the moment, or today until now', () => {
    const now = new Date('2025-11-21T05:00:00Z'); // 12:00 on the 21st
    expect(dayRangeOf(new Date('2025-11-20T02:32:00Z'), now, ZONE)).toEqual({
      from: '2025-11-20 00:00:00',
      to: '2025-11-20 23:59:59',
    });
    // 23:30 UTC on the 20th is 06:30 on the 21st in Hà Nội: today.
    expect(dayRangeOf(new Date('2025-11-20T23:30:00Z'), now, ZONE)).toEqual({
      from: '2025-11-21 00:00:00',
      to: '2025-11-21 12:00:00',
    });
  });
});
