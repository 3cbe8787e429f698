import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

/**
 * The OsmAnd messages of Traccar's own decoder test (traccar/traccar,
 * src/test/java/org/traccar/protocol/OsmAndProtocolDecoderTest.java at commit
 * 24157c0a2eb94fd6b1d6ed6698d6aedb492d288a), sent to the console as the app sends them, and
 * the gaps they showed: an unknown battery level, an alarm in the JSON body, a server URL with
 * a trailing slash, fixes without a position lock, and attribute types.
 */
let fleet: TestConsole;
const trucks = new Map<string, number>();
const DEVICES = [
  '48241179',
  '658765',
  '8737767034',
  '123456',
  '902064',
  '353861053849681',
  '861001000719969',
  '123456789012345',
];

beforeAll(async () => {
  fleet = await startTestConsole();
  for (const device of DEVICES)
    trucks.set(device, (await createTruck(fleet, { device_id: device })).id);
});
afterAll(() => fleet.close());

const JSON_HEADERS = { 'content-type': 'application/json' };

const JSON_SAMPLES = [
  {
    device: '48241179',
    body: '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{},"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}',
    lat: 37.4219983,
    lon: -122.084,
    time: '2025-06-15T13:45:12.862Z',
    battery: 100,
  },
  {
    device: '48241179',
    body: '{"location":{"timestamp":"2025-06-15T13:46:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{"device_string_test":"long_device_id","device_bool_test":true,"device_bool_false_test":false,"device_integer_test":1,"device_double_test":1.345,"device_very_long_double_test":1763636.3442},"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}',
    lat: 37.4219983,
    lon: -122.084,
    time: '2025-06-15T13:46:12.862Z',
    battery: 100,
    attributes: {
      device_string_test: 'long_device_id',
      device_bool_test: true,
      device_bool_false_test: false,
      device_integer_test: 1,
      device_double_test: 1.345,
      device_very_long_double_test: 1763636.3442,
    },
  },
  {
    device: '658765',
    body: '{"location":{"extras":{},"mock":true,"coords":{"speed_accuracy":-1,"speed":-1,"longitude":-122.406417,"ellipsoidal_altitude":0,"floor":null,"heading_accuracy":-1,"latitude":37.785834000000001,"accuracy":5,"altitude_accuracy":-1,"altitude":0,"heading":-1},"is_moving":false,"age":188,"odometer":0,"uuid":"2FB04C65-99CF-42AB-8DD3-EBCB4B108BF8","event":"motionchange","battery":{"level":-1,"is_charging":false},"activity":{"type":"unknown","confidence":100},"timestamp":"2025-05-09T04:11:30.579Z"},"device_id":"658765"}',
    lat: 37.785834,
    lon: -122.406417,
    time: '2025-05-09T04:11:30.579Z',
    // -1: the app does not know; nothing is stored rather than -100 %.
    battery: null,
  },
  {
    device: '8737767034',
    body: '{"location":{"event":"motionchange","is_moving":false,"uuid":"0e9a2473-a9a7-4c00-997b-fb97d2154e75","timestamp":"2021-07-21T08:06:34.444Z","odometer":0,"coords":{"latitude":-6.1148096,"longitude":106.6837015,"accuracy":3.8,"speed":18.67,"speed_accuracy":0.26,"heading":63,"heading_accuracy":0.28,"altitude":35.7,"altitude_accuracy":3.8},"activity":{"type":"still","confidence":100},"battery":{"is_charging":false,"level":0.79},"extras":{}},"device_id":"8737767034"}',
    lat: -6.1148096,
    lon: 106.6837015,
    time: '2021-07-21T08:06:34.444Z',
    battery: 79,
  },
];

const QUERY_SAMPLES = [
  {
    query:
      'id=902064&lat=42.06288&lon=-88.23412&timestamp=2016-01-27T18%3A55%3A47Z&hdop=6.0&altitude=224.0&speed=0.0',
    time: '2016-01-27T18:55:47.000Z',
    attributes: { hdop: 6 },
  },
  {
    query:
      'id=902064&lat=42.06288&lon=-88.23412&timestamp=1442068686579&hdop=6.0&altitude=224.0&speed=0.0',
    time: '2015-09-12T14:38:06.579Z',
  },
  {
    query:
      'lat=49.60688&lon=6.15788&timestamp=2014-06-04+09%3A10%3A11&altitude=384.7&speed=0.0&id=353861053849681',
  },
  {
    query:
      'id=123456&timestamp=1377177267&lat=60.0&lon=30.0&speed=0.0&bearing=0.0&altitude=0&hdop=0.0',
    time: '2013-08-22T13:14:27.000Z',
  },
  { query: 'id=123456&timestamp=1377177268&lat=60.0&lon=30.0', time: '2013-08-22T13:14:28.000Z' },
  { query: 'lat=60.0&lon=30.0&speed=0.0&heading=0.0&vacc=0&hacc=0&altitude=0&deviceid=123456' },
  {
    query:
      'id=861001000719969&lat=41.666667&lon=-0.883333&altitude=350.059479&speed=0.000000&batt=87',
    battery: 87,
  },
  { query: 'id=123456&timestamp=1377177269&location=60.0,30.0', time: '2013-08-22T13:14:29.000Z' },
  {
    query:
      'id=123456789012345&timestamp=1504763810&lat=40.7232948571&lon=-74.0061408571&bearing=7.19889788244&speed=40&ignition=true&rpm=933&fuel=24',
    time: '2017-09-07T05:56:50.000Z',
    ignition: true,
    attributes: { rpm: 933, fuel: 24 },
  },
];

async function lastFix(device: string) {
  const [row] = await fleet.db.query<{
    fix_time: Date;
    lat: number;
    lon: number;
    ignition: boolean | null;
    attributes: Record<string, unknown> | null;
  }>(
    `select fix_time, lat, lon, ignition, attributes from positions
      where truck_id = $1 order by fix_time desc limit 1`,
    [trucks.get(device)],
  );
  return row!;
}

async function fixAt(device: string, time: string) {
  const [row] = await fleet.db.query<Awaited<ReturnType<typeof lastFix>>>(
    `select fix_time, lat, lon, ignition, attributes from positions
      where truck_id = $1 and fix_time = $2`,
    [trucks.get(device), new Date(time)],
  );
  return row!;
}

async function stateOf(device: string) {
  const [row] = await fleet.db.query<{ lat: number; lon: number; battery: number | null }>(
    'select lat, lon, battery from truck_states where truck_id = $1',
    [trucks.get(device)],
  );
  return row!;
}

describe("Traccar's OsmAnd decoder samples", () => {
  it.each(JSON_SAMPLES.map((sample, index) => [index + 1, sample] as const))(
    'stores JSON sample %i as Traccar reads it',
    async (_index, sample) => {
      const answer = await fleet.call('POST', '/osmand', {
        body: sample.body,
        headers: JSON_HEADERS,
      });
      expect(answer.status).toBe(200);
      const fix = await lastFix(sample.device);
      expect(fix.fix_time.toISOString()).toBe(sample.time);
      expect(fix.lat).toBeCloseTo(sample.lat, 6);
      expect(fix.lon).toBeCloseTo(sample.lon, 6);
      if (sample.attributes) expect(fix.attributes).toMatchObject(sample.attributes);
      expect((await stateOf(sample.device)).battery).toBe(sample.battery);
    },
  );

  it.each(QUERY_SAMPLES.map((sample, index) => [index + 1, sample] as const))(
    'stores query sample %i as Traccar reads it',
    async (_index, sample) => {
      const params = new URLSearchParams(sample.query);
      const device = params.get('id') ?? params.get('deviceid')!;
      const before = await fleet.db.query<{ n: number }>(
        'select count(*)::int as n from positions where truck_id = $1',
        [trucks.get(device)],
      );
      const answer = await fleet.call('GET', `/osmand?${sample.query}`);
      expect(answer.status).toBe(200);
      const after = await fleet.db.query<{ n: number }>(
        'select count(*)::int as n from positions where truck_id = $1',
        [trucks.get(device)],
      );
      expect(after[0]!.n).toBe(before[0]!.n + 1);
      const fix = sample.time ? await fixAt(device, sample.time) : await lastFix(device);
      expect(fix.lat).toBeCloseTo(Number(params.get('lat') ?? '60'), 6);
      if (sample.time) expect(fix.fix_time.toISOString()).toBe(sample.time);
      if (sample.ignition !== undefined) expect(fix.ignition).toBe(sample.ignition);
      if (sample.attributes) expect(fix.attributes).toMatchObject(sample.attributes);
      if (sample.battery !== undefined) expect((await stateOf(device)).battery).toBe(87);
    },
  );

  it('answers a message without a position as a heartbeat, and one without an id with 400', async () => {
    const cells = await fleet.call(
      'GET',
      '/osmand?id=123456&timestamp=1377177267&cell=257,02,16,2224&cell=257,02,16,2223,-90&wifi=00-14-22-01-23-45,-80&wifi=00-1C-B3-09-85-15,-70',
    );
    expect(cells.status).toBe(200);
    const anonymous = await fleet.call('GET', '/osmand?timestamp=1377177267&lat=60.0&lon=30.0');
    expect(anonymous.status).toBe(400);
  });
});

describe('OsmAnd gaps the samples showed', () => {
  it('stores no battery level for batt=-1', async () => {
    const truck = await createTruck(fleet);
    const answer = await fleet.call(
      'GET',
      `/osmand?id=${truck.device_id}&lat=10.7&lon=106.6&timestamp=${Math.floor(Date.now() / 1000)}&batt=-1`,
    );
    expect(answer.status).toBe(200);
    const [state] = await fleet.db.query<{ battery: number | null }>(
      'select battery from truck_states where truck_id = $1',
      [truck.id],
    );
    expect(state!.battery).toBeNull();
  });

  it('keeps the JSON alarm and raises one warning for it, however often it is sent', async () => {
    const truck = await createTruck(fleet);
    const body = JSON.stringify({
      device_id: truck.device_id,
      location: {
        timestamp: new Date().toISOString(),
        coords: { latitude: 21.03, longitude: 105.85, speed: 0, heading: 10 },
        alarm: 'sos',
        battery: { level: 0.5 },
      },
    });
    for (let i = 0; i < 2; i++) {
      const answer = await fleet.call('POST', '/osmand', { body, headers: JSON_HEADERS });
      expect(answer.status).toBe(200);
    }
    const [fix] = await fleet.db.query<{ attributes: Record<string, unknown> }>(
      'select attributes from positions where truck_id = $1',
      [truck.id],
    );
    expect(fix!.attributes).toMatchObject({ alarm: 'sos' });
    const warnings = await fleet.call('POST', '/canh_bao/list_canh_bao', {
      token: fleet.adminToken,
      body: {},
    });
    const mine = (warnings.body.data as { plate: string; type: string; params: object }[]).filter(
      (w) => w.type === 'device_alarm' && [truck.plate, truck.plate_display].includes(w.plate),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.params).toMatchObject({ alarm: 'sos' });
  });

  it('raises the warning of a form alarm too, naming unknown words general', async () => {
    const truck = await createTruck(fleet);
    const now = Math.floor(Date.now() / 1000);
    for (const [offset, alarm] of [
      [0, 'hardBraking'],
      [10, 'made-up'],
    ] as const) {
      const answer = await fleet.call(
        'GET',
        `/osmand?id=${truck.device_id}&lat=10.7&lon=106.6&timestamp=${now + offset}&alarm=${alarm}`,
      );
      expect(answer.status).toBe(200);
    }
    const rows = await fleet.db.query<{ params: { alarm: string; word: string } }>(
      "select params from warnings where truck_id = $1 and type = 'device_alarm' order by occurred_at",
      [truck.id],
    );
    expect(rows.map((row) => row.params.alarm)).toEqual(['hardBraking', 'general']);
    expect(rows[1]!.params.word).toBe('made-up');
  });

  it('accepts a server URL typed with a trailing slash', async () => {
    const truck = await createTruck(fleet);
    for (const method of ['GET', 'POST'] as const) {
      const answer = await fleet.call(
        method,
        `/osmand/?id=${truck.device_id}&lat=10.7&lon=106.6&timestamp=${Math.floor(Date.now() / 1000) - (method === 'GET' ? 60 : 0)}`,
      );
      expect(answer.status).toBe(200);
    }
    const stored = await fleet.db.query<{ n: number }>(
      'select count(*)::int as n from positions where truck_id = $1',
      [truck.id],
    );
    expect(stored[0]!.n).toBe(2);
  });

  it('stores a fix without a position lock, but never as the current position', async () => {
    const truck = await createTruck(fleet);
    const now = Math.floor(Date.now() / 1000);
    const send = (query: string) => fleet.call('GET', `/osmand?id=${truck.device_id}&${query}`);
    expect((await send(`lat=10.70&lon=106.60&timestamp=${now - 20}`)).status).toBe(200);
    // Alone in its message, and together with older fixes in one batch of the writer.
    expect((await send(`lat=11.50&lon=107.50&timestamp=${now}&valid=false`)).status).toBe(200);
    const [state] = await fleet.db.query<{ lat: number; lon: number }>(
      'select lat, lon from truck_states where truck_id = $1',
      [truck.id],
    );
    expect(state).toMatchObject({ lat: 10.7, lon: 106.6 });
    const fixes = await fleet.db.query<{ lat: number; attributes: Record<string, unknown> }>(
      'select lat, attributes from positions where truck_id = $1 order by fix_time',
      [truck.id],
    );
    expect(fixes.map((fix) => fix.lat)).toEqual([10.7, 11.5]);
    expect(fixes[1]!.attributes).toMatchObject({ valid: false });
    // A later fix with a lock moves the truck again.
    expect((await send(`lat=10.80&lon=106.70&timestamp=${now + 10}&valid=true`)).status).toBe(200);
    const [moved] = await fleet.db.query<{ lat: number }>(
      'select lat from truck_states where truck_id = $1',
      [truck.id],
    );
    expect(moved!.lat).toBe(10.8);
  });

  it("keeps other keys with Traccar's types", async () => {
    const truck = await createTruck(fleet);
    const answer = await fleet.call(
      'GET',
      `/osmand?id=${truck.device_id}&lat=10.7&lon=106.6&timestamp=${Math.floor(Date.now() / 1000)}&charge=true&temp=21.5&plateNote=29C&code=0x1F`,
    );
    expect(answer.status).toBe(200);
    const [fix] = await fleet.db.query<{ attributes: Record<string, unknown> }>(
      'select attributes from positions where truck_id = $1',
      [truck.id],
    );
    expect(fix!.attributes).toEqual({ charge: true, temp: 21.5, plateNote: '29C', code: '0x1F' });
  });
});
