import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignDriver, createTruck, createUser } from '../factories.js';
import { feedBatch, truckWithDriver } from '../motion/motion-feed.js';
import { streamBuilder } from '../motion/stream-builder.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

const now = (token: string) => fleet.call('GET', '/api/driver/now', { token });
const choose = (token: string, body: unknown) =>
  fleet.call('POST', '/api/driver/truck', { token, body });
const choices = () => fleet.db.query('select username, truck_id from driver_truck_choices');

describe('GET /api/driver/now', () => {
  it('the assigned truck and 4 h 5 min of driving just now: over the continuous limit, as the reports count it', async () => {
    const { truck, driver } = await truckWithDriver(fleet);
    const start = Date.now() - 250 * 60_000;
    await feedBatch(fleet, truck, streamBuilder(new Date(start)).drive(245).fixes);
    const answer = await now(driver.token);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({
      driver_name: driver.fullname,
      truck: { id: truck.id, plate: truck.plate_display },
      truck_source: 'assigned',
      assigned_trucks: [{ id: truck.id, plate: truck.plate_display }],
      driving_now: true,
      continuous: { limit_seconds: 4 * 3600, level: 'over' },
      today: { limit_seconds: 10 * 3600 },
      week: { limit_seconds: 48 * 3600 },
    });
    expect(data.continuous.seconds).toBeGreaterThan(4 * 3600);
    expect(data.continuous.left_seconds).toBe(4 * 3600 - data.continuous.seconds);
    // Today's driving is the driver report's, read from the same rows.
    const today = await fleet.call('POST', '/driver_report/get_current_list', {
      token: fleet.adminToken,
      body: {},
    });
    const row = today.body.data.find((r: { username: string }) => r.username === driver.username);
    expect(data.today.seconds).toBe(row?.driving_seconds ?? 0);
    expect(data.week.seconds).toBeGreaterThanOrEqual(data.today.seconds);
  });

  it('a driver who has not driven: nothing used, every limit ahead', async () => {
    const driver = await createUser(fleet);
    const answer = await now(driver.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      truck: null,
      truck_source: null,
      assigned_trucks: [],
      driving_now: false,
      continuous: { seconds: 0, left_seconds: 4 * 3600, level: 'ok' },
      today: { seconds: 0, level: 'ok' },
      week: { seconds: 0, level: 'ok' },
    });
  });

  it('is refused to office users without the driver app, and to no one signed in', async () => {
    const guard = await createUser(fleet, { role: 'warehouse_security' });
    expect((await now(guard.token)).status).toBe(403);
    expect((await fleet.call('GET', '/api/driver/now')).status).toBe(401);
  });
});

describe('POST /api/driver/truck', () => {
  it('two assigned trucks: none until the driver chooses one of them', async () => {
    const driver = await createUser(fleet);
    const [a, b] = [await createTruck(fleet), await createTruck(fleet)];
    await assignDriver(fleet, a.id, driver.username);
    await assignDriver(fleet, b.id, driver.username);
    const before = await now(driver.token);
    expect(before.body.data.truck).toBeNull();
    expect(before.body.data.assigned_trucks.map((t: { id: number }) => t.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    const chosen = await choose(driver.token, { truck_id: b.id });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({ truck: { id: b.id }, truck_source: 'chosen' });
    expect((await now(driver.token)).body.data.truck.id).toBe(b.id);
  });

  it("another driver's truck or bad input: a clear 4xx and nothing stored", async () => {
    const { truck } = await truckWithDriver(fleet);
    const driver = await createUser(fleet);
    const stored = await choices();
    const other = await choose(driver.token, { truck_id: truck.id });
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('NOT_FOUND');
    // Another truck's driving time is not asked for by naming it.
    const asked = await fleet.call('GET', `/api/driver/now?truck_id=${truck.id}`, {
      token: driver.token,
    });
    expect(asked.status).toBe(400);
    expect(asked.body.error.code).toBe('VALIDATION_FAILED');
    for (const body of [{ truck_id: 'x' }, {}, { truck_id: -1 }, { truck_id: 1.5 }])
      expect((await choose(driver.token, body)).status).toBe(400);
    expect(await choices()).toEqual(stored);
  });
});
