import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTime, type TTruck } from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { makeMediaFixtures, truckWithDeviceKey, upload } from '../media/media-fixtures.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

/** TT 71/2024 art. 6: the three data sets of a period in one ZIP, read back entry by entry. */
let fleet: TestConsole;
let fixtures: ReturnType<typeof makeMediaFixtures>;
let truck: TTruck;
let other: TTruck;
const START = Date.parse('2026-03-02T01:00:00Z');
const FIXES = 12_000; // more than one page of the journey's reads
const wire = (ms: number) => formatTime(new Date(ms));

async function readZip(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  return files;
}

const csvRows = (file: Buffer | undefined) =>
  file!
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

async function download(token: string, body: Record<string, unknown>) {
  return fleet.app.inject({
    method: 'POST',
    url: '/api/authority-feed/export',
    headers: { token },
    payload: body,
  });
}

beforeAll(async () => {
  fleet = await startTestConsole();
  fixtures = makeMediaFixtures();
  const driver = await createUser(fleet, {
    fullname: 'Trần Văn Lái',
    licence_number: '790123456789',
    licence_class: 'CE',
    licence_issued_on: '2025-01-10',
    licence_expires_on: '2030-01-10',
  });
  truck = await createTruck(fleet, {
    vehicle_type: 'tractor',
    business_type: 'container',
    payload_kg: 32_000,
    vin: 'RL4BB9C84N1234567',
    driver_username: driver.username,
  });
  other = await createTruck(fleet);
  const key = await truckWithDeviceKey(fleet, truck);
  for (let batch = 0; batch < FIXES; batch += 2000) {
    const positions = Array.from({ length: 2000 }, (_, i) => ({
      device_id: truck.device_id,
      time: wire(START + (batch + i) * 10_000),
      lat: 10.8 + (batch + i) / 1e6,
      lon: 106.7,
      speed_kmh: 42,
      course: 90,
    }));
    const answer = await fleet.call('POST', '/api/ingest/positions', {
      body: { positions },
      headers: { 'x-device-key': key },
    });
    expect(answer.body.data.accepted).toBe(2000);
  }
  const image = await upload(
    fleet,
    'images',
    key,
    { channel: '2', time: wire(START + 3_600_000) },
    fixtures.jpeg,
  );
  expect(image.status, JSON.stringify(image.body)).toBeLessThan(300);
});
afterAll(async () => {
  fixtures.remove();
  await fleet.close();
});

describe('the TT 71 export', () => {
  it('holds identity, journey and images of the period, each fix as stored', async () => {
    const answer = await download(fleet.adminToken, {
      start_time: wire(START),
      end_time: wire(START + 2 * 86_400_000),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const files = await readZip(answer.rawPayload);

    const manifest = JSON.parse(files.get('manifest.json')!.toString());
    expect(manifest).toMatchObject({ basis: 'TT 71/2024/TT-BCA art. 6', vehicles: 2, images: 1 });
    expect(JSON.parse(files.get('identity/company.json')!.toString())).toHaveProperty('name');
    const vehicles = csvRows(files.get('identity/vehicles.csv'));
    const row = vehicles.find((r) => r[0] === truck.plate)!;
    expect(row.slice(2, 7)).toEqual(['tractor', 'container', '32000', '', 'RL4BB9C84N1234567']);
    expect(row[9]).toBe('790123456789');
    const drivers = csvRows(files.get('identity/drivers.csv'));
    expect(drivers[1]).toEqual(expect.arrayContaining(['Trần Văn Lái', '790123456789', 'CE']));

    const journey = csvRows(files.get(`journey/${truck.plate}.csv`));
    expect(journey).toHaveLength(1 + FIXES);
    expect(journey[0]![0]).toBe('time');
    expect(journey[1]!.slice(0, 5)).toEqual([
      wire(START),
      String(START / 1000),
      '106.7',
      '10.8',
      '42',
    ]);
    const times = journey.slice(1).map((r) => Number(r[1]));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(FIXES);
    expect(csvRows(files.get(`journey/${other.plate}.csv`))).toHaveLength(1);

    const images = csvRows(files.get('images/index.csv'));
    expect(images).toHaveLength(2);
    const [plate, channel, , , , , file] = images[1]!;
    expect([plate, channel]).toEqual([truck.plate, '2']);
    expect(files.get(file!)!.equals(fixtures.jpeg)).toBe(true);
  });

  it('keeps to the period: fixes and images outside it are left out', async () => {
    // The first half hour: 180 fixes (one every 10 s), the image an hour in is not in it.
    const answer = await download(fleet.adminToken, {
      start_time: wire(START),
      end_time: wire(START + 30 * 60_000 - 1000),
    });
    expect(answer.statusCode).toBe(200);
    const files = await readZip(answer.rawPayload);
    const journey = csvRows(files.get(`journey/${truck.plate}.csv`)).slice(1);
    expect(journey).toHaveLength(180);
    expect(journey.at(-1)![1]).toBe(String((START + 1790_000) / 1000));
    expect(csvRows(files.get('images/index.csv'))).toHaveLength(1);
    expect([...files.keys()].filter((name) => name.endsWith('.jpg'))).toEqual([]);
    expect(JSON.parse(files.get('manifest.json')!.toString())).toMatchObject({ images: 0 });

    // A later period: its own fixes only, the image in it.
    const later = await readZip(
      (
        await download(fleet.adminToken, {
          start_time: wire(START + 3_600_000),
          end_time: wire(START + 2 * 3_600_000 - 1000),
        })
      ).rawPayload,
    );
    const times = csvRows(later.get(`journey/${truck.plate}.csv`))
      .slice(1)
      .map((r) => Number(r[1]) * 1000);
    expect(times).toHaveLength(360);
    expect(times[0]).toBe(START + 3_600_000);
    expect(csvRows(later.get('images/index.csv'))).toHaveLength(2);
  });

  it('gives a user only the trucks they may see, and refuses those without the page', async () => {
    const staff = await createUser(fleet, { role: 'driver' });
    const period = { start_time: wire(START), end_time: wire(START + 86_400_000) };
    expect((await download(staff.token, period)).statusCode).toBe(403);
    for (const [type, keys] of [
      ['page', ['authority-feed']],
      ['truck', [String(other.id)]],
    ] as const) {
      const granted = await fleet.call('POST', '/fleet/roles/add_resources', {
        token: fleet.adminToken,
        body: { username: staff.username, type, keys },
      });
      expect(granted.status).toBe(200);
    }
    const answer = await download(staff.token, period);
    expect(answer.statusCode).toBe(200);
    const files = await readZip(answer.rawPayload);
    expect([...files.keys()].filter((name) => name.startsWith('journey/'))).toEqual([
      `journey/${other.plate}.csv`,
    ]);
    expect(csvRows(files.get('images/index.csv'))).toHaveLength(1);
  });

  it('refuses a period over 31 days or backwards, naming the field', async () => {
    const long = await download(fleet.adminToken, {
      start_time: wire(START),
      end_time: wire(START + 40 * 86_400_000),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details[0]).toMatchObject({ field: 'end_time', code: 'within_days' });
    const backwards = await download(fleet.adminToken, {
      start_time: wire(START),
      end_time: wire(START - 60_000),
    });
    expect(backwards.json().error.details[0]).toMatchObject({
      field: 'end_time',
      code: 'after_start',
    });
  });
});
