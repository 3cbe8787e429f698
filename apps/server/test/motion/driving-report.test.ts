import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCalendar } from '../../src/areas/tracking/motion/company-calendar.js';
import { motionEngine } from '../../src/areas/tracking/motion/motion-engine.js';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { feedBatch, feedOsmand, motionRows, settle, truckWithDriver } from './motion-feed.js';
import { streamBuilder, type BuiltFix } from './stream-builder.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

const post = (url: string, body: unknown, token = fleet.adminToken) =>
  fleet.call('POST', url, { token, body });

const range = (driver: string, from = '2025-11-20 00:00:00', to = '2025-11-21 23:59:59') => ({
  start_time: from,
  end_time: to,
  driver_name: driver,
});

describe('driving sessions through ingest', () => {
  it('4 h 20 min with a 10-minute stop: one session over the limit, in the reports', async () => {
    const { truck, driver } = await truckWithDriver(fleet);
    // 08:00 company time.
    await feedBatch(
      fleet,
      truck,
      streamBuilder('2025-11-20T01:00:00Z').drive(130).stop(10).drive(130).stop(20).fixes,
    );
    const days = await post('/driver_report/get_list_by_date', range(driver.username));
    expect(days.status).toBe(200);
    expect(days.body.data).toHaveLength(1);
    expect(days.body.data[0]).toMatchObject({
      username: driver.username,
      driver_name: driver.fullname,
      date: '2025-11-20',
      driving_seconds: 261 * 60,
      working_seconds: 270.5 * 60,
      max_continuous_seconds: 261 * 60,
      sessions_over_limit: 1,
      plates: [truck.plate_display],
    });
    // Kilometres count on every leg with a fix at speed: the set-off's leg too.
    expect(days.body.data[0].distance_km).toBeCloseTo(260, 1);
    const abnormal = await post('/driver_report/abnormal_activity', range(driver.fullname));
    expect(abnormal.body.data.map((a: { type: string }) => a.type)).toEqual(['continuous_driving']);
    expect(abnormal.body.data[0]).toMatchObject({
      start_time: '2025-11-20 08:00:00',
      value: 261 * 60,
      limit: 4 * 3600,
      plate: truck.plate_display,
      video_url: null,
    });
    // The violation also became a warning record (areas/alerts/warnings).
    const warnings = await fleet.db.query<{ type: string }>(
      'select type from warnings where truck_id = $1',
      [truck.id],
    );
    expect(warnings.map((w) => w.type)).toEqual(['continuous_driving']);
  });

  it('the same with a 15-minute stop: two sessions, no violation', async () => {
    const { truck, driver } = await truckWithDriver(fleet);
    await feedBatch(
      fleet,
      truck,
      // Fixes at rest for 15 minutes (the first 30 s after the last at speed).
      streamBuilder('2025-11-20T01:00:00Z').drive(130).stop(15.5).drive(130).stop(20).fixes,
    );
    const route = await post('/driver_report/get_driver_route_report', range(driver.username));
    expect(route.status).toBe(200);
    expect(
      route.body.data.sessions.map((s: { driving_seconds: number }) => s.driving_seconds),
    ).toEqual([130.5 * 60, 130.5 * 60]);
    expect(route.body.data.stops.map((s: { duration_s: number }) => s.duration_s)).toEqual([
      15 * 60,
      19.5 * 60, // the last stop lasts until the last fix
    ]);
    expect(route.body.data.points.length).toBeGreaterThan(500);
    const abnormal = await post('/driver_report/abnormal_activity', range(driver.username));
    expect(abnormal.body.data).toEqual([]);
  });

  it("the driver route's stops are idle by the motion model: the engine on for half of it", async () => {
    const { truck, driver } = await truckWithDriver(fleet);
    await feedBatch(
      fleet,
      truck,
      streamBuilder('2025-11-20T01:00:00Z')
        .drive(30)
        .stop(3, true)
        .stop(12, false)
        .drive(30)
        .stop(12, true)
        .stop(3, false)
        .drive(30).fixes,
    );
    const route = await post('/driver_report/get_driver_route_report', range(driver.username));
    expect(route.body.data.stops.map((s: { idle: boolean }) => s.idle)).toEqual([false, true]);
  });

  it('a drive across midnight is one session, split into two days', async () => {
    const { truck, driver } = await truckWithDriver(fleet);
    await feedBatch(fleet, truck, streamBuilder('2025-11-20T15:00:00Z').drive(180).stop(20).fixes);
    const days = await post('/driver_report/get_list_by_date', range(driver.username));
    expect(
      days.body.data.map((d: { date: string; driving_seconds: number }) => [
        d.date,
        d.driving_seconds,
      ]),
    ).toEqual([
      ['2025-11-20', 120 * 60],
      ['2025-11-21', 60.5 * 60],
    ]);
    const route = await post('/driver_report/get_driver_route_report', range(driver.username));
    expect(route.body.data.sessions).toHaveLength(1);
  });

  it('overspeed of 19 s is nothing, of 21 s one event in its band', async () => {
    const { truck, driver } = await truckWithDriver(fleet);
    const fixes = streamBuilder('2025-11-20T01:00:00Z', 1)
      .drive(1, 60)
      .drive(19 / 60, 90)
      .drive(1, 60)
      .drive(1, 60)
      .drive(21 / 60, 108)
      .drive(1, 60).fixes;
    await feedBatch(fleet, truck, fixes);
    const abnormal = await post('/driver_report/abnormal_activity', range(driver.username));
    const events = abnormal.body.data.filter((a: { type: string }) => a.type === 'overspeed');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ value: 108, limit: 80, band: 'band_3' });
    const [day] = (await post('/driver_report/get_list_by_date', range(driver.username))).body.data;
    expect(day.overspeed_counts).toEqual({ band_1: 0, band_2: 0, band_3: 1, band_4: 0 });
  });

  it('a driver logging in mid-drive ends the session (OsmAnd driverUniqueId)', async () => {
    const an = await createUser(fleet, { card_id: 'card-an-1' });
    const binh = await createUser(fleet);
    const truck = await createTruck(fleet);
    const fixes = streamBuilder('2025-11-20T01:00:00Z', 60)
      .login('card-an-1')
      .drive(30)
      .login(binh.username)
      .drive(30)
      .stop(20).fixes;
    await feedOsmand(fleet, truck, fixes);
    const days = await post('/driver_report/get_list_by_date', {
      start_time: '2025-11-20 00:00:00',
      end_time: '2025-11-20 23:59:59',
    });
    const mine = days.body.data.filter((d: { plates: string[] }) =>
      d.plates.includes(truck.plate_display),
    );
    expect(
      mine.map((d: { username: string; driving_seconds: number }) => [
        d.username,
        d.driving_seconds,
      ]),
    ).toEqual(
      [
        [an.username, 31 * 60],
        [binh.username, 30 * 60],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it('11 h in a day and 49 h in a week are violations', async () => {
    const { truck, driver } = await truckWithDriver(fleet);
    // From Monday 17 Nov 2025, 06:00 company time: 7 h a day, 11 h on the Wednesday.
    const monday = Date.parse('2025-11-16T23:00:00Z');
    const b = streamBuilder(new Date(monday), 60);
    for (let day = 0; day < 7; day += 1) {
      if (day > 0) b.wait((monday + day * 86_400_000 - b.time) / 60_000);
      if (day === 2) b.drive(220).stop(20).drive(220).stop(20).drive(220).stop(20, false);
      else b.drive(210).stop(20).drive(210).stop(20, false);
    }
    await feedBatch(fleet, truck, b.fixes);
    const abnormal = await post('/driver_report/abnormal_activity', {
      start_time: '2025-11-17 00:00:00',
      end_time: '2025-11-23 23:59:59',
      driver_name: driver.username,
    });
    const types = abnormal.body.data.map((a: { type: string }) => a.type);
    expect(types.filter((t: string) => t === 'daily_driving')).toHaveLength(1);
    expect(types.filter((t: string) => t === 'weekly_driving')).toHaveLength(1);
    const weekly = abnormal.body.data.find((a: { type: string }) => a.type === 'weekly_driving');
    expect(weekly).toMatchObject({
      start_time: '2025-11-17 00:00:00',
      end_time: '2025-11-23 23:59:59',
    });
    expect(weekly.value).toBeGreaterThan(48 * 3600);
  });
});

describe('late data and restarts', () => {
  it('a day fed shuffled in chunks gives the rows of a from-scratch recompute', async () => {
    const inOrder = (await truckWithDriver(fleet)).truck;
    const shuffled = await createTruck(fleet);
    const fixes = streamBuilder('2025-11-19T14:00:00Z', 30)
      .drive(200)
      .stop(10)
      .drive(100)
      .stop(40)
      .drive(30, 100)
      .drive(120)
      .stop(5).fixes;
    await post('/api/trucks/assignments/create', {
      truck_id: shuffled.id,
      driver_username: (
        await fleet.db.query<{ driver_username: string }>(
          'select driver_username from truck_assignments where truck_id = $1',
          [inOrder.id],
        )
      )[0]!.driver_username,
      valid_from: '2025-01-01 00:00:00',
    });
    await feedBatch(fleet, inOrder, fixes, 300);
    // Chunks of 97 in a scrambled order: most arrive before fixes older than them.
    const chunks: BuiltFix[][] = [];
    for (let i = 0; i < fixes.length; i += 97) chunks.push(fixes.slice(i, i + 97));
    const order = chunks.map((_, i) => (i * 7) % chunks.length);
    expect(new Set(order).size).toBe(chunks.length);
    for (const index of order) await feedBatch(fleet, shuffled, chunks[index]!);
    const fed = await motionRows(fleet, shuffled.id);
    fleet.services.motion.recompute(shuffled.id);
    await settle(fleet);
    const scratch = await motionRows(fleet, shuffled.id);
    expect(fed).toEqual(scratch);
    expect(scratch).toEqual(await motionRows(fleet, inOrder.id));
    expect(scratch.motion_sessions!.length).toBe(2);
  });

  it('a history read in small slices gives the rows of one read', async () => {
    const truck = await createTruck(fleet);
    const fixes = streamBuilder('2025-11-18T14:00:00Z', 30)
      .drive(200)
      .stop(10)
      .drive(100)
      .stop(20)
      .drive(30, 100)
      .stop(5).fixes;
    await feedBatch(fleet, truck, fixes);
    const whole = await motionRows(fleet, truck.id);
    const sliced = motionEngine({
      db: fleet.db,
      settings: fleet.services.settings,
      calendar: companyCalendar(fleet.config.TZ_COMPANY),
      log: fleet.app.log,
      // Its alerts wait in the outbox, which the console drains.
      onAlerts: async () => {},
      fixesPerCycle: 64,
    });
    sliced.recompute(truck.id);
    await sliced.settled();
    await sliced.stop();
    expect(fixes.length).toBeGreaterThan(10 * 64);
    expect(await motionRows(fleet, truck.id)).toEqual(whole);
  });

  it('catches up after a restart on what was committed but never processed', async () => {
    const { truck, driver } = await truckWithDriver(fleet);
    await fleet.services.motion.stop();
    await feedBatch(fleet, truck, streamBuilder('2025-11-20T01:00:00Z').drive(60).stop(20).fixes);
    expect(
      await fleet.db.query('select 1 from motion_cursors where truck_id = $1', [truck.id]),
    ).toEqual([]);
    fleet.services.motion.start();
    await settle(fleet);
    const days = await post('/driver_report/get_list_by_date', range(driver.username));
    expect(days.body.data[0].driving_seconds).toBe(60.5 * 60);
  });
});

describe('late data lost in a crash', () => {
  it('a late fix committed while the engine was down is replayed at the next start', async () => {
    const { truck, driver } = await truckWithDriver(fleet);
    // Yesterday 08:00 company time, so the start-up check (3 days) covers it.
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const start = new Date(`${day}T01:00:00Z`);
    const fixes = streamBuilder(start).drive(60).stop(10).drive(60).stop(20).fixes;
    // The first fix at rest: without it the stop starts later.
    const hole = fixes.findIndex((f) => f.time === start.getTime() + 60.5 * 60_000);
    const missing = fixes.splice(hole, 1);
    await feedBatch(fleet, truck, fixes);
    const before = await motionRows(fleet, truck.id);
    await fleet.services.motion.stop();
    await feedBatch(fleet, truck, missing);
    expect(await motionRows(fleet, truck.id)).toEqual(before);
    fleet.services.motion.start();
    await settle(fleet);
    const after = await motionRows(fleet, truck.id);
    expect(after).not.toEqual(before);
    fleet.services.motion.recompute(truck.id);
    await settle(fleet);
    expect(await motionRows(fleet, truck.id)).toEqual(after);
    const days = await post('/driver_report/get_list_by_date', {
      start_time: `${day} 00:00:00`,
      end_time: `${day} 23:59:59`,
      driver_name: driver.username,
    });
    expect(days.body.data[0].driving_seconds).toBe(121 * 60);
  });
});

describe('two instances', () => {
  it('two engines on one database converge on the rows of one', async () => {
    const { truck } = await truckWithDriver(fleet);
    const fixes = streamBuilder('2025-11-20T01:00:00Z').drive(90).stop(16).drive(60).stop(5).fixes;
    await feedBatch(fleet, truck, fixes);
    const expected = await motionRows(fleet, truck.id);
    const services = fleet.services;
    const other = motionEngine({
      db: fleet.db,
      settings: services.settings,
      calendar: companyCalendar(fleet.config.TZ_COMPANY),
      log: fleet.app.log,
      // Its alerts wait in the outbox, which the console drains.
      onAlerts: async () => {},
    });
    // Both replay the truck at once, each many times: locks keep them from interleaving.
    for (let i = 0; i < 5; i += 1) {
      other.recompute(truck.id);
      services.motion.recompute(truck.id);
    }
    await Promise.all([other.settled(), services.motion.settled()]);
    expect(await motionRows(fleet, truck.id)).toEqual(expected);
    await other.stop();
  });
});
