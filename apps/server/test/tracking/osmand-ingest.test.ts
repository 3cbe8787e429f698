import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const epoch = (iso: string) => Math.floor(Date.parse(iso) / 1000);

async function current(truckId: number) {
  const list = await fleet.call('POST', '/truck/get_current_truck_list', {
    token: fleet.adminToken,
  });
  expect(list.status).toBe(200);
  return list.body.data.find((t: { id: number }) => t.id === truckId);
}

async function storedFixes(truckId: number) {
  return fleet.db.query<{ fix_time: Date; speed_kmh: number; lat: number; attributes: unknown }>(
    'select fix_time, speed_kmh, lat, attributes from positions where truck_id = $1 order by fix_time',
    [truckId],
  );
}

describe('OsmAnd ingest', () => {
  it('stores a form POST of the current Traccar Client app, speed from knots to km/h', async () => {
    const truck = await createTruck(fleet);
    const now = epoch(new Date().toISOString());
    const body =
      `id=${truck.device_id}&timestamp=${now}&lat=21.0285&lon=105.8542&speed=27.0` +
      `&bearing=90.0&altitude=12.5&accuracy=4.0&batt=87.0&charge=true`;
    const answer = await fleet.call('POST', '/osmand', { body, headers: FORM });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('');

    const live = await current(truck.id);
    expect(live).toMatchObject({ lat: 21.0285, lon: 105.8542, course: 90 });
    expect(live.speed_kmh).toBeCloseTo(27 * 1.852, 1);
    const [fix] = await storedFixes(truck.id);
    expect(fix!.fix_time.getTime()).toBe(now * 1000);
    expect(fix!.attributes).toEqual({ charge: true });
  });

  it('stores the old app query string on POST and GET, with every timestamp style', async () => {
    const truck = await createTruck(fleet);
    const styles = [
      ['1763700000', '2025-11-21T04:40:00.000Z'],
      ['1763700060000', '2025-11-21T04:41:00.000Z'],
      ['2025-11-21T11:42:00%2B07:00', '2025-11-21T04:42:00.000Z'],
      ['2025-11-21%2004:43:00', '2025-11-21T04:43:00.000Z'],
    ] as const;
    for (const [index, [timestamp]] of styles.entries()) {
      const query = `id=${truck.device_id}&lat=10.77&lon=106.70&timestamp=${timestamp}&speed=0`;
      const method = index % 2 === 0 ? 'POST' : 'GET';
      expect((await fleet.call(method, `/osmand?${query}`)).status).toBe(200);
    }
    const fixes = await storedFixes(truck.id);
    expect(fixes.map((f) => f.fix_time.toISOString())).toEqual(styles.map(([, iso]) => iso));
  });

  it('stores the JSON body with location.coords and speed in m/s', async () => {
    const truck = await createTruck(fleet);
    const at = new Date(Date.now() - 60_000).toISOString();
    const answer = await fleet.call('POST', '/osmand', {
      body: {
        device_id: truck.device_id,
        location: {
          timestamp: at,
          coords: { latitude: 20.86, longitude: 106.68, speed: 15, heading: 45, accuracy: 5 },
          is_moving: true,
          odometer: 1500,
          battery: { level: 0.76, is_charging: false },
        },
      },
    });
    expect(answer.status).toBe(200);
    const [fix] = await storedFixes(truck.id);
    expect(fix!.fix_time.toISOString()).toBe(at);
    expect(fix!.speed_kmh).toBeCloseTo(54, 3);
    expect((await current(truck.id)).course).toBe(45);
  });

  it('ignores a duplicate fix (same device and fix time)', async () => {
    const truck = await createTruck(fleet);
    const body = `id=${truck.device_id}&timestamp=${epoch('2025-11-20T01:00:00Z')}&lat=16.05&lon=108.2`;
    for (let i = 0; i < 3; i += 1) {
      expect((await fleet.call('POST', '/osmand', { body, headers: FORM })).status).toBe(200);
    }
    expect(await storedFixes(truck.id)).toHaveLength(1);
  });

  it('takes a heartbeat without lat/lon as a sign of life, not a fix', async () => {
    const truck = await createTruck(fleet);
    expect((await current(truck.id)).status).toBe('offline');
    const answer = await fleet.call('POST', `/osmand?id=${truck.device_id}&batt=50`);
    expect(answer.status).toBe(200);
    const live = await current(truck.id);
    expect(live.status).toBe('stopped');
    expect(live.last_seen).not.toBeNull();
    expect(live.fix_time).toBeNull();
    expect(await storedFixes(truck.id)).toHaveLength(0);
  });

  it('logs the driver in on the truck from driverUniqueId (card id, else username)', async () => {
    const driver = await createUser(fleet, { fullname: 'Trần Văn Lái', card_id: 'RFID-7788' });
    const truck = await createTruck(fleet);
    const body = `id=${truck.device_id}&lat=21&lon=105.8&driverUniqueId=rfid-7788`;
    expect((await fleet.call('POST', '/osmand', { body, headers: FORM })).status).toBe(200);
    const live = await current(truck.id);
    expect(live.current_driver).toBe(driver.username);
    expect(live.driver_name).toBe('Trần Văn Lái');
  });

  it('answers 400 only without a device id, and 200 for an unreadable fix', async () => {
    expect((await fleet.call('POST', '/osmand?lat=1&lon=2')).status).toBe(400);
    const truck = await createTruck(fleet);
    const bad = await fleet.call('POST', `/osmand?id=${truck.device_id}&lat=95&lon=500`);
    expect(bad.status).toBe(200);
    expect(await storedFixes(truck.id)).toHaveLength(0);
  });

  it('records unknown devices for an admin to attach to a truck', async () => {
    const deviceId = `stranger-${Date.now()}`;
    const post = () => fleet.call('POST', `/osmand?id=${deviceId}&lat=10.9&lon=106.8`);
    expect((await post()).status).toBe(200);
    const unknown = await fleet.call('POST', '/api/devices/unknown', { token: fleet.adminToken });
    expect(unknown.body.data).toContainEqual(
      expect.objectContaining({ device_id: deviceId, lat: 10.9, lon: 106.8 }),
    );

    const truck = await createTruck(fleet, { device_id: null });
    const attach = await fleet.call('POST', '/api/devices/attach', {
      token: fleet.adminToken,
      body: { device_id: deviceId, truck_id: truck.id },
    });
    expect(attach.status).toBe(200);
    expect((await post()).status).toBe(200);
    expect(await storedFixes(truck.id)).toHaveLength(1);
    const after = await fleet.call('POST', '/api/devices/unknown', { token: fleet.adminToken });
    expect(after.body.data.map((d: { device_id: string }) => d.device_id)).not.toContain(deviceId);
  });
});

describe('batch endpoint', () => {
  it('needs the device key and reports accepted, duplicates and rejected', async () => {
    const truck = await createTruck(fleet);
    const keyAnswer = await fleet.call('POST', '/api/devices/key', {
      token: fleet.adminToken,
      body: { device_id: truck.device_id },
    });
    expect(keyAnswer.status).toBe(200);
    const key = keyAnswer.body.data.key as string;
    const position = (minute: number) => ({
      device_id: truck.device_id,
      time: `2025-11-20 08:${String(minute).padStart(2, '0')}:00`,
      lat: 10.8,
      lon: 106.7,
      speed_kmh: 40,
      course: 180,
      ignition: true,
    });
    const body = {
      positions: [
        position(1),
        position(2),
        position(2),
        { ...position(3), device_id: 'someone-else' },
        { ...position(4), lat: 'north' },
      ],
    };

    expect((await fleet.call('POST', '/api/ingest/positions', { body })).status).toBe(401);
    const wrongKey = { 'x-device-key': 'not-a-key' };
    expect(
      (await fleet.call('POST', '/api/ingest/positions', { body, headers: wrongKey })).status,
    ).toBe(401);

    const headers = { 'x-device-key': key };
    const answer = await fleet.call('POST', '/api/ingest/positions', { body, headers });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      accepted: 2,
      duplicates: 1,
      rejected: [
        { index: 3, code: 'DEVICE_MISMATCH' },
        { index: 4, code: 'VALIDATION_FAILED' },
      ],
    });
    const again = await fleet.call('POST', '/api/ingest/positions', { body, headers });
    expect(again.body.data).toMatchObject({ accepted: 0, duplicates: 3 });
    // 08:01 in the company zone (UTC+7) is 01:01 UTC.
    const [first] = await storedFixes(truck.id);
    expect(first!.fix_time.toISOString()).toBe('2025-11-20T01:01:00.000Z');
  });

  it('only admins manage device keys', async () => {
    const manager = await createUser(fleet, { role: 'warehouse_manager' });
    const answer = await fleet.call('POST', '/api/devices/key', {
      token: manager.token,
      body: { device_id: 'x-1' },
    });
    expect(answer.status).toBe(403);
  });
});
