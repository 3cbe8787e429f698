import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyCalendar,
  DOMAIN_SETTINGS_DEFAULTS,
  emptySegmenter,
  feedSegmenter,
  isIdleStop,
  isMovingAfter,
  motionDaySums,
  OVERSPEED_BAND_KEYS,
  segmentFixes,
  type TCurrentTruck,
  type TMotionCalendar,
  type TMotionDaySums,
  type TMotionRecord,
  type TSegmenterFix,
} from '@fleet/contracts';
import { lostSignalEpisodes } from '../../src/areas/reports/driver-reports/lost-signal-episodes.js';
import { wheelDrivers } from '../../src/areas/tracking/motion/wheel-drivers.js';
import { assignDriver, createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { feedBatch } from './motion-feed.js';
import type { BuiltFix } from './stream-builder.js';

/**
 * One truth (issue 30): on generated truck-days ingested through the batch endpoint, every
 * report and screen that tells stops, idle stops, driving time per driver, km and overspeed
 * episodes per band tells what the motion model's segmenter tells over the same fixes.
 * The settings of a run vary (stop, break, moving speed). Fixed seed and few runs (each is a
 * console round trip); fast-check prints the shrunk day.
 */

/** 2026-03-02 22:00 in Hanoi: days cross midnight. */
const T0 = Date.UTC(2026, 2, 2, 15, 0, 0);
const LIMIT_KMH = 80;
/** The admin's settings of a run: the stop, the break and the moving speed vary. */
type Settings = typeof DOMAIN_SETTINGS_DEFAULTS;
const settingsOfRun: fc.Arbitrary<Settings> = fc
  .record({
    min_stop_minutes: fc.constantFrom(1, 2, 5),
    session_break_minutes: fc.constantFrom(10, 15),
    moving_speed_kmh: fc.constantFrom(3, 5),
  })
  .map((chosen) => ({ ...DOMAIN_SETTINGS_DEFAULTS, ...chosen }));

/** One piece of a truck-day: each step is (seconds since the previous fix, speed, ignition). */
type Step = readonly [seconds: number, speedKmh: number, ignition: boolean | null];
interface Piece {
  steps: Step[];
  /** The first fix of the piece carries a login of the other driver. */
  driverChange?: true;
}

const steps = (
  seconds: fc.Arbitrary<number>,
  speed: fc.Arbitrary<number>,
  ignition: fc.Arbitrary<boolean | null>,
) => fc.array(fc.tuple(seconds, speed, ignition), { minLength: 1, maxLength: 12 });

const piece: fc.Arbitrary<Piece> = fc.oneof(
  // driving at the overspeed band edges of an 80 km/h limit (margin 5, edges 10/20/35)
  steps(
    fc.integer({ min: 5, max: 30 }),
    fc.constantFrom(40, 70, 84, 85, 89, 90, 95, 99, 100, 115, 116, 130),
    fc.constant(true),
  ).map((s) => ({ steps: s })),
  // halts under a minute and crawls around the moving speed (3 or 5 km/h)
  steps(fc.integer({ min: 5, max: 40 }), fc.constantFrom(0, 2, 3, 3.5, 4, 5, 6), fc.boolean()).map(
    (s) => ({ steps: s }),
  ),
  // stops, short and long, engine on, off or unknown
  fc
    .tuple(
      fc.integer({ min: 1, max: 20 }),
      fc.integer({ min: 30, max: 600 }),
      fc.constantFrom<boolean | null>(true, false, null),
    )
    .map(([n, every, ignition]) => ({
      steps: Array.from({ length: n }, (): Step => [every, 0, ignition]),
    })),
  // signal gaps while moving, shorter and longer than the break (15 min)
  fc.integer({ min: 61, max: 30 * 60 }).map((gap) => ({ steps: [[gap, 60, true] as Step] })),
  // a driver change (a login on the device)
  fc.constant<Piece>({ steps: [[10, 50, true]], driverChange: true }),
);

interface Drivers {
  assigned: string;
  other: string;
}

/** The fixes of a truck-day as a device sends them: a driver change is a login. */
function truckDay(pieces: Piece[], drivers: Drivers): BuiltFix[] {
  let time = T0;
  let lat = 21;
  let driver = drivers.assigned;
  const fixes: BuiltFix[] = [];
  for (const p of pieces) {
    let login: string | null = null;
    if (p.driverChange) {
      driver = driver === drivers.assigned ? drivers.other : drivers.assigned;
      login = driver;
    }
    for (const [seconds, speedKmh, ignition] of p.steps) {
      time += seconds * 1000;
      // Moving fixes travel their speed; standing ones drift a little.
      lat += speedKmh > 0 ? (speedKmh * seconds) / 3600 / 111.195 : 1e-6;
      fixes.push({ time, lat, lon: 105.8, speedKmh, ignition, login });
      login = null;
    }
  }
  return fixes;
}

/**
 * The fixes as the model folds them, with who drives each as the engine decides it
 * (motion-machine.ts): the device login, else the assignment; a break ends the login with
 * the session.
 */
function modelFixes(
  fixes: readonly BuiltFix[],
  assigned: string,
  settings: Settings,
  calendar: TMotionCalendar,
): { fixes: TSegmenterFix[]; driverNow: string } {
  const state = emptySegmenter();
  let login: string | null = null;
  const model = fixes.map((c) => {
    if (c.login) login = c.login;
    const fix = { ...c, driver: login ?? assigned, limitKmh: LIMIT_KMH };
    feedSegmenter(state, fix, settings, calendar, (record) => {
      if (record.kind === 'session' && state.run?.counted) login = c.login;
    });
    return fix;
  });
  // At the wheel after the newest fix: the login still held, else (after a break) the assignment.
  return { fixes: model, driverNow: login ?? assigned };
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const seconds = (ms: number) => Math.round(ms / 1000);

/** What the motion model says of the day: the facts every endpoint must tell alike. */
function modelFacts(
  records: readonly TMotionRecord[],
  days: readonly TMotionDaySums[],
  settings: Settings,
) {
  const stops = records.filter((r) => r.kind === 'stop');
  const perDriver = (driver: string) => {
    const mine = days.filter((d) => d.driver === driver);
    return {
      drivingS: seconds(sum(mine.map((d) => d.drivingMs))),
      km: sum(mine.map((d) => d.distanceKm)),
      stops: sum(mine.map((d) => d.stops)),
      idleStops: sum(mine.map((d) => d.idleStops)),
      bands: bandCounts(records.filter((r) => r.driver === driver)),
      lostSignalEpisodes: lostSignalEpisodes(
        records.flatMap((r) =>
          r.kind === 'lost_signal' && r.driver === driver
            ? [
                {
                  ...r,
                  plate: '',
                  username: driver,
                  start_time: new Date(r.start),
                  end_time: new Date(r.end),
                },
              ]
            : [],
        ),
        // The unsafe-driving list's episodes: silences over the offline time, rejoined.
        { minSeconds: settings.offline_minutes * 60, rejoinSeconds: settings.lost_signal_seconds },
      ).length,
      sessions: records.filter((r) => r.kind === 'session' && r.driver === driver).length,
    };
  };
  return {
    stops: stops.length,
    idleStops: stops.filter((r) => r.kind === 'stop' && r.idle).length,
    drivingS: seconds(sum(days.map((d) => d.drivingMs))),
    km: sum(days.map((d) => d.distanceKm)),
    bands: bandCounts(records),
    trips: records.filter((r) => r.kind === 'driving').length,
    tripKm: sum(records.map((r) => (r.kind === 'driving' ? r.distanceKm : 0))),
    idleS: seconds(sum(days.map((d) => d.idleMs))),
    perDriver,
  };
}

/** Counts per overspeed band key of the wire (lowest band first). */
function countBands(bands: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(OVERSPEED_BAND_KEYS.map((k) => [k, 0]));
  for (const band of bands) counts[band]! += 1;
  return counts;
}
const bandCounts = (records: readonly TMotionRecord[]) =>
  countBands(records.flatMap((r) => (r.kind === 'overspeed' ? [r.band] : [])));

/** A summary row's band columns (`overspeed_<band key>`) as band counts. */
const rowBands = (row: Record<string, number>) =>
  Object.fromEntries(OVERSPEED_BAND_KEYS.map((k) => [k, row[`overspeed_${k}`]]));

/** Stops idle by the model's rule over what a list tells of each (seconds engine on, of). */
const idleCount = (stops: readonly { idle_s: number; duration_s: number }[]) =>
  stops.filter((s) => isIdleStop(s.idle_s * 1000, s.duration_s * 1000)).length;

/** km within ±0.5 % (and the endpoint's rounding to 0.01 km). */
function expectKm(label: string, told: number, model: number) {
  expect(Math.abs(told - model), `${label}: ${told} km, model ${model} km`).toBeLessThanOrEqual(
    Math.max(model * 0.005, 0.011),
  );
}

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet?.close();
});

const post = async (url: string, body: object) => {
  const answer = await fleet.call('POST', url, { token: fleet.adminToken, body });
  expect(answer.status, `${url} ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.data;
};
const report = (code: string, body: object) => post(`/api/reports/${code}`, body);

async function checkDay(pieces: Piece[], settings: Settings) {
  const saved = await fleet.call('PUT', '/api/settings', {
    token: fleet.adminToken,
    body: settings,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const a = await createUser(fleet);
  const b = await createUser(fleet);
  const truck = await createTruck(fleet, { speed_limit_kmh: LIMIT_KMH });
  await assignDriver(fleet, truck.id, a.username);
  const built = truckDay(pieces, { assigned: a.username, other: b.username });
  await feedBatch(fleet, truck, built);

  const calendar = companyCalendar(fleet.config.TZ_COMPANY);
  const { fixes: model, driverNow } = modelFixes(built, a.username, settings, calendar);
  const records = segmentFixes(model, settings, calendar);
  const days = [...motionDaySums(records, calendar).values()];
  const m = modelFacts(records, days, settings);
  const lastDay = calendar.dayOf(built.at(-1)!.time);
  const period = { start_time: '2026-03-02 00:00:00', end_time: `${lastDay} 23:59:59` };
  const byTruck = { plate: truck.plate, ...period };
  const at = (label: string) => `${label} (truck-day of ${built.length} fixes)`;

  // Replay (the route of the truck) and the trip report.
  const route = await post('/truck/get_route_from_video', byTruck);
  expect(route.points.length, at('route points')).toBe(built.length);
  expectKm(at('route'), route.distance_km, m.km);
  expect(route.stops.length, at('route stops')).toBe(m.stops);
  expect(route.stops.filter((s: { idle: boolean }) => s.idle).length, at('route idle')).toBe(
    m.idleStops,
  );
  const tripRoute = await post('/contract/get_route_data', byTruck);
  expectKm(at('trip route'), tripRoute.distance_km, m.km);
  expect(tripRoute.stops.length, at('trip route stops')).toBe(m.stops);
  const tripStops = await post('/contract/get_list_stop_and_video', byTruck);
  expect(tripStops.stops.length, at('trip report stops')).toBe(m.stops);
  expect(tripStops.sum.stop_count, at('trip report stop count')).toBe(m.stops);
  expectKm(at('trip report'), tripStops.sum.distance_km, m.km);
  expect(tripStops.sum.driving_s, at('trip report driving')).toBe(m.drivingS);
  expect(idleCount(tripStops.stops), at('trip report idle')).toBe(m.idleStops);
  expect(tripStops.sum.idle_s, at('trip report idle time')).toBe(m.idleS);
  // The driver at the wheel after the newest fix, as every screen tells it: the live list,
  // the truck card and the driver app (one rule, the engine's answer beside its cursor).
  await checkDriverNow(truck, { assigned: a.username, other: b.username }, driverNow, settings, at);

  // While the engine lags behind the fixes, the trip report folds them itself: the same answer.
  await fleet.db.query('update motion_cursors set processed_until = $2 where truck_id = $1', [
    truck.id,
    new Date(T0).toISOString(),
  ]);
  const tripStopsRaw = await post('/contract/get_list_stop_and_video', byTruck);
  expect(tripStopsRaw.stop_source).toBe('route');
  expect({ ...tripStopsRaw, stop_source: 'motion' }, at('trip report over raw fixes')).toEqual(
    tripStops,
  );

  // QCVN standard reports of the truck.
  const b12 = await report('b1-2', byTruck);
  expect(b12.total.count, at('B.1.2 trips')).toBe(m.trips);
  expect(b12.total.duration_s, at('B.1.2 driving')).toBe(m.drivingS);
  expectKm(at('B.1.2'), b12.total.distance_km, m.tripKm);
  const b22 = await report('b2-2', byTruck);
  const b22Bands = countBands(b22.rows.map((r: { band: string }) => r.band));
  expect(b22Bands, at('B.2.2 overspeeds')).toEqual(m.bands);
  const b4 = await report('b4', byTruck);
  expect(b4.rows.length, at('B.4 stops')).toBe(m.stops);
  expect(b4.total.count, at('B.4 stop count')).toBe(m.stops);
  expect(idleCount(b4.rows), at('B.4 idle')).toBe(m.idleStops);
  const b51 = await report('b5-1', byTruck);
  const truckRow = b51.rows[0] ?? { stops: 0, driving_s: 0, distance_km: 0 };
  expect(truckRow.stops, at('B.5.1 stops')).toBe(m.stops);
  expect(truckRow.driving_s, at('B.5.1 driving')).toBe(m.drivingS);
  expectKm(at('B.5.1'), truckRow.distance_km, m.km);
  expect(rowBands(truckRow), at('B.5.1 overspeeds')).toEqual(m.bands);

  // The live status: the truck's motion after its newest fix by the model, idle when stopped
  // with the engine on.
  const live = ((await post('/truck/get_current_truck_list', {})) as TCurrentTruck[]).find(
    (t) => t.id === truck.id,
  );
  const [before, last] = [model.at(-2), model.at(-1)!];
  const moving = isMovingAfter(before?.speedKmh ?? null, last.speedKmh, settings);
  expect(live?.status, at('live status')).toBe(
    moving ? 'moving' : last.ignition === true ? 'idle' : 'stopped',
  );

  // Per driver: B.3, B.5.2, the driver's days, route and abnormal activity.
  for (const username of [a.username, b.username]) {
    const d = m.perDriver(username);
    const who = (label: string) => at(`${label} of ${username === a.username ? 'A' : 'B'}`);
    const byDriver = { ...period, driver_name: username };
    const b3 = await report('b3', byDriver);
    expect(b3.rows.length, who('B.3 sessions')).toBe(d.sessions);
    expect(sum(b3.rows.map((r: { driving_s: number }) => r.driving_s)), who('B.3 driving')).toBe(
      d.drivingS,
    );
    const b52 = await report('b5-2', byDriver);
    const driverRow = b52.rows[0] ?? { stops: 0, driving_s: 0, distance_km: 0 };
    expect(driverRow.stops, who('B.5.2 stops')).toBe(d.stops);
    expect(driverRow.driving_s, who('B.5.2 driving')).toBe(d.drivingS);
    expectKm(who('B.5.2'), driverRow.distance_km, d.km);
    if (b52.rows[0]) expect(rowBands(driverRow), who('B.5.2 overspeeds')).toEqual(d.bands);

    const byDate = (await post('/driver_report/get_list_by_date', byDriver)) as {
      date: string;
      driving_seconds: number;
      distance_km: number;
      stops: number;
      idle_seconds: number;
      overspeed_counts: Record<string, number>;
    }[];
    for (const day of days.filter((x) => x.driver === username && x.drivingMs + x.stoppedMs > 0)) {
      const row = byDate.find((r) => r.date === day.day);
      const label = who(`driver report ${day.day}`);
      expect(row, label).toBeDefined();
      expect(row!.driving_seconds, `${label} driving`).toBe(seconds(day.drivingMs));
      expect(row!.stops, `${label} stops`).toBe(day.stops);
      expect(row!.idle_seconds, `${label} idle`).toBe(seconds(day.idleMs));
      expectKm(label, row!.distance_km, day.distanceKm);
    }
    expect(sum(byDate.map((r) => r.driving_seconds)), who('driver report driving')).toBe(
      d.drivingS,
    );
    const dateBands = countBands([]);
    for (const r of byDate) for (const k in dateBands) dateBands[k]! += r.overspeed_counts[k] ?? 0;
    expect(dateBands, who('driver report overspeeds')).toEqual(d.bands);

    const driverRoute = await post('/driver_report/get_driver_route_report', byDriver);
    expect(driverRoute.stops.length, who('driver route stops')).toBe(d.stops);
    expect(
      driverRoute.stops.filter((s: { idle: boolean }) => s.idle).length,
      who('driver route idle'),
    ).toBe(d.idleStops);
    expect(driverRoute.sessions.length, who('driver route sessions')).toBe(d.sessions);
    expect(
      sum(driverRoute.sessions.map((s: { driving_seconds: number }) => s.driving_seconds)),
      who('driver route driving'),
    ).toBe(d.drivingS);

    const abnormal = (await post('/driver_report/abnormal_activity', byDriver)) as {
      type: string;
      band: string | null;
    }[];
    const abnormalBands = countBands(
      abnormal.flatMap((e) => (e.type === 'overspeed' ? [e.band!] : [])),
    );
    expect(abnormalBands, who('abnormal overspeeds')).toEqual(d.bands);
    expect(
      abnormal.filter((e) => e.type === 'lost_signal').length,
      who('abnormal lost signal'),
    ).toBe(d.lostSignalEpisodes);
  }
}

/** Driving, a login of the other driver, driving, then a stop of 20 min (a break of 15). */
const breakAfterLogin: Piece[] = [
  {
    steps: [
      [10, 50, true],
      [10, 55, true],
      [10, 60, true],
    ],
  },
  { steps: [[10, 50, true]], driverChange: true },
  {
    steps: [
      [10, 60, true],
      [10, 62, true],
      [10, 40, true],
    ],
  },
  { steps: Array.from({ length: 20 }, (): Step => [60, 0, false]) },
];
const breakSettings: Settings = {
  ...DOMAIN_SETTINGS_DEFAULTS,
  min_stop_minutes: 5,
  session_break_minutes: 15,
  moving_speed_kmh: 3,
};

/** Raised to leave a transaction without its changes. */
class Rollback extends Error {}

/**
 * The live list, the truck card and the driver app agree with the model on who is at the
 * wheel; and with the engine's cursor set back to before the first fix, the fold of the raw
 * fixes by the same rule gives the same driver.
 */
async function checkDriverNow(
  truck: { id: number },
  drivers: Drivers,
  driverNow: string,
  settings: Settings,
  at: (label: string) => string,
) {
  const live = ((await post('/truck/get_current_truck_list', {})) as TCurrentTruck[]).find(
    (t) => t.id === truck.id,
  );
  expect(live?.current_driver, at('live driver')).toBe(driverNow);
  const card = await fleet.services.tracking.currentDriver({ id: truck.id });
  expect(card?.username, at('truck card driver')).toBe(driverNow);
  // The driver app: the driver at the wheel has the truck (by login or assignment); the
  // other one, logged in earlier and ended by a break, no longer has it.
  for (const username of [drivers.assigned, drivers.other]) {
    const mine = await fleet.call('GET', '/api/driver/now', {
      token: await fleet.tokenFor(username),
    });
    expect(mine.status, at('driver app')).toBe(200);
    const expected = username === driverNow || username === drivers.assigned ? truck.id : null;
    expect(mine.body.data.truck?.id ?? null, at(`driver app truck of ${username}`)).toBe(expected);
  }

  const calendar = companyCalendar(fleet.config.TZ_COMPANY);
  let raw: string | null | undefined;
  await fleet.db
    .transaction(async (tx) => {
      await tx.query(
        `update motion_cursors set processed_until = $2, state = $3, driver_login = null
          where truck_id = $1`,
        [
          truck.id,
          new Date(T0).toISOString(),
          JSON.stringify({ seg: emptySegmenter(), login: null }),
        ],
      );
      raw = (await wheelDrivers(tx, [truck.id], settings, calendar)).get(truck.id);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  expect(raw, at('driver over raw fixes')).toBe(driverNow);
}

describe('one truth: every endpoint tells the motion model’s truck-day', () => {
  it('on stops, idle, driving per driver, km and overspeeds, on generated truck-days', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 25 }), settingsOfRun, checkDay),
      {
        seed: 30,
        numRuns: 10,
        // A login ended by a break: the assignment is at the wheel again (standing, then driving).
        examples: [
          [breakAfterLogin, breakSettings],
          [[...breakAfterLogin, { steps: [[30, 50, true]] }], breakSettings],
          [breakAfterLogin.slice(0, 3), breakSettings],
        ],
      },
    );
  }, 600_000);
});
