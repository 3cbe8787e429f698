import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZImageListResponse, ZVideoListResponse } from '@fleet/contracts';
import { mediaSigner } from '../../src/areas/media/media/media-signer.js';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { makeMediaFixtures, truckWithDeviceKey, upload } from './media-fixtures.js';

const SECRET = 'media-test-secret-0123456789abcdef';
let fleet: TestConsole;
let fixtures: ReturnType<typeof makeMediaFixtures>;
let truck: Awaited<ReturnType<typeof createTruck>>;
let key: string;

beforeAll(async () => {
  fixtures = makeMediaFixtures();
  fleet = await startTestConsole({ MEDIA_URL_SECRET: SECRET, SNAPSHOT_INTERVAL_MIN: '0' });
  truck = await createTruck(fleet, { cameras: 2 });
  key = await truckWithDeviceKey(fleet, truck);
});
afterAll(async () => {
  await fleet?.close();
  fixtures?.remove();
});

const listVideos = async (token: string, body: Record<string, unknown> = {}) =>
  fleet.call('POST', '/etracking/get_list_by_date', {
    token,
    body: {
      truck_plate: truck.plate,
      start_date: '2026-03-01 00:00:00',
      end_date: '2026-03-01 23:59:59',
      ...body,
    },
  });

describe('media ingest and video history', () => {
  it('stores an MP4 and a TS clip with their probed durations and lists them', async () => {
    const mp4 = await upload(
      fleet,
      'videos',
      key,
      { channel: '1', time: '2026-03-01 08:00:00' },
      fixtures.mp4,
    );
    expect(mp4.status, JSON.stringify(mp4.body)).toBe(201);
    const ts = await upload(
      fleet,
      'videos',
      key,
      { channel: '2', time: '2026-03-01 09:00:00' },
      fixtures.ts,
    );
    expect(ts.status, JSON.stringify(ts.body)).toBe(201);

    const all = ZVideoListResponse.parse((await listVideos(fleet.adminToken)).body).data;
    expect(all.map((v) => [v.cam_number, v.start_time])).toEqual([
      [1, '2026-03-01 08:00:00'],
      [2, '2026-03-01 09:00:00'],
    ]);
    expect(all[0]!.duration_s).toBeCloseTo(3, 1);
    expect(all[1]!.duration_s).toBeCloseTo(3, 0);
    expect(all[0]!.end_time).toBe('2026-03-01 08:00:03');
    expect(all[0]!.size).toBe(fixtures.mp4.length);
    const cam2 = ZVideoListResponse.parse(
      (await listVideos(fleet.adminToken, { cam_number: 2 })).body,
    );
    expect(cam2.data.map((v) => v.id)).toEqual([ts.body.data.id]);
  });

  it('refuses what is not a video or not a JPEG with 415, and a missing key with 401', async () => {
    const fields = { channel: '1', time: '2026-03-01 10:00:00' };
    expect((await upload(fleet, 'videos', key, fields, fixtures.jpeg)).status).toBe(415);
    expect(
      (await upload(fleet, 'videos', key, fields, Buffer.from('%PDF-1.4\n' + 'x'.repeat(9000))))
        .status,
    ).toBe(415);
    // Looks like MP4 by its first bytes, but holds no video: ffprobe finds nothing.
    const fake = Buffer.concat([fixtures.mp4.subarray(0, 32), Buffer.alloc(20_000, 0x61)]);
    const probed = await upload(fleet, 'videos', key, fields, fake);
    expect(probed.status).toBe(415);
    expect((await upload(fleet, 'images', key, fields, fixtures.mp4)).status).toBe(415);
    expect((await upload(fleet, 'images', null, fields, fixtures.jpeg)).status).toBe(401);
    expect((await upload(fleet, 'images', 'wrong', fields, fixtures.jpeg)).status).toBe(401);
    const bad = await upload(fleet, 'images', key, { channel: 'x', time: 'now' }, fixtures.jpeg);
    expect(bad.status).toBe(400);
    const after = ZVideoListResponse.parse(
      (await listVideos(fleet.adminToken, { start_date: '2026-03-01 09:30:00' })).body,
    );
    expect(after.data).toEqual([]);
  });

  it('serves a clip by its signed link: 200 whole, 206 a range, 416 outside, 403 expired or altered', async () => {
    const [video] = ZVideoListResponse.parse((await listVideos(fleet.adminToken)).body).data;
    const whole = await fleet.call('GET', video!.url);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(fixtures.mp4.length);

    const part = await fleet.app.inject({
      method: 'GET',
      url: video!.url,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${fixtures.mp4.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(fixtures.mp4.subarray(100, 200))).toBe(true);

    const tail = await fleet.app.inject({
      method: 'GET',
      url: video!.url,
      headers: { range: 'bytes=-10' },
    });
    expect(tail.rawPayload.equals(fixtures.mp4.subarray(-10))).toBe(true);

    const outside = await fleet.app.inject({
      method: 'GET',
      url: video!.url,
      headers: { range: `bytes=${fixtures.mp4.length}-` },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${fixtures.mp4.length}`);

    const altered = video!.url.replace(/s=.{4}/, 's=AAAA');
    expect((await fleet.call('GET', altered)).status).toBe(403);
    const otherFile = video!.url.replace(`video-${video!.id}`, `video-${video!.id + 1}`);
    expect((await fleet.call('GET', otherFile)).status).toBe(403);
    const stale = mediaSigner(SECRET, 60, () => Date.now() - 3_600_000).url(`video-${video!.id}`);
    const expired = await fleet.call('GET', stale);
    expect(expired.status).toBe(403);
    expect(expired.body.error.message).toMatch(/expired/);
    expect((await fleet.call('GET', `/api/media/video-${video!.id}`)).status).toBe(403);
  });

  it('places an image where the truck was, makes a thumbnail, and lists it', async () => {
    const fix = await fleet.call('POST', '/api/ingest/positions', {
      headers: { 'x-device-key': key },
      body: {
        positions: [
          {
            device_id: truck.device_id,
            time: '2026-03-01 11:00:00',
            lat: 10.8231,
            lon: 106.6297,
            speed_kmh: 40,
          },
        ],
      },
    });
    expect(fix.status, JSON.stringify(fix.body)).toBe(200);
    const stored = await upload(
      fleet,
      'images',
      key,
      { channel: '1', time: '2026-03-01 11:01:00' },
      fixtures.jpeg,
    );
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const list = ZImageListResponse.parse(
      (
        await fleet.call('POST', '/image/get_list', {
          token: fleet.adminToken,
          body: {
            truck_plate: truck.plate_display,
            start_time: '2026-03-01 00:00:00',
            end_time: '2026-03-01 23:59:59',
          },
        })
      ).body,
    ).data;
    expect(list).toMatchObject([
      {
        id: stored.body.data.id,
        channel: 1,
        time: '2026-03-01 11:01:00',
        lat: 10.8231,
        lon: 106.6297,
      },
    ]);
    const full = await fleet.app.inject({ method: 'GET', url: list[0]!.url });
    expect(full.rawPayload.equals(fixtures.jpeg)).toBe(true);
    const thumb = await fleet.app.inject({ method: 'GET', url: list[0]!.thumb_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('applies page and truck grants to the history', async () => {
    const viewer = await createUser(fleet, { role: 'driver' });
    const grant = (type: string, keys: string[]) =>
      fleet.call('POST', '/fleet/roles/add_resources', {
        token: fleet.adminToken,
        body: { username: viewer.username, type, keys },
      });
    expect((await listVideos(viewer.token)).status).toBe(403);
    await grant('page', ['camera-play-back', 'management/image']);
    expect((await listVideos(viewer.token)).status).toBe(404);
    const images = await fleet.call('POST', '/image/get_list', {
      token: viewer.token,
      body: {
        truck_plate: truck.plate,
        start_time: '2026-03-01 00:00:00',
        end_time: '2026-03-01 23:59:59',
      },
    });
    expect(images.status).toBe(404);
    await grant('truck', [String(truck.id)]);
    const granted = await listVideos(viewer.token);
    expect(granted.status).toBe(200);
    expect(granted.body.data).toHaveLength(2);
  });
});
