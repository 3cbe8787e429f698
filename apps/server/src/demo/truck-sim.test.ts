import { describe, expect, it } from 'vitest';
import { DEMO_TRUCKS, type DemoTruck } from './fleet.js';
import { distanceKm, townAt, type MeasuredHighway } from './polyline.js';
import { advance, createFeed, isReported } from './truck-feed.js';
import { fixOf, step, TICK_S, type SimFix } from './truck-sim.js';

const HOUR = 3600_000;
const MINUTE = 60_000;
const ANCHOR = Date.UTC(2025, 2, 3, 23, 0, 0);
const LIVE_AT = ANCHOR + 6 * HOUR;

/** Every tick of a truck from the anchor on (the clock is the simulation's own). */
function simulate(truck: DemoTruck, hours: number) {
  const feed = createFeed(truck, ANCHOR, LIVE_AT);
  const states = [feed.state];
  for (let tick = 0; tick < (hours * 3600) / TICK_S; tick += 1) {
    feed.state = step(feed.state, feed.context);
    states.push(feed.state);
  }
  return { feed, states, fixes: states.map((state) => fixOf(state, feed.context.highway)) };
}

const day = new Map(DEMO_TRUCKS.map((truck) => [truck.plate, simulate(truck, 24)]));

/**
 * Continuous driving as domain-vietnam.md counts it: time between consecutive fixes that
 * both show more than 3 km/h, until a stop of at least 15 minutes. Answers it at each fix.
 */
function continuousDriving(fixes: SimFix[]): number[] {
  const seconds = [0];
  let session = 0;
  let stoppedSince: number | null = null;
  for (let i = 1; i < fixes.length; i += 1) {
    const [previous, fix] = [fixes[i - 1]!, fixes[i]!];
    if (fix.speedKmh > 3 && previous.speedKmh > 3) {
      session += (fix.time - previous.time) / 1000;
      stoppedSince = null;
    } else if (fix.speedKmh <= 3) {
      stoppedSince ??= fix.time;
      if (fix.time - stoppedSince >= 15 * MINUTE) session = 0;
    }
    seconds.push(session);
  }
  return seconds;
}

const mean = (fixes: SimFix[]) => fixes.reduce((sum, fix) => sum + fix.speedKmh, 0) / fixes.length;

/** Stops as runs of fixes at 0 km/h: their length and whether the engine ran. */
function stopsOf(fixes: SimFix[]) {
  const stops: { minutes: number; idle: boolean }[] = [];
  let start: number | null = null;
  let idle = false;
  for (const fix of fixes) {
    if (fix.speedKmh === 0) {
      if (start === null) [start, idle] = [fix.time, false];
      idle ||= fix.ignition;
    } else if (start !== null) {
      stops.push({ minutes: (fix.time - start) / MINUTE, idle });
      start = null;
    }
  }
  return stops;
}

/** Runs of fixes above the limit: how long they last and by how much. */
function overspeeds(fixes: SimFix[], limitKmh: number) {
  const bursts: { seconds: number; minExcess: number; maxExcess: number }[] = [];
  let run: SimFix[] = [];
  for (const fix of [...fixes, { ...fixes[0]!, speedKmh: 0 }]) {
    if (fix.speedKmh > limitKmh) {
      run.push(fix);
      continue;
    }
    if (run.length > 0) {
      const excess = run.map((each) => each.speedKmh - limitKmh);
      bursts.push({
        seconds: run.length * TICK_S,
        minExcess: Math.min(...excess),
        maxExcess: Math.max(...excess),
      });
    }
    run = [];
  }
  return bursts;
}

/** Shortest distance from a fix to the polyline, in km (flat Earth is fine at this scale). */
function offRoadKm(highway: MeasuredHighway, fix: SimFix): number {
  const scale = Math.cos((fix.lat * Math.PI) / 180);
  let best = Infinity;
  for (let i = 1; i < highway.points.length; i += 1) {
    const [a, b] = [highway.points[i - 1]!, highway.points[i]!];
    const [bx, by] = [(b.lon - a.lon) * scale, b.lat - a.lat];
    const [px, py] = [(fix.lon - a.lon) * scale, fix.lat - a.lat];
    const share = Math.max(0, Math.min(1, (px * bx + py * by) / (bx * bx + by * by)));
    const nearest = { lat: a.lat + share * (b.lat - a.lat), lon: a.lon + share * (b.lon - a.lon) };
    best = Math.min(best, distanceKm(nearest, fix));
  }
  return best;
}

describe('demo truck simulation', () => {
  it('replays the same day from the same anchor', () => {
    const again = simulate(DEMO_TRUCKS[0]!, 24).fixes;
    expect(again).toEqual(day.get(DEMO_TRUCKS[0]!.plate)!.fixes);
  });

  it.each(DEMO_TRUCKS.map((truck) => [truck.plate] as const))(
    '%s drives along its highway, inside Vietnam, at distances its speed explains',
    (plate) => {
      const { feed, fixes } = day.get(plate)!;
      const { highway } = feed.context;
      expect(Math.max(...fixes.map((fix) => offRoadKm(highway, fix)))).toBeLessThan(0.05);
      expect(Math.min(...fixes.map((fix) => fix.lat))).toBeGreaterThan(8.18);
      expect(Math.max(...fixes.map((fix) => fix.lat))).toBeLessThan(23.39);
      expect(Math.min(...fixes.map((fix) => fix.lon))).toBeGreaterThan(102.14);
      expect(Math.max(...fixes.map((fix) => fix.lon))).toBeLessThan(109.47);
      const unexplained = fixes.slice(1).filter((fix, i) => {
        const previous = fixes[i]!;
        const expectedKm = (((previous.speedKmh + fix.speedKmh) / 2) * TICK_S) / 3600;
        const odometerKm = fix.odometerKm - previous.odometerKm;
        // Straight between two fixes is never longer than along the road (0.1 %: the
        // polyline is interpolated in degrees, distances are measured on the sphere).
        if (distanceKm(previous, fix) > odometerKm * 1.001 + 1e-6) return true;
        // Braking to a halt covers at most the trapezoid; driving covers exactly it.
        return fix.speedKmh > 0
          ? Math.abs(odometerKm - expectedKm) > 1e-9
          : odometerKm > expectedKm + 1e-9;
      });
      expect(unexplained).toEqual([]);
      expect(fixes.at(-1)!.odometerKm - fixes[0]!.odometerKm).toBeGreaterThan(200);
    },
  );

  it.each(DEMO_TRUCKS.map((truck) => [truck.plate] as const))(
    '%s keeps to 8–80 km/h, slower in towns, above its limit only in bursts of 30–90 s',
    (plate) => {
      const { feed, fixes, states } = day.get(plate)!;
      const { limitKmh, highway } = feed.context;
      const moving = fixes.filter((fix) => fix.speedKmh > 0);
      expect(Math.min(...moving.map((fix) => fix.speedKmh))).toBeGreaterThanOrEqual(8);
      const within = moving.filter((fix) => fix.speedKmh <= limitKmh);
      expect(Math.max(...within.map((fix) => fix.speedKmh))).toBeLessThanOrEqual(80);
      for (const burst of overspeeds(fixes, limitKmh)) {
        expect(burst.seconds).toBeGreaterThanOrEqual(30);
        expect(burst.seconds).toBeLessThanOrEqual(90);
        expect(burst.minExcess).toBeGreaterThanOrEqual(8);
        expect(burst.maxExcess).toBeLessThanOrEqual(25);
      }
      const driving = (inTown: boolean) =>
        moving.filter(
          (fix) => (townAt(highway, states[fixes.indexOf(fix)]!.km) !== null) === inTown,
        );
      expect(mean(driving(true))).toBeLessThan(47);
      expect(mean(driving(true))).toBeGreaterThan(20);
      expect(mean(driving(false))).toBeGreaterThan(Math.min(50, limitKmh - 15));
    },
  );

  it('has trucks overspeeding now and then within a day', () => {
    const bursts = DEMO_TRUCKS.map(
      (truck) =>
        overspeeds(day.get(truck.plate)!.fixes, day.get(truck.plate)!.feed.context.limitKmh).length,
    );
    expect(bursts.filter((count) => count > 0).length).toBeGreaterThanOrEqual(
      DEMO_TRUCKS.length / 2,
    );
    // "Now and then": a few a day per truck, not a habit.
    expect(Math.max(...bursts)).toBeLessThanOrEqual(12);
  });

  it.each(DEMO_TRUCKS.map((truck) => [truck.plate] as const))(
    '%s makes short stops and long breaks, some idling and some with the engine off',
    (plate) => {
      const { fixes } = day.get(plate)!;
      const stops = stopsOf(fixes);
      expect(stops.some((stop) => stop.minutes < 15)).toBe(true);
      expect(stops.some((stop) => stop.minutes >= 15 && stop.minutes <= 45)).toBe(true);
      expect(fixes.some((fix) => fix.speedKmh === 0 && fix.ignition)).toBe(true);
      expect(fixes.some((fix) => fix.speedKmh === 0 && !fix.ignition)).toBe(true);
      expect(fixes.every((fix) => fix.speedKmh === 0 || fix.ignition)).toBe(true);
    },
  );

  it('keeps the normal drivers under 4 h of continuous driving and 10 h a day', () => {
    for (const truck of DEMO_TRUCKS.filter((each) => each.scenario === 'normal')) {
      const { fixes } = day.get(truck.plate)!;
      expect(Math.max(...continuousDriving(fixes))).toBeLessThan(4 * 3600);
      // Driving between two night rests (stops of 6 h or more) stays under 10 h.
      let [drivenS, mostS] = [0, 0];
      let stoppedSince: number | null = null;
      for (const [i, fix] of fixes.entries()) {
        if (fix.speedKmh > 3 && (fixes[i - 1]?.speedKmh ?? 0) > 3) drivenS += TICK_S;
        if (fix.speedKmh > 0) stoppedSince = null;
        else if (fix.time - (stoppedSince ??= fix.time) >= 6 * HOUR) drivenS = 0;
        mostS = Math.max(mostS, drivenS);
      }
      expect(mostS).toBeLessThan(10 * 3600);
    }
  });

  it('has one driver just under 4 h when the demo goes live, past 4 h soon after', () => {
    const truck = DEMO_TRUCKS.find((each) => each.scenario === 'long-drive-soon')!;
    const { fixes } = day.get(truck.plate)!;
    const driving = continuousDriving(fixes);
    const atLive = driving[fixes.findIndex((fix) => fix.time === LIVE_AT)]!;
    expect(atLive).toBeGreaterThan(3 * 3600 + 40 * 60);
    expect(atLive).toBeLessThan(3 * 3600 + 55 * 60);
    const passesAt = fixes[driving.findIndex((seconds) => seconds > 4 * 3600)]!.time;
    expect(passesAt - LIVE_AT).toBeGreaterThan(0);
    expect(passesAt - LIVE_AT).toBeLessThan(30 * MINUTE);
  });

  it('has another driver already past 4 h when the demo goes live', () => {
    const truck = DEMO_TRUCKS.find((each) => each.scenario === 'long-drive-past')!;
    const { fixes } = day.get(truck.plate)!;
    const driving = continuousDriving(fixes);
    const atLive = driving[fixes.findIndex((fix) => fix.time === LIVE_AT)]!;
    expect(atLive).toBeGreaterThan(4 * 3600);
    // The history as the device sends it (every 30 s) shows it as well.
    const history = advance(createFeed(truck, ANCHOR, LIVE_AT), LIVE_AT, false);
    expect(continuousDriving(history).at(-1)).toBeGreaterThan(4 * 3600);
    // And the driver does take a break in the end.
    expect(Math.max(...driving)).toBeLessThan(5.5 * 3600);
  });
});

describe('demo device reporting', () => {
  it('sends the history at most 30 s apart while moving and 3 min while stopped', () => {
    for (const truck of DEMO_TRUCKS.slice(0, 8)) {
      const feed = createFeed(truck, ANCHOR, LIVE_AT);
      const sent = advance(feed, LIVE_AT, false);
      for (let i = 1; i < sent.length; i += 1) {
        const [previous, fix] = [sent[i - 1]!, sent[i]!];
        const limit = fix.speedKmh > 0 && previous.speedKmh > 0 ? 30_000 : 180_000;
        expect(fix.time - previous.time).toBeLessThanOrEqual(limit);
        expect(fix.time).toBeGreaterThan(previous.time);
      }
      expect(sent.at(-1)!.time).toBeLessThanOrEqual(LIVE_AT);
      expect(sent.length).toBeGreaterThan(100);
      // Live: the current state every interval, on top of what the history rule sends.
      const live = advance(feed, LIVE_AT + 10_000, true);
      expect(live.map((fix) => fix.time)).toEqual([LIVE_AT + 10_000]);
    }
  });

  it('always reports the start and the end of a stop', () => {
    const base = { lat: 16, lon: 108, bearing: 0, altitudeM: 0, odometerKm: 0, ignition: true };
    const moving = { ...base, time: 10_000, speedKmh: 50 };
    const stopped = { ...base, time: 20_000, speedKmh: 0 };
    expect(isReported(moving, stopped)).toBe(true);
    expect(isReported(stopped, { ...moving, time: 30_000 })).toBe(true);
    expect(isReported(stopped, { ...stopped, time: 40_000, ignition: false })).toBe(true);
    expect(isReported(stopped, { ...stopped, time: 50_000 })).toBe(false);
    expect(isReported(moving, { ...moving, time: 60_000 })).toBe(true);
    expect(isReported(moving, { ...moving, time: 70_000 })).toBe(false);
  });
});
