import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOsmandServer } from '../../src/areas/intake/ingest/osmand-server.js';
import { createTruck } from '../factories.js';
import { ADMIN_PASSWORD, startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { k: value };
  return value;
}

/** Levels of objects and arrays in a JSON value (a plain value has none). */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

async function storedAttributes(truckId: number) {
  const rows = await fleet.db.query<{ attributes: Record<string, unknown> | null }>(
    'select attributes from positions where truck_id = $1 order by fix_time',
    [truckId],
  );
  return rows.map((row) => row.attributes);
}

const dropped = async () =>
  (await fleet.call('GET', '/api/health')).body.data.dropped_attributes as {
    fixes: number;
    values: number;
  };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('device attributes are stored within limits', () => {
  it('keeps the console up after an OsmAnd JSON message with extras nested 1,500 deep', async () => {
    const truck = await createTruck(fleet);
    const before = await dropped();
    const answer = await fleet.call('POST', '/osmand', {
      body: {
        device_id: truck.device_id,
        location: {
          timestamp: minutesAgo(2),
          coords: { latitude: 21, longitude: 105.8 },
          extras: { deep: nested(1500), trip: 'A-7' },
        },
      },
    });
    expect(answer.status).toBe(200);
    expect((await fleet.call('GET', '/api/health')).status).toBe(200);
    const login = await fleet.call('POST', '/user/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);

    const [attributes] = await storedAttributes(truck.id);
    expect(attributes!.trip).toBe('A-7');
    expect(depthOf(attributes)).toBeLessThanOrEqual(8);
    const after = await dropped();
    expect(after.fixes).toBe(before.fixes + 1);
    expect(after.values).toBeGreaterThan(before.values);

    const next = `id=${truck.device_id}&lat=21.001&lon=105.8&timestamp=${minutesAgo(1)}`;
    expect((await fleet.call('POST', `/osmand?${next}`)).status).toBe(200);
    expect(await storedAttributes(truck.id)).toHaveLength(2);
  });

  it('keeps the same limits on the OsmAnd port, with a NUL in the id', async () => {
    const truck = await createTruck(fleet);
    const port = await startOsmandServer(fleet.services.ingest, {
      port: 0,
      host: '127.0.0.1',
      log: fleet.app.log,
      ports: fleet.services.ports,
    });
    try {
      const answer = await fetch(`http://127.0.0.1:${port!.port}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          device_id: `${truck.device_id}\u0000`,
          location: {
            timestamp: minutesAgo(6),
            coords: { latitude: 21.04, longitude: 105.87 },
            extras: { deep: nested(1500), trip: 'B-1' },
          },
        }),
      });
      expect(answer.status).toBe(200);
    } finally {
      await port!.close();
    }
    const [attributes] = await storedAttributes(truck.id);
    expect(attributes!.trip).toBe('B-1');
    expect(depthOf(attributes)).toBeLessThanOrEqual(8);
  });

  it('cuts attributes of the batch endpoint to 4 KB and 8 levels, keeping the fix', async () => {
    const truck = await createTruck(fleet);
    const key = (
      await fleet.call('POST', '/api/devices/key', {
        token: fleet.adminToken,
        body: { device_id: truck.device_id },
      })
    ).body.data.key as string;
    const position = {
      device_id: truck.device_id,
      time: minutesAgo(3),
      lat: 10.8,
      lon: 106.7,
      attributes: { first: 'kept', deep: nested(20), big: 'x'.repeat(5000), last: 1 },
    };
    const answer = await fleet.call('POST', '/api/ingest/positions', {
      body: { positions: [position] },
      headers: { 'x-device-key': key },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.accepted).toBe(1);
    const [attributes] = await storedAttributes(truck.id);
    expect(attributes!.first).toBe('kept');
    expect(attributes!.last).toBe(1);
    expect(attributes!.big).toBeUndefined();
    expect(depthOf(attributes)).toBeLessThanOrEqual(8);
    expect(Buffer.byteLength(JSON.stringify(attributes))).toBeLessThanOrEqual(4096);
  });

  it('strips NUL bytes from the device id and attributes of an OsmAnd fix', async () => {
    const truck = await createTruck(fleet);
    const body =
      `id=${truck.device_id}%00&lat=21.02&lon=105.85&timestamp=${minutesAgo(4)}` +
      `&note=a%00b&n%00ame=x&bad=%ED%A0%80`;
    const answer = await fleet.call('POST', '/osmand', {
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    const [attributes] = await storedAttributes(truck.id);
    expect(attributes).toMatchObject({ note: 'ab', name: 'x' });
  });

  it('stores the JSON message of a device whose extras hold a NUL and a lone surrogate', async () => {
    const truck = await createTruck(fleet);
    const raw =
      `{"device_id":"${truck.device_id}\\u0000","location":{"timestamp":"${minutesAgo(5)}",` +
      `"coords":{"latitude":21.03,"longitude":105.86},"extras":{"k\\u0000":"v\\u0000","s":"\\ud800"}}}`;
    const answer = await fleet.app.inject({
      method: 'POST',
      url: '/osmand',
      payload: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(200);
    const [attributes] = await storedAttributes(truck.id);
    expect(attributes).toMatchObject({ k: 'v', s: '\ufffd' });
  });
});
