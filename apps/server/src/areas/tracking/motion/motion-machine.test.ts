import { describe, expect, it } from 'vitest';
import { DOMAIN_SETTINGS_DEFAULTS } from '@fleet/contracts';
import { streamBuilder, type BuiltFix } from '../../../../test/motion/stream-builder.js';
import { companyCalendar } from './company-calendar.js';
import { runMachine } from './motion-machine.js';
import { emptyOutput, emptyState } from './motion-state.js';
import type { MotionOutput, TruckContext } from './motion-types.js';

const settings = DOMAIN_SETTINGS_DEFAULTS;
const context = (assigned: string | null = 'assigned', limit = 80): TruckContext => ({
  limitAt: () => limit,
  assignedAt: () => assigned,
  calendar: companyCalendar('Asia/Ho_Chi_Minh'),
});
const MIN = 60_000;

function run(fixes: BuiltFix[], ctx = context(), chunk = fixes.length): MotionOutput {
  const state = emptyState();
  const output = emptyOutput();
  for (let i = 0; i < fixes.length; i += chunk)
    runMachine(state, fixes.slice(i, i + chunk), settings, ctx, output);
  return output;
}
const sessions = (out: MotionOutput) => [...out.sessions.values()];
const kinds = (out: MotionOutput) => out.alerts.map((a) => a.kind);
const minutes = (ms: number) => ms / MIN;

// The motion model (contracts motion-model.ts): a leg is driving when either of its fixes
// moves, so the 30 s into the first fix at rest and out of the last one are driving; a stop
// lasts from its first fix at rest to its last.
describe('driving sessions', () => {
  it('a 4 h 20 min drive with a 10-minute stop is one session over the limit', () => {
    const fixes = streamBuilder('2025-11-20T01:00:00Z')
      .drive(130)
      .stop(10)
      .drive(130)
      .stop(20).fixes;
    const out = run(fixes);
    expect(sessions(out)).toHaveLength(1);
    const [session] = sessions(out);
    expect(minutes(session!.drivingMs)).toBe(261);
    // Working time also holds the short stop (9.5 min from its first fix at rest to its last).
    expect(minutes(session!.workingMs)).toBe(270.5);
    expect(session!.open).toBe(false);
    expect(kinds(out).filter((k) => k === 'continuous_warning')).toHaveLength(1);
    expect(kinds(out).filter((k) => k === 'continuous_driving')).toHaveLength(1);
    const [day] = [...out.days.values()];
    expect(day!.sessionsOverLimit).toBe(1);
    expect(day!.driver).toBe('assigned');
  });

  it('the same with a 15-minute stop is two sessions and no violation', () => {
    // Fixes at rest for 15 minutes: the first comes 30 s after the last at speed.
    const fixes = streamBuilder('2025-11-20T01:00:00Z')
      .drive(130)
      .stop(15.5)
      .drive(130)
      .stop(20).fixes;
    const out = run(fixes);
    expect(sessions(out).map((s) => minutes(s.drivingMs))).toEqual([130.5, 130.5]);
    expect(kinds(out)).not.toContain('continuous_driving');
    expect(kinds(out)).not.toContain('continuous_warning');
    expect([...out.days.values()][0]!.sessionsOverLimit).toBe(0);
  });

  it('runs across midnight and splits the day totals at midnight', () => {
    // 22:00 to 01:00 company time.
    const fixes = streamBuilder('2025-11-20T15:00:00Z').drive(180).stop(20).fixes;
    const out = run(fixes);
    expect(sessions(out)).toHaveLength(1);
    const days = [...out.days.values()].sort((a, b) => a.day.localeCompare(b.day));
    expect(days.map((d) => d.day)).toEqual(['2025-11-20', '2025-11-21']);
    expect(minutes(days[0]!.drivingMs)).toBeCloseTo(120, 6);
    expect(minutes(days[1]!.drivingMs)).toBeCloseTo(60.5, 6);
    expect(days[0]!.distanceKm).toBeCloseTo(120, 0);
    expect(days[1]!.distanceKm).toBeCloseTo(60, 0);
    // The day after midnight sees the whole session as its longest continuous drive.
    expect(minutes(days[1]!.maxContinuousMs)).toBe(180.5);
    expect(out.checkpoints.map((c) => c.day)).toEqual(['2025-11-20', '2025-11-21']);
  });

  it('a driver change mid-drive ends the session and starts the next driver’s', () => {
    const fixes = streamBuilder('2025-11-20T01:00:00Z')
      .login('an')
      .drive(60)
      .login('binh')
      .drive(60)
      .stop(20).fixes;
    const out = run(fixes);
    expect(sessions(out).map((s) => [s.driver, minutes(s.drivingMs)])).toEqual([
      ['an', 60.5],
      ['binh', 60],
    ]);
    const trips = [...out.trips.values()];
    expect(trips.map((t) => t.driver)).toEqual(['an', 'binh']);
  });

  it('11 h of driving in a day is a daily violation', () => {
    const b = streamBuilder('2025-11-20T00:00:00Z');
    for (let i = 0; i < 3; i += 1) b.drive(220).stop(20);
    const out = run(b.fixes);
    const [day] = [...out.days.values()];
    expect(minutes(day!.drivingMs)).toBe(661.5);
    expect(kinds(out).filter((k) => k === 'daily_driving')).toHaveLength(1);
    expect(kinds(out)).not.toContain('continuous_driving');
  });
});

describe('overspeed', () => {
  const withOverspeed = (seconds: number, kmh = 90) =>
    streamBuilder('2025-11-20T01:00:00Z', 1)
      .drive(2, 60)
      .drive(seconds / 60, kmh)
      .drive(2, 60).fixes;

  it('19 s over the limit is no event, 20 s is', () => {
    expect(run(withOverspeed(19)).overspeeds.size).toBe(0);
    expect(run(withOverspeed(20)).overspeeds.size).toBe(1);
  });

  it('21 s over the limit is one event in the right band', () => {
    const out = run(withOverspeed(21));
    const events = [...out.overspeeds.values()];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ band: 'band_2', limitKmh: 80, maxSpeedKmh: 90 });
    expect(events[0]!.end - events[0]!.start).toBe(21_000);
    expect(events[0]!.distanceKm).toBeCloseTo((90 * 20) / 3600, 2);
    const [day] = [...out.days.values()];
    expect(day!.overspeeds).toEqual({ band_1: 0, band_2: 1, band_3: 0, band_4: 0 });
    expect(run(withOverspeed(30, 116)).overspeeds.values().next().value?.band).toBe('band_4');
    expect(run(withOverspeed(30, 115)).overspeeds.values().next().value?.band).toBe('band_3');
  });
});

describe('stops and signal', () => {
  it('lists stops with idle time and lost-signal gaps while moving', () => {
    const fixes = streamBuilder('2025-11-20T01:00:00Z')
      .drive(10)
      .stop(5, true)
      .stop(5, false)
      .drive(10, 60, 90).fixes;
    const out = run(fixes);
    const [stop] = [...out.stops.values()];
    // From the first fix at rest to the last: the set-off's leg is driving.
    expect(minutes(stop!.end - stop!.start)).toBe(9.5);
    // Engine on for 5 of the 9.5 minutes: idle (at least half).
    expect(minutes(stop!.engineOnMs)).toBe(5);
    expect(stop!.idle).toBe(true);
    expect(out.gaps.size).toBeGreaterThan(3);
    expect([...out.gaps.values()].every((g) => g.end - g.start === 90_000)).toBe(true);
  });

  it('gives the same rows fed in chunks as fed at once', () => {
    const b = streamBuilder('2025-11-20T14:00:00Z', 20);
    b.login('an').drive(200).stop(10).drive(100).stop(30).drive(60, 95).stop(5);
    const once = run(b.fixes);
    const chunked = run(b.fixes, context(), 37);
    expect([...chunked.sessions.values()]).toEqual([...once.sessions.values()]);
    expect([...chunked.days.entries()].sort()).toEqual([...once.days.entries()].sort());
    expect([...chunked.overspeeds.values()]).toEqual([...once.overspeeds.values()]);
    expect(chunked.alerts).toEqual(once.alerts);
  });
});
