import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, createUser } from '../factories.js';
import { feedBatch } from '../motion/motion-feed.js';
import { startGeocoderServer, type GeocoderTestServer } from '../support/geocoder-server.js';
import { waitUntil } from '../support/wait-until.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

const NHU_QUYNH = { lat: 20.9812, lon: 105.9853 };
const BEN_NGHE = { lat: 10.7769, lon: 106.7009 };
const RATE = 20;

let server: GeocoderTestServer;
let fleet: TestConsole;
beforeAll(async () => {
  server = await startGeocoderServer();
  fleet = await startTestConsole({ GEOCODER_URL: server.url, GEOCODER_RATE: String(RATE) });
});
afterAll(async () => {
  await fleet?.close();
  await server?.stop();
});

const reverse = (position: { lat: number; lon: number }, token = fleet.adminToken) =>
  fleet.call('POST', '/api/geocode/reverse', { token, body: position });
const callsNear = async (lat: number) =>
  (await server.calls()).filter((c) => Math.abs(Number(c.query.lat) - lat) < 0.001);

describe('addresses from a Nominatim-compatible geocoder', () => {
  it('asks once per 50 m cell and language; the second lookup is answered from the cache', async () => {
    const first = await reverse(NHU_QUYNH);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({
      address: 'Quốc lộ 5, Như Quỳnh, Huyện Văn Lâm, Tỉnh Hưng Yên',
      source: 'geocoder',
    });
    const [call] = await callsNear(NHU_QUYNH.lat);
    expect(call!.query).toMatchObject({ format: 'jsonv2', 'accept-language': 'vi' });
    // A few metres away: the same cell, no second call.
    const again = await reverse({ lat: NHU_QUYNH.lat + 0.00005, lon: NHU_QUYNH.lon + 0.00003 });
    expect(again.body.data.source).toBe('geocoder');
    expect(await callsNear(NHU_QUYNH.lat)).toHaveLength(1);

    // A user who reads English gets the English answer, asked once more.
    const reader = await createUser(fleet, { role: 'driver' });
    const changed = await fleet.call('PUT', '/user/update_info', {
      token: fleet.adminToken,
      body: { username: reader.username, language: 'en' },
    });
    expect(changed.status).toBe(200);
    const english = await reverse(NHU_QUYNH, await fleet.tokenFor(reader.username));
    expect(english.body.data.address).toBe(
      'National Road 5, Nhu Quynh, Van Lam District, Hung Yen Province',
    );
    const calls = await callsNear(NHU_QUYNH.lat);
    expect(calls.map((c) => c.query['accept-language'])).toEqual(['vi', 'en']);
  });

  it('prefers a map point within 500 m and remembers where the geocoder knows nothing', async () => {
    const marker = await fleet.call('POST', '/marker/create', {
      token: fleet.adminToken,
      body: { name: 'Kho Như Quỳnh', lat: 20.99, lon: 105.97, radius_m: 50 },
    });
    expect(marker.status).toBe(201);
    // 200 m north of the point.
    const near = await reverse({ lat: 20.99 + 200 / 111_195, lon: 105.97 });
    expect(near.body.data).toEqual({ address: 'Kho Như Quỳnh, 200 m', source: 'map_point' });
    expect(await callsNear(20.99 + 200 / 111_195)).toHaveLength(0);

    // Nothing on file for the centre of Hà Nội: the nearest place, and no second question.
    const hanoi = { lat: 21.0285, lon: 105.8542 };
    for (let i = 0; i < 2; i++)
      expect((await reverse(hanoi)).body.data).toEqual({
        address: 'gần phường Hoàn Kiếm, Hà Nội',
        source: 'places',
      });
    expect(await callsNear(hanoi.lat)).toHaveLength(1);
  });

  it('lists never wait: a warning is named from what is known, then from the answer queued', async () => {
    const created = await fleet.call('POST', '/canh_bao/tao_canh_bao', {
      token: fleet.adminToken,
      body: { content: 'Xe dừng lâu', ...BEN_NGHE },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.address).toBe('gần Quận 1, Thành phố Hồ Chí Minh');
    const id = created.body.data.id_canh_bao as number;
    const listed = async () => {
      const list = await fleet.call('POST', '/canh_bao/list_canh_bao', {
        token: fleet.adminToken,
        body: {},
      });
      return list.body.data.find((w: { id_canh_bao: number }) => w.id_canh_bao === id);
    };
    await waitUntil('the queued answer names the warning', async () =>
      (await listed()).address.startsWith('Lê Lợi'),
    );
    expect((await listed()).address).toBe('Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh');
  });

  it('keeps to the rate and to the queue cap; a report names its rows without waiting', async () => {
    // 30 fixes 1.1 km apart north of Vinh: 30 cells nobody asked for yet.
    const truck = await createTruck(fleet);
    const start = Date.parse('2025-11-21T01:00:00Z');
    const fixes = Array.from({ length: 30 }, (_, i) => ({
      time: start + i * 60_000,
      lat: 18.7 + i * 0.01,
      lon: 105.68,
      speedKmh: 40,
      ignition: true,
      login: null,
    }));
    await feedBatch(fleet, truck, fixes);
    const period = { start_time: '2025-11-21 00:00:00', end_time: '2025-11-21 23:59:59' };
    const report = await fleet.call('POST', '/api/reports/b1', {
      token: fleet.adminToken,
      body: { ...period, plate: truck.plate, page_size: 100 },
    });
    expect(report.status).toBe(200);
    const places: string[] = report.body.data.rows.map((r: { place: string }) => r.place);
    expect(places).toHaveLength(30);
    expect(places.every((p) => p.startsWith('gần ') && p.endsWith(', Nghệ An'))).toBe(true);

    // Asked after the report, so answered after all it queued (one queue, in order); asked
    // again while the queue is still full and refuses it.
    const barrier = { lat: 19.5, lon: 105.7 };
    await waitUntil(
      'the barrier reaches the geocoder',
      async () => {
        await reverse(barrier);
        return (await callsNear(barrier.lat)).length === 1;
      },
      { everyMs: 250 },
    );
    const all = await server.calls();
    const asked = all.filter((c) => Number(c.query.lat) >= 18.69 && Number(c.query.lat) < 19);
    // One started at once, 20 waiting; the other 9 were answered from the places only.
    expect(asked).toHaveLength(21);
    // One request at a time, each started an interval after the one before: a request is
    // received after its start and before the next start, so any two with one between are at
    // least an interval apart, and 21 in a row span 19 intervals.
    for (let i = 2; i < all.length; i++)
      expect(all[i]!.at - all[i - 2]!.at).toBeGreaterThanOrEqual(1000 / RATE);
    expect(asked.at(-1)!.at - asked[0]!.at).toBeGreaterThanOrEqual((19 * 1000) / RATE);
  });

  it('the export of a report carries the geocoder answers cached by then', async () => {
    const truck = await createTruck(fleet);
    const at = Date.parse('2025-11-22T01:00:00Z');
    await feedBatch(fleet, truck, [
      { time: at, ...NHU_QUYNH, speedKmh: 30, ignition: true, login: null },
      { time: at + 60_000, lat: 21.0285, lon: 105.8542, speedKmh: 30, ignition: true, login: null },
    ]);
    const response = await fleet.app.inject({
      method: 'POST',
      url: '/api/reports/b1/export',
      headers: { token: fleet.adminToken },
      payload: {
        start_time: '2025-11-22 00:00:00',
        end_time: '2025-11-22 23:59:59',
        plate: truck.plate,
      },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(7).values as unknown[]).slice(1);
    const place = header.indexOf('Địa điểm') + 1;
    expect(place).toBeGreaterThan(0);
    expect(sheet.getRow(8).getCell(place).value).toBe(
      'Quốc lộ 5, Như Quỳnh, Huyện Văn Lâm, Tỉnh Hưng Yên',
    );
    expect(sheet.getRow(9).getCell(place).value).toBe('gần phường Hoàn Kiếm, Hà Nội');
  });

  it('a failing geocoder never fails the request: the embedded answer comes instead', async () => {
    await server.failing(true);
    const before = (await server.calls()).length;
    const answer = await reverse({ lat: 16.0544, lon: 108.2022 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      address: expect.stringMatching(/Đà Nẵng$/),
      source: 'places',
    });
    expect((await server.calls()).length).toBe(before + 1);
    // After a failure the geocoder is left alone for a while: no second call.
    const next = await reverse({ lat: 16.07, lon: 108.21 });
    expect(next.body.data.source).toBe('places');
    expect((await server.calls()).length).toBe(before + 1);
    await server.failing(false);
  });
});

describe('addresses from Photon', () => {
  it("asks with Photon's own parameters and reads its GeoJSON", async () => {
    const photon = await startTestConsole({
      GEOCODER_URL: server.url,
      GEOCODER_KIND: 'photon',
      GEOCODER_RATE: String(RATE),
    });
    try {
      const spot = { lat: BEN_NGHE.lat + 0.002, lon: BEN_NGHE.lon };
      const answer = await photon.call('POST', '/api/geocode/reverse', {
        token: photon.adminToken,
        body: spot,
      });
      expect(answer.body.data).toEqual({
        address: 'Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
        source: 'geocoder',
      });
      const [call] = await callsNear(spot.lat);
      // Photon refuses parameters it does not know; Vietnamese is its default language.
      expect(Object.keys(call!.query).sort()).toEqual(['lat', 'lon']);
    } finally {
      await photon.close();
    }
  });
});
