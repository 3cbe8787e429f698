import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_SETTINGS_DEFAULTS } from '@fleet/contracts';
import { assignDriver, createTruck, createUser } from '../factories.js';
import { feedBatch, settle } from '../motion/motion-feed.js';
import { streamBuilder } from '../motion/stream-builder.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { PERIOD, report } from './report-fixture.js';

/**
 * One definition of a stop (domain-vietnam.md): the trip report, B.4, B.5.1, B.5.2, the
 * driver's day list and the route replay count the same stops of a truck and day, those of at least the admin's
 * `min_stop_minutes`, and follow the setting when it changes.
 */
let fleet: TestConsole;
let truck: Awaited<ReturnType<typeof createTruck>>;
let driver: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  fleet = await startTestConsole();
  driver = await createUser(fleet);
  truck = await createTruck(fleet);
  await assignDriver(fleet, truck.id, driver.username);
  // From 08:00: two 40-second halts (traffic lights), a 3-minute stop and a 10-minute stop,
  // moving between them and at the end (no stop left open at the last fix).
  const halt = 40 / 60;
  const fixes = streamBuilder('2025-11-20T01:00:00Z', 10)
    .drive(20)
    .stop(halt)
    .drive(20)
    .stop(halt)
    .drive(20)
    .stop(3)
    .drive(20)
    .stop(10)
    .drive(20).fixes;
  await feedBatch(fleet, truck, fixes);
});
afterAll(async () => {
  await fleet?.call('PUT', '/api/settings', {
    token: fleet.adminToken,
    body: DOMAIN_SETTINGS_DEFAULTS,
  });
  await fleet?.close();
});

async function setMinStop(minutes: number) {
  const answer = await fleet.call('PUT', '/api/settings', {
    token: fleet.adminToken,
    body: { ...DOMAIN_SETTINGS_DEFAULTS, min_stop_minutes: minutes },
  });
  expect(answer.status).toBe(200);
  // The engine derives the history again under the new setting.
  await settle(fleet);
}

/** The number of stops each report gives for the truck's day. */
async function stopCounts() {
  const trip = await fleet.call('POST', '/contract/get_list_stop_and_video', {
    token: fleet.adminToken,
    body: { plate: truck.plate, ...PERIOD },
  });
  expect(trip.status).toBe(200);
  const b4 = await report(fleet, 'b4', { plate: truck.plate });
  const b51 = await report(fleet, 'b5-1', { plate: truck.plate });
  const b52 = await report(fleet, 'b5-2', { driver_name: driver.username });
  const replay = await fleet.call('POST', '/truck/get_route_from_video', {
    token: fleet.adminToken,
    body: { plate: truck.plate, ...PERIOD },
  });
  expect(replay.status).toBe(200);
  const days = await fleet.call('POST', '/driver_report/get_list_by_date', {
    token: fleet.adminToken,
    body: { ...PERIOD, driver_name: driver.username },
  });
  return {
    trip: trip.body.data.stops.length,
    tripSum: trip.body.data.sum.stop_count,
    b4: b4.body.data.rows.length,
    b51: b51.body.data.rows[0].stops,
    b52: b52.body.data.rows[0].stops,
    driverDay: days.body.data[0].stops,
    replay: replay.body.data.stops.length,
  };
}

const all = (n: number) => ({
  trip: n,
  tripSum: n,
  b4: n,
  b51: n,
  b52: n,
  driverDay: n,
  replay: n,
});

describe('one definition of a stop', () => {
  it('with the default 2 minutes every report counts the same 2 stops, not the halts', async () => {
    expect(await stopCounts()).toEqual(all(2));
    const trip = await fleet.call('POST', '/contract/get_list_stop_and_video', {
      token: fleet.adminToken,
      body: { plate: truck.plate, ...PERIOD },
    });
    expect(trip.body.data.min_minutes).toBe(2);
  });

  it('follows min_stop_minutes when the admin changes it', async () => {
    await setMinStop(5);
    expect(await stopCounts()).toEqual(all(1));
    await setMinStop(0);
    expect(await stopCounts()).toEqual(all(4));
    await setMinStop(2);
    expect(await stopCounts()).toEqual(all(2));
  });

  it("a list's own filter may show the halts; the summaries keep the setting", async () => {
    const trip = await fleet.call('POST', '/contract/get_list_stop_and_video', {
      token: fleet.adminToken,
      body: { plate: truck.plate, ...PERIOD, min_minutes: 0 },
    });
    expect(trip.body.data.stops).toHaveLength(4);
    const b4 = await report(fleet, 'b4', { plate: truck.plate, min_stop_minutes: 0 });
    expect(b4.body.data.rows).toHaveLength(4);
    const b51 = await report(fleet, 'b5-1', { plate: truck.plate });
    expect(b51.body.data.rows[0].stops).toBe(2);
  });
});
