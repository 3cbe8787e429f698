import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZImageListResponse, ZVideoListResponse } from '@fleet/contracts';
import { createTruck } from '../factories.js';
import { startS3Server, type TestS3Server } from '../s3-server.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { makeMediaFixtures, truckWithDeviceKey, upload } from './media-fixtures.js';

let s3: TestS3Server;
let fleet: TestConsole;
let fixtures: ReturnType<typeof makeMediaFixtures>;

beforeAll(async () => {
  fixtures = makeMediaFixtures();
  s3 = await startS3Server();
  fleet = await startTestConsole({ ...s3.env, SNAPSHOT_INTERVAL_MIN: '0' });
});
afterAll(async () => {
  await fleet?.close();
  await s3?.stop();
  fixtures?.remove();
});

describe('media on the S3 blob store (S3_BUCKET set)', () => {
  it('ingests a video and an image into the bucket and serves ranges from it', async () => {
    const truck = await createTruck(fleet);
    const key = await truckWithDeviceKey(fleet, truck);
    const fields = { channel: '1', time: '2026-04-02 07:30:00' };
    expect((await upload(fleet, 'videos', key, fields, fixtures.mp4)).status).toBe(201);
    expect((await upload(fleet, 'images', key, fields, fixtures.jpeg)).status).toBe(201);
    expect((await upload(fleet, 'videos', key, fields, fixtures.jpeg)).status).toBe(415);

    const range = { start_date: '2026-04-02 00:00:00', end_date: '2026-04-02 23:59:59' };
    const [video] = ZVideoListResponse.parse(
      (
        await fleet.call('POST', '/etracking/get_list_by_date', {
          token: fleet.adminToken,
          body: { truck_plate: truck.plate, ...range },
        })
      ).body,
    ).data;
    const [row] = await fleet.db.query<{ blob_key: string }>(
      'select blob_key from media_videos where id = $1',
      [video!.id],
    );
    // The bytes are in the bucket, not in DATA_DIR.
    expect(await fleet.services.blobs.stat(row!.blob_key)).toEqual({ size: fixtures.mp4.length });
    const part = await fleet.app.inject({
      method: 'GET',
      url: video!.url,
      headers: { range: 'bytes=1000-1999' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(fixtures.mp4.subarray(1000, 2000))).toBe(true);
    const outside = await fleet.app.inject({
      method: 'GET',
      url: video!.url,
      headers: { range: 'bytes=99999999-' },
    });
    expect(outside.statusCode).toBe(416);

    const [image] = ZImageListResponse.parse(
      (
        await fleet.call('POST', '/image/get_list', {
          token: fleet.adminToken,
          body: {
            truck_plate: truck.plate,
            start_time: range.start_date,
            end_time: range.end_date,
          },
        })
      ).body,
    ).data;
    const thumb = await fleet.app.inject({ method: 'GET', url: image!.thumb_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
  });
});
