import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { drivingDay, PERIOD, report } from './report-fixture.js';

let fleet: TestConsole;
let day: Awaited<ReturnType<typeof drivingDay>>;
beforeAll(async () => {
  fleet = await startTestConsole();
  day = await drivingDay(fleet);
});
afterAll(async () => {
  await fleet?.close();
});

const byTruck = () => ({ plate: day.truck.plate });

describe('standard reports from the motion engine', () => {
  it('B.1 pages every fix of the truck with place and note', async () => {
    const first = await report(fleet, 'b1', { ...byTruck(), page_size: 50 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.total_rows).toBe(day.fixes.length);
    expect(first.body.data.rows).toHaveLength(50);
    expect(first.body.data.rows[0]).toEqual({
      time: '2025-11-20 08:00:00',
      lon: 106.7,
      lat: 10.8,
      speed_kmh: 60,
      place: day.place,
      note: 'moving',
    });
    const second = await report(fleet, 'b1', { ...byTruck(), page_size: 50, page: 2 });
    expect(second.body.data.rows[0].time).toBe('2025-11-20 08:25:00');
    // The fixes at 95 km/h are over 80 + 5; standing fixes with ignition on are idle.
    const all = await report(fleet, 'b1', { ...byTruck(), page_size: 1000 });
    const notes = new Set(all.body.data.rows.map((r: { note: string }) => r.note));
    expect([...notes].sort()).toEqual(['idle', 'moving', 'overspeed']);
    // Far from every map point the place is the nearest populated place and its province.
    expect(all.body.data.rows.at(-1).place).toMatch(/^gần .+, .+$/);
    const noTruck = await report(fleet, 'b1', {});
    expect(noTruck.status).toBe(400);
  });

  it('B.3 lists each driving session and filters those over 4 h', async () => {
    const answer = await report(fleet, 'b3', { driver_name: day.driver.fullname });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rows = answer.body.data.rows;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      driver_name: day.driver.fullname,
      licence_number: day.driver.licence_number,
      plate: day.truck.plate_display,
      start_time: '2025-11-20 08:00:00',
      start_place: day.place,
      driving_s: 261 * 60,
      over_limit: true,
    });
    expect(rows[1].over_limit).toBe(false);
    const over = await report(fleet, 'b3', { ...byTruck(), over_limit_only: true });
    expect(over.body.data.rows).toHaveLength(1);
    expect(over.body.data.rows[0].start_time).toBe('2025-11-20 08:00:00');
  });

  it('B.2.2 lists the overspeed event with its limit and band', async () => {
    const answer = await report(fleet, 'b2-2', byTruck());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.rows).toHaveLength(1);
    const [event] = answer.body.data.rows;
    expect(event).toMatchObject({
      driver_name: day.driver.fullname,
      licence_number: day.driver.licence_number,
      limit_kmh: 80,
      band: 'band_2',
      max_speed_kmh: 95,
    });
    expect(event.avg_speed_kmh).toBeCloseTo(95, 0);
    expect(event.duration_s).toBeGreaterThanOrEqual(4 * 60);
  });

  it('B.4 lists stops with a total row and honours the minimum length', async () => {
    const answer = await report(fleet, 'b4', byTruck());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const durations = answer.body.data.rows.map((r: { duration_s: number }) => r.duration_s);
    // The last stop is still open at the end of the data: it runs to the last fix.
    // From the first fix at rest to the last (the set-off's leg is driving).
    expect(durations.slice(0, 2)).toEqual([570, 1170]);
    expect(durations[2]).toBeGreaterThanOrEqual(1140);
    expect(durations[2]).toBeLessThanOrEqual(1170);
    expect(answer.body.data.rows[0]).toMatchObject({
      driver_name: day.driver.fullname,
      plate: day.truck.plate_display,
      start_time: '2025-11-20 10:10:30',
    });
    expect(answer.body.data.total).toEqual({ count: 3, duration_s: 1740 + durations[2] });
    const long = await report(fleet, 'b4', { ...byTruck(), min_stop_minutes: 15 });
    expect(long.body.data.total).toEqual({ count: 2, duration_s: 1170 + durations[2] });
  });

  it('B.1.2 gives each trip with km, duration and speeds; totals add up', async () => {
    const answer = await report(fleet, 'b1-2', { driver_name: day.driver.username });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rows = answer.body.data.rows;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]).toMatchObject({
      driver_name: day.driver.fullname,
      start_time: '2025-11-20 08:00:00',
      start_place: day.place,
    });
    for (const trip of rows)
      expect(trip.avg_speed_kmh).toBeCloseTo(trip.distance_km / (trip.duration_s / 3600), 0);
    expect(Math.max(...rows.map((r: { max_speed_kmh: number }) => r.max_speed_kmh))).toBe(95);
    const km = rows.reduce((s: number, r: { distance_km: number }) => s + r.distance_km, 0);
    expect(answer.body.data.total.count).toBe(rows.length);
    expect(answer.body.data.total.distance_km).toBeCloseTo(km, 1);
    // Kilometres of the day: 260 min at 60, 5 at 95, 5 at 60, less the first fix after stops.
    expect(km).toBeGreaterThan(268);
    expect(km).toBeLessThan(273);
  });

  it('B.5.1 and B.5.2 sum the day per truck and per driver', async () => {
    const trucks = await report(fleet, 'b5-1', byTruck());
    expect(trucks.status, JSON.stringify(trucks.body)).toBe(200);
    expect(trucks.body.data.rows).toHaveLength(1);
    const row = trucks.body.data.rows[0];
    expect(row).toMatchObject({
      plate: day.truck.plate_display,
      overspeed_band_1: 0,
      overspeed_band_2: 1,
      overspeed_band_3: 0,
      overspeed_band_4: 0,
      overspeed_total: 1,
    });
    expect(row.km_over_limit).toBeGreaterThan(6);
    expect(row.km_over_limit).toBeLessThan(8.5);
    expect(row.percent_over_limit).toBeCloseTo((100 * row.km_over_limit) / row.distance_km, 1);
    const trips = await report(fleet, 'b1-2', byTruck());
    expect(row.distance_km).toBeCloseTo(trips.body.data.total.distance_km, 1);
    expect(trucks.body.data.total.distance_km).toBe(row.distance_km);

    const drivers = await report(fleet, 'b5-2', { driver_name: day.driver.fullname });
    expect(drivers.body.data.rows).toHaveLength(1);
    expect(drivers.body.data.rows[0]).toMatchObject({
      username: day.driver.username.toLowerCase(),
      driver_name: day.driver.fullname,
      licence_number: day.driver.licence_number,
      distance_km: row.distance_km,
      overspeed_band_2: 1,
      sessions_over_limit: 1,
      stops: row.stops,
    });
    expect(drivers.body.data.total.sessions_over_limit).toBe(1);
  });

  it('applies truck grants and the page permission', async () => {
    const clerk = await createUser(fleet, { role: 'warehouse_operation' });
    const none = await report(fleet, 'b5-1', {}, clerk.token);
    expect(none.status).toBe(403);
    await fleet.call('POST', '/fleet/roles/add_resources', {
      token: fleet.adminToken,
      body: { username: clerk.username, type: 'page', keys: ['management/driving-report'] },
    });
    const empty = await report(fleet, 'b5-1', {}, clerk.token);
    expect(empty.status).toBe(200);
    expect(empty.body.data.rows).toEqual([]);
    expect((await report(fleet, 'b1', byTruck(), clerk.token)).status).toBe(404);
    expect(
      (await report(fleet, 'b3', { driver_name: day.driver.username }, clerk.token)).body.data.rows,
    ).toEqual([]);
    await fleet.call('POST', '/fleet/roles/add_resources', {
      token: fleet.adminToken,
      body: { username: clerk.username, type: 'truck', keys: [String(day.truck.id)] },
    });
    const granted = await report(fleet, 'b5-1', {}, clerk.token);
    expect(granted.body.data.rows.map((r: { plate: string }) => r.plate)).toEqual([
      day.truck.plate_display,
    ]);
  });

  it('refuses a bad period and finds no video where none was recorded', async () => {
    const reversed = await report(fleet, 'b4', {
      start_time: PERIOD.end_time,
      end_time: PERIOD.start_time,
    });
    expect(reversed.status).toBe(400);
    const videos = await fleet.call('POST', '/api/report-videos/find', {
      token: fleet.adminToken,
      body: {
        moments: [
          {
            plate: day.truck.plate,
            start_time: '2025-11-20 08:00:00',
            end_time: '2025-11-20 08:05:00',
          },
        ],
      },
    });
    expect(videos.status).toBe(200);
    expect(videos.body.data).toEqual([{ url: null, start_time: null }]);
  });
});
