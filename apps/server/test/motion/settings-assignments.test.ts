import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_SETTINGS_DEFAULTS } from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { feedBatch, truckWithDriver } from './motion-feed.js';
import { streamBuilder } from './stream-builder.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

const post = (url: string, body: unknown, token = fleet.adminToken) =>
  fleet.call('POST', url, { token, body });

describe('domain settings', () => {
  it('answers the defaults, and only an admin changes them, validated', async () => {
    const user = await createUser(fleet);
    const read = await fleet.call('GET', '/api/settings', { token: user.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(DOMAIN_SETTINGS_DEFAULTS);

    const changed = { ...DOMAIN_SETTINGS_DEFAULTS, session_break_minutes: 20 };
    const denied = await fleet.call('PUT', '/api/settings', { token: user.token, body: changed });
    expect(denied.status).toBe(403);
    const bad = await fleet.call('PUT', '/api/settings', {
      token: fleet.adminToken,
      body: { ...changed, continuous_warn_minutes: 300 },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error)).toContain('continuous_warn_minutes');

    const put = await fleet.call('PUT', '/api/settings', {
      token: fleet.adminToken,
      body: changed,
    });
    expect(put.status).toBe(200);
    const after = await fleet.call('GET', '/api/settings', { token: user.token });
    expect(after.body.data.session_break_minutes).toBe(20);
    await fleet.call('PUT', '/api/settings', {
      token: fleet.adminToken,
      body: DOMAIN_SETTINGS_DEFAULTS,
    });
  });
});

describe('the engine follows the settings', () => {
  it('with a 20-minute session break, a 15-minute stop no longer ends the session', async () => {
    await fleet.call('PUT', '/api/settings', {
      token: fleet.adminToken,
      body: { ...DOMAIN_SETTINGS_DEFAULTS, session_break_minutes: 20 },
    });
    try {
      const { truck, driver } = await truckWithDriver(fleet);
      const fixes = streamBuilder('2025-11-20T01:00:00Z').drive(130).stop(15).drive(130).stop(25);
      await feedBatch(fleet, truck, fixes.fixes);
      const route = await post('/driver_report/get_driver_route_report', {
        start_time: '2025-11-20 00:00:00',
        end_time: '2025-11-20 23:59:59',
        driver_name: driver.username,
      });
      expect(route.body.data.sessions).toHaveLength(1);
      expect(route.body.data.sessions[0].driving_seconds).toBe(261 * 60);
    } finally {
      await fleet.call('PUT', '/api/settings', {
        token: fleet.adminToken,
        body: DOMAIN_SETTINGS_DEFAULTS,
      });
    }
  });
});

describe('driver assignments', () => {
  it('lists, creates, refuses overlaps, ends and deletes', async () => {
    const truck = await createTruck(fleet);
    const driver = await createUser(fleet);
    const create = (body: Record<string, unknown>) =>
      post('/api/trucks/assignments/create', { truck_id: truck.id, ...body });
    const first = await create({
      driver_username: driver.username,
      valid_from: '2025-11-01 00:00:00',
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      driver_username: driver.username,
      driver_name: driver.fullname,
      valid_from: '2025-11-01 00:00:00',
      valid_to: null,
    });
    const overlap = await create({
      driver_username: driver.username,
      valid_from: '2025-11-10 00:00:00',
    });
    expect(overlap.status).toBe(409);
    expect(
      (await create({ driver_username: 'nobody-here', valid_from: '2025-12-01 00:00:00' })).status,
    ).toBe(400);

    const ended = await post('/api/trucks/assignments/end', {
      id: first.body.data.id,
      valid_to: '2025-11-10 00:00:00',
    });
    expect(ended.body.data.valid_to).toBe('2025-11-10 00:00:00');
    const second = await create({
      driver_username: driver.username,
      valid_from: '2025-11-10 00:00:00',
    });
    expect(second.status).toBe(201);
    const list = await post('/api/trucks/assignments/list', { truck_id: truck.id });
    expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([
      second.body.data.id,
      first.body.data.id,
    ]);
    const deleted = await post('/api/trucks/assignments/delete', { id: second.body.data.id });
    expect(deleted.body.data.deleted).toBe(1);
  });

  it('needs the trucks page and a grant of the truck', async () => {
    const truck = await createTruck(fleet);
    const other = await createTruck(fleet);
    const clerk = await createUser(fleet, { role: 'driver' });
    expect(
      (await post('/api/trucks/assignments/list', { truck_id: truck.id }, clerk.token)).status,
    ).toBe(403);
    for (const [type, keys] of [
      ['page', ['trucks']],
      ['truck', [String(truck.id)]],
    ] as const)
      await post('/fleet/roles/add_resources', { username: clerk.username, type, keys });
    expect(
      (await post('/api/trucks/assignments/list', { truck_id: truck.id }, clerk.token)).status,
    ).toBe(200);
    expect(
      (await post('/api/trucks/assignments/list', { truck_id: other.id }, clerk.token)).status,
    ).toBe(404);
  });
});

describe('live driving', () => {
  it('warns managers once at 3 h 55 min and shows the driver on the overview card', async () => {
    const { truck, driver } = await truckWithDriver(fleet);
    const start = new Date(Date.now() - 238 * 60_000);
    const fixes = streamBuilder(start).drive(237).fixes;
    await feedBatch(fleet, truck, fixes.slice(0, 400));
    await feedBatch(fleet, truck, fixes.slice(400));
    const notices = await fleet.db.query<{ params: { driver: string }; link: string }>(
      "select params, link from notices where kind = 'continuous_driving_soon'",
    );
    const mine = notices.filter((n) => n.params.driver === driver.username);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.link).toContain('/management/driving-report');

    const card = await post('/driver_report/get_current_list', {});
    const row = card.body.data.find((r: { username: string }) => r.username === driver.username);
    expect(row).toMatchObject({
      driving_now: true,
      plate: truck.plate_display,
      continuous_seconds: 237 * 60,
    });

    const drivers = await post('/driver/driver_list', {});
    expect(drivers.body.data.map((d: { username: string }) => d.username)).toContain(
      driver.username,
    );
  });

  it('filters driver reports by the user’s truck grants', async () => {
    const seen = await createTruck(fleet);
    const hidden = await createTruck(fleet);
    const driver = await createUser(fleet);
    for (const truck of [seen, hidden]) {
      await post('/api/trucks/assignments/create', {
        truck_id: truck.id,
        driver_username: driver.username,
        valid_from: '2025-01-01 00:00:00',
      });
    }
    await feedBatch(fleet, seen, streamBuilder('2025-11-20T01:00:00Z').drive(60).stop(20).fixes);
    await feedBatch(fleet, hidden, streamBuilder('2025-11-20T05:00:00Z').drive(60).stop(20).fixes);
    const manager = await createUser(fleet, { role: 'driver' });
    const body = {
      start_time: '2025-11-20 00:00:00',
      end_time: '2025-11-20 23:59:59',
      driver_name: driver.username,
    };
    expect((await post('/driver_report/get_list_by_date', body, manager.token)).status).toBe(403);
    await post('/fleet/roles/add_resources', {
      username: manager.username,
      type: 'page',
      keys: ['management/driving-report'],
    });
    await post('/fleet/roles/add_resources', {
      username: manager.username,
      type: 'truck',
      keys: [String(seen.id)],
    });
    const mine = await post('/driver_report/get_list_by_date', body, manager.token);
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({
      driving_seconds: 60.5 * 60,
      plates: [seen.plate_display],
    });
    const all = await post('/driver_report/get_list_by_date', body);
    expect(all.body.data[0].driving_seconds).toBe(121 * 60);
    const bad = await post('/driver_report/get_list_by_date', { ...body, start_time: 'yesterday' });
    expect(bad.status).toBe(400);
  });
});
