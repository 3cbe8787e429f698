import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

/**
 * Requests as the three generations of Traccar Client build them, each field from its
 * sender (their code read, none copied), and what the console stores of them:
 * - v8: traccar/traccar-client-android at 190ad19ac86941b3492d4c18d20269749f8a1cd8,
 *   ProtocolFormatter.kt: the fields in the query string of a POST (id, timestamp, lat, lon,
 *   speed in knots, bearing, altitude, accuracy, batt, charge, mock, alarm);
 * - v9: traccar/traccar-client at v9.7.20 (e75baaac1e2b4be2e91207aa5f1c1b92d3200970),
 *   lib/preferences.dart `_locationTemplate`: JSON `{ location, device_id }` with coords in
 *   m/s, is_moving, odometer, event, battery, activity and extras; the plugin adds mock,
 *   uuid, age and accuracies (Traccar's own decoder test has such a location);
 * - v10: traccar/traccar-client-sdk at c74aba6b115ebeb7fa78546ebd9b946ed6d06140,
 *   HttpUploader.kt: a form (id, imei, lat, lon, timestamp, accuracy, altitude, speed in
 *   knots, bearing, batt, charge, alarm, battery_health, battery_voltage, battery_temp and
 *   the configured attributes), or a JSON array of the same; TrackerEngine.kt: a heartbeat
 *   while stationary without a location has only the time and the battery fields.
 */
let fleet: TestConsole;
let driver: { username: string };
beforeAll(async () => {
  fleet = await startTestConsole();
  driver = await createUser(fleet, { role: 'driver', card_id: 'TC-0042' });
});
afterAll(async () => {
  await fleet?.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };
const nowS = () => Math.floor(Date.now() / 1000);

async function fixesOf(truckId: number) {
  return fleet.db.query<{
    fix_time: Date;
    lat: number;
    lon: number;
    speed_kmh: number;
    course: number | null;
    accuracy: number | null;
    altitude: number | null;
    odometer_km: number | null;
    driver_username: string | null;
    attributes: Record<string, unknown> | null;
  }>('select * from positions where truck_id = $1 order by fix_time', [truckId]);
}

const stateOf = async (truckId: number) =>
  (
    await fleet.db.query<{ battery: number | null; last_seen: Date | null; driver: string | null }>(
      'select battery, last_seen, driver_username as driver from truck_states where truck_id = $1',
      [truckId],
    )
  )[0];

describe('Traccar Client v8 (query string)', () => {
  it('stores every field it sends: charge, mock and the alarm as attributes', async () => {
    const truck = await createTruck(fleet);
    const t = nowS() - 60;
    const query =
      `id=${truck.device_id}&timestamp=${t}&lat=21.0285&lon=105.8542&speed=10.0` +
      `&bearing=90.5&altitude=12.0&accuracy=4.5&batt=87.0&charge=true&mock=true&alarm=sos`;
    expect((await fleet.call('POST', `/osmand?${query}`)).status).toBe(200);
    const [fix] = await fixesOf(truck.id);
    expect(fix).toMatchObject({ lat: 21.0285, lon: 105.8542, course: 90.5, accuracy: 4.5 });
    expect(fix!.speed_kmh).toBeCloseTo(18.52, 2);
    expect(fix!.fix_time.getTime()).toBe(t * 1000);
    expect(fix!.attributes).toEqual({ charge: true, mock: true, alarm: 'sos' });
    expect((await stateOf(truck.id))!.battery).toBe(87);
  });
});

describe('Traccar Client v9 (JSON location)', () => {
  const location = (deviceId: string, extras: object, at = new Date()) => ({
    location: {
      timestamp: at.toISOString(),
      coords: {
        latitude: 10.7769,
        longitude: 106.7009,
        accuracy: 5,
        speed: 12.5,
        heading: 45,
        altitude: 7,
        speed_accuracy: 0.5,
        heading_accuracy: 2,
        altitude_accuracy: 3,
      },
      is_moving: true,
      odometer: 1520,
      event: 'motionchange',
      battery: { level: 0.64, is_charging: true },
      activity: { type: 'in_vehicle', confidence: 90 },
      mock: false,
      uuid: '2FB04C65-99CF-42AB-8DD3-EBCB4B108BF8',
      age: 188,
      extras,
      _: `&id=${deviceId}&lat=10.7769&lon=106.7009&timestamp=${at.toISOString()}&`,
    },
    device_id: deviceId,
  });

  it('stores activity, mock and the rest of the location; extras.driverUniqueId logs in', async () => {
    const truck = await createTruck(fleet);
    const body = JSON.stringify(
      location(truck.device_id!, { driverUniqueId: 'tc-0042', shift: 'night' }),
    );
    expect((await fleet.call('POST', '/osmand', { body, headers: JSON_TYPE })).status).toBe(200);
    const [fix] = await fixesOf(truck.id);
    expect(fix!.speed_kmh).toBeCloseTo(45, 6);
    expect(fix).toMatchObject({ odometer_km: 1.52, driver_username: driver.username });
    expect(fix!.attributes).toEqual({
      activity: 'in_vehicle',
      activity_confidence: 90,
      mock: false,
      uuid: '2FB04C65-99CF-42AB-8DD3-EBCB4B108BF8',
      age: 188,
      speed_accuracy: 0.5,
      heading_accuracy: 2,
      altitude_accuracy: 3,
      is_moving: true,
      event: 'motionchange',
      charge: true,
      shift: 'night',
    });
    expect(await stateOf(truck.id)).toMatchObject({ battery: 64, driver: driver.username });
  });

  it('keeps the battery of a location without coordinates, storing no fix', async () => {
    const truck = await createTruck(fleet);
    const body = location(truck.device_id!, {});
    const withoutCoords: Record<string, unknown> = { ...body.location };
    delete withoutCoords.coords;
    const answer = await fleet.call('POST', '/osmand', {
      body: JSON.stringify({ ...body, location: { ...withoutCoords, battery: { level: 0.31 } } }),
      headers: JSON_TYPE,
    });
    expect(answer.status).toBe(200);
    expect(await fixesOf(truck.id)).toHaveLength(0);
    expect((await stateOf(truck.id))!.battery).toBe(31);
  });
});

describe('Traccar Client v10 (form, JSON array, heartbeats)', () => {
  const fields = (deviceId: string, t: number) => ({
    id: deviceId,
    imei: '356938035643809',
    lat: '20.8449',
    lon: '106.6881',
    timestamp: String(t),
    accuracy: '3.9',
    altitude: '5.0',
    speed: '21.6',
    bearing: '180.0',
    batt: '77',
    charge: 'false',
    battery_health: 'good',
    battery_voltage: '4012',
    battery_temp: '31.5',
    // A configured attribute: the app sends what the admin set, such as the driver's card.
    driverUniqueId: 'TC-0042',
  });

  it('stores every field of its form; the configured driverUniqueId logs in', async () => {
    const truck = await createTruck(fleet);
    const t = nowS() - 30;
    const body = new URLSearchParams(fields(truck.device_id!, t)).toString();
    expect((await fleet.call('POST', '/osmand', { body, headers: FORM })).status).toBe(200);
    const [fix] = await fixesOf(truck.id);
    expect(fix).toMatchObject({ course: 180, accuracy: 3.9, driver_username: driver.username });
    expect(fix!.speed_kmh).toBeCloseTo(21.6 * 1.852, 6);
    expect(fix!.attributes).toEqual({
      imei: 356938035643809,
      charge: false,
      battery_health: 'good',
      battery_voltage: 4012,
      battery_temp: 31.5,
    });
    expect((await stateOf(truck.id))!.battery).toBe(77);
  });

  it('takes its JSON array, each item a fix, with the alarm raised once', async () => {
    const truck = await createTruck(fleet);
    const t = nowS() - 120;
    const items = [0, 10, 20].map((offset) => ({
      ...fields(truck.device_id!, t + offset),
      timestamp: t + offset,
      lat: 20.8449,
      lon: 106.6881,
      batt: 70 - offset / 10,
      charge: false,
      alarm: offset < 20 ? 'sos' : undefined,
    }));
    const answer = await fleet.call('POST', '/osmand', {
      body: JSON.stringify(items),
      headers: JSON_TYPE,
    });
    expect(answer.status).toBe(200);
    expect((await fixesOf(truck.id)).map((fix) => fix.fix_time.getTime())).toEqual(
      [0, 10, 20].map((offset) => (t + offset) * 1000),
    );
    const warnings = await fleet.db.query<{ params: { alarm: string }; occurred_at: Date }>(
      "select params, occurred_at from warnings where truck_id = $1 and type = 'device_alarm'",
      [truck.id],
    );
    expect(warnings.map((w) => [w.params.alarm, w.occurred_at.getTime()])).toEqual([
      ['sos', t * 1000],
    ]);
    expect((await stateOf(truck.id))!.battery).toBe(68);
  });

  it('a heartbeat without a location keeps the battery and the last-seen time', async () => {
    const truck = await createTruck(fleet);
    const t = nowS() - 30;
    const first = new URLSearchParams(fields(truck.device_id!, t)).toString();
    expect((await fleet.call('POST', '/osmand', { body: first, headers: FORM })).status).toBe(200);
    const before = await stateOf(truck.id);
    const heartbeat = new URLSearchParams({
      id: truck.device_id!,
      timestamp: String(t + 20),
      batt: '76',
      charge: 'true',
      battery_health: 'good',
    }).toString();
    expect((await fleet.call('POST', '/osmand', { body: heartbeat, headers: FORM })).status).toBe(
      200,
    );
    expect(await fixesOf(truck.id)).toHaveLength(1);
    const after = await stateOf(truck.id);
    expect(after!.battery).toBe(76);
    expect(after!.last_seen!.getTime()).toBeGreaterThanOrEqual(before!.last_seen!.getTime());
  });
});
