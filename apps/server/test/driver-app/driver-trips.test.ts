import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, createUser } from '../factories.js';
import { truckWithDriver } from '../motion/motion-feed.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { planFor } from './driver-plans.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

const trips = (token: string) => fleet.call('GET', '/api/driver/trips', { token });
const mark = (token: string, body: unknown) =>
  fleet.call('POST', '/api/driver/stops/mark', { token, body });
const markCount = async () =>
  Number((await fleet.db.query<{ n: string }>('select count(*) as n from trip_stop_marks'))[0]!.n);

describe('the driver app trips', () => {
  it("today's planned trips of the driver's truck with their stops; marks stored once", async () => {
    const { truck, driver } = await truckWithDriver(fleet);
    const other = await createTruck(fleet);
    await planFor(fleet, [truck.plate_display, other.plate_display], 'DH-DRV');
    const answer = await trips(driver.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.truck).toEqual({ id: truck.id, plate: truck.plate_display });
    expect(answer.body.data.trips).toHaveLength(1);
    const trip = answer.body.data.trips[0];
    expect(trip).toMatchObject({
      order_code: 'DH-DRV-0',
      truck_id: truck.id,
      destination: { lat: 10.85, lon: 106.75 },
      actual: { status: 'not_started' },
      marks: {
        origin: { arrived_at: null, delivered_at: null },
        destination: { arrived_at: null, delivered_at: null },
      },
    });
    const body = {
      trip_id: trip.id,
      stop: 'destination',
      mark: 'arrived',
      request_key: 'k-0001-abcd',
    };
    const first = await mark(driver.token, body);
    expect(first.status).toBe(200);
    expect(first.body.data.marks.destination.arrived_at).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const before = await markCount();
    // Sent again by the queue: the same answer, nothing more stored.
    const again = await mark(driver.token, body);
    expect(again.status).toBe(200);
    expect(again.body.data.marks).toEqual(first.body.data.marks);
    expect(await markCount()).toBe(before);
    const listed = await trips(driver.token);
    expect(listed.body.data.trips[0].marks.destination.arrived_at).toBe(
      first.body.data.marks.destination.arrived_at,
    );
  });

  it("another truck's trip, a driver without a truck, bad input: a clear 4xx, nothing stored", async () => {
    const { truck } = await truckWithDriver(fleet);
    const mine = await truckWithDriver(fleet);
    await planFor(fleet, [truck.plate_display, mine.truck.plate_display], 'DH-OTHER');
    const before = await markCount();
    const all = await fleet.db.query<{ id: number; truck_id: number }>(
      'select id, truck_id from trip_plans where truck_id = $1',
      [truck.id],
    );
    const foreign = all[0]!.id;
    // Another truck's trips are never listed: a truck (or driver) asked for is refused, not
    // answered with the caller's own.
    for (const query of [`truck_id=${truck.id}`, `plate=${truck.plate}`, 'username=admin']) {
      const asked = await fleet.call('GET', `/api/driver/trips?${query}`, {
        token: mine.driver.token,
      });
      expect(asked.status, query).toBe(400);
      expect(asked.body.error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(asked.body)).not.toContain('DH-OTHER');
    }
    const refused = await mark(mine.driver.token, {
      trip_id: foreign,
      stop: 'origin',
      mark: 'arrived',
      request_key: 'k-foreign-1',
    });
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('NOT_FOUND');
    const lonely = await createUser(fleet);
    expect((await trips(lonely.token)).body.data).toEqual({ truck: null, trips: [] });
    expect(
      (
        await mark(lonely.token, {
          trip_id: foreign,
          stop: 'origin',
          mark: 'arrived',
          request_key: 'k-lonely-1',
        })
      ).status,
    ).toBe(404);
    const valid = { trip_id: foreign, stop: 'origin', mark: 'arrived', request_key: 'k-bad-0001' };
    for (const body of [
      { ...valid, stop: 'depot' },
      { ...valid, mark: 'lost' },
      { ...valid, request_key: 'short' },
      { ...valid, request_key: 'has spaces in it' },
      { ...valid, trip_id: 'x' },
      { ...valid, lat: 91 },
      { ...valid, at: '2020-01-01 00:00:00' },
      { ...valid, at: 'yesterday' },
    ])
      expect((await mark(mine.driver.token, body)).status).toBe(400);
    const guard = await createUser(fleet, { role: 'warehouse_security' });
    expect((await trips(guard.token)).status).toBe(403);
    expect(await markCount()).toBe(before);
  });
});
