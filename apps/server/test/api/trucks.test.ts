import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTruckListResponse, ZTruckResponse } from '@fleet/contracts';
import { createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(() => fleet.close());

async function createTruck(body: Record<string, unknown>) {
  const response = await fleet.call('POST', '/truck/create', { token: fleet.adminToken, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return ZTruckResponse.parse(response.body).data;
}

describe('trucks', () => {
  it('stores the plate canonical, shows it the Vietnamese way, and fills the speed limit from the type', async () => {
    const truck = await createTruck({
      plate: '51d 123.45',
      name: 'Hino 01',
      device_id: 'dev-001',
      vehicle_type: 'tractor',
    });
    expect(truck).toMatchObject({
      plate: '51D12345',
      plate_display: '51D-123.45',
      speed_limit_kmh: 70,
      cameras: 0,
      odometer_km: 0,
    });
  });

  it('refuses a bad plate naming the field, and duplicates with 409', async () => {
    const bad = await fleet.call('POST', '/truck/create', {
      token: fleet.adminToken,
      body: { plate: '51I-123.45' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('plate');
    const dupPlate = await fleet.call('POST', '/truck/create', {
      token: fleet.adminToken,
      body: { plate: '51D-12345' },
    });
    expect(dupPlate.status).toBe(409);
    expect(dupPlate.body.error.details[0].field).toBe('plate');
    const dupDevice = await fleet.call('POST', '/truck/create', {
      token: fleet.adminToken,
      body: { plate: '51D-999.99', device_id: 'dev-001' },
    });
    expect(dupDevice.status).toBe(409);
    expect(dupDevice.body.error.details[0].field).toBe('device_id');
  });

  it('updates a truck and checks the assigned driver exists', async () => {
    const truck = await createTruck({ plate: '29C-456.78' });
    const driver = await createUser(fleet);
    const updated = await fleet.call('PUT', '/truck/update', {
      token: fleet.adminToken,
      body: { id: truck.id, driver_username: driver.username, speed_limit_kmh: 60, cameras: 2 },
    });
    expect(updated.body.data).toMatchObject({
      driver_username: driver.username,
      speed_limit_kmh: 60,
      cameras: 2,
    });
    const ghost = await fleet.call('PUT', '/truck/update', {
      token: fleet.adminToken,
      body: { id: truck.id, driver_username: 'ghost' },
    });
    expect(ghost.status).toBe(400);
  });

  it('shows a role with two truck grants exactly those two trucks', async () => {
    const a = await createTruck({ plate: '15C-111.11' });
    const b = await createTruck({ plate: '15C-222.22' });
    await createTruck({ plate: '15C-333.33' });
    await fleet.call('POST', '/fleet/roles/add_resources', {
      token: fleet.adminToken,
      body: { role: 'warehouse_operation', type: 'truck', keys: [String(a.id), String(b.id)] },
    });
    const operator = await createUser(fleet, { role: 'warehouse_operation' });
    for (const path of ['/truck/truck_list', '/truck/get_list']) {
      const list = ZTruckListResponse.parse(
        (await fleet.call('POST', path, { token: operator.token })).body,
      );
      expect(list.data.map((t) => t.plate).sort()).toEqual(['15C11111', '15C22222']);
    }
    const all = ZTruckListResponse.parse(
      (await fleet.call('POST', '/truck/truck_list', { token: fleet.adminToken })).body,
    );
    expect(all.data.length).toBeGreaterThanOrEqual(5);
  });

  it('searches by plate in any spelling', async () => {
    const found = await fleet.call('POST', '/truck/get_list', {
      token: fleet.adminToken,
      body: { search: '15C-111' },
    });
    expect(found.body.data.map((t: { plate: string }) => t.plate)).toEqual(['15C11111']);
  });

  it('deletes several by list_vid and frees the plate', async () => {
    const a = await createTruck({ plate: '43C-100.01' });
    const b = await createTruck({ plate: '43C-100.02' });
    const deleted = await fleet.call('POST', '/truck/delete', {
      token: fleet.adminToken,
      body: { list_vid: [a.id, b.id] },
    });
    expect(deleted.body.data.deleted).toBe(2);
    const list = await fleet.call('POST', '/truck/get_list', {
      token: fleet.adminToken,
      body: { search: '43C' },
    });
    expect(list.body.data).toEqual([]);
    await createTruck({ plate: '43C-100.01' });
  });
});
