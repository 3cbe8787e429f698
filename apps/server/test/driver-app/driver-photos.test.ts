import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTime, ZImageListResponse, ZStopPhotoResponse } from '@fleet/contracts';
import { createUser } from '../factories.js';
import { postMultipart } from '../excel/excel-helpers.js';
import { makeMediaFixtures } from '../media/media-fixtures.js';
import { truckWithDriver } from '../motion/motion-feed.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { planFor } from './driver-plans.js';

let fleet: TestConsole;
let fixtures: ReturnType<typeof makeMediaFixtures>;
beforeAll(async () => {
  fixtures = makeMediaFixtures();
  fleet = await startTestConsole({ SNAPSHOT_INTERVAL_MIN: '0' });
});
afterAll(async () => {
  await fleet?.close();
  fixtures?.remove();
});

type TFields = Record<string, string>;
const PHOTO_URL = '/api/driver/stops/photo';

/** As the app sends it: the fields first, then the photo. */
const sendPhoto = (
  token: string | undefined,
  fields: TFields,
  photo: Buffer,
  file: { filename?: string; contentType?: string } = {},
) =>
  postMultipart(
    fleet,
    PHOTO_URL,
    [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      {
        name: 'file',
        value: photo,
        filename: file.filename ?? 'giao-hang.jpg',
        contentType: file.contentType ?? 'image/jpeg',
      },
    ],
    token,
  );

/** Rows of driver photos, their stops, and files kept for images (photo and thumbnail). */
async function stored() {
  const count = async (sql: string) => (await fleet.db.query<{ n: number }>(sql))[0]!.n;
  const folder = path.join(fleet.config.dataDir, 'files', 'images');
  const files = fs.existsSync(folder)
    ? fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
        .length
    : 0;
  return {
    images: await count('select count(*)::int as n from media_images'),
    stops: await count('select count(*)::int as n from trip_stop_photos'),
    files,
  };
}

/** A driver whose truck has one trip today, and another truck's trip today. */
async function driverWithTrip(order: string) {
  const mine = await truckWithDriver(fleet);
  const other = await truckWithDriver(fleet);
  await planFor(fleet, [mine.truck.plate_display, other.truck.plate_display], order);
  const tripOf = async (truckId: number) =>
    (
      await fleet.db.query<{ id: number }>('select id from trip_plans where truck_id = $1', [
        truckId,
      ])
    )[0]!.id;
  return {
    ...mine,
    tripId: await tripOf(mine.truck.id),
    otherTripId: await tripOf(other.truck.id),
  };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('proof-of-delivery photos from the driver app', () => {
  it("joins the truck's image history with the phone's position and time, once per key", async () => {
    const { truck, driver, tripId } = await driverWithTrip('DH-POD');
    const takenAt = minutesAgo(20);
    const fields = {
      trip_id: String(tripId),
      stop: 'destination',
      request_key: 'pod-0001-abcd',
      at: takenAt.toISOString(),
      lat: '10.8501',
      lon: '106.7499',
    };
    const before = await stored();
    const first = await sendPhoto(driver.token, fields, fixtures.jpeg);
    expect(first.statusCode, first.body).toBe(201);
    const photo = ZStopPhotoResponse.parse(first.json()).data;
    expect(photo).toMatchObject({
      trip_id: tripId,
      stop: 'destination',
      taken_at: formatTime(new Date(Math.floor(takenAt.getTime() / 1000) * 1000)),
      lat: 10.8501,
      lon: 106.7499,
    });
    const after = await stored();
    expect(after).toEqual({
      images: before.images + 1,
      stops: before.stops + 1,
      files: before.files + 2,
    });

    // Sent again by the queue (the answer was lost), and twice at once: nothing more stored.
    const again = await sendPhoto(driver.token, fields, fixtures.jpeg);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(photo);
    const twice = { ...fields, request_key: 'pod-0002-abcd' };
    const both = await Promise.all([
      sendPhoto(driver.token, twice, fixtures.jpeg),
      sendPhoto(driver.token, twice, fixtures.jpeg),
    ]);
    expect(both.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(both[0].json().data.id).toBe(both[1].json().data.id);
    expect(await stored()).toEqual({
      images: after.images + 1,
      stops: after.stops + 1,
      files: after.files + 2,
    });

    // A photo at the pick-up too: every stop of the trip takes one.
    const pickup = await sendPhoto(
      driver.token,
      { ...fields, stop: 'origin', request_key: 'pod-0003-abcd' },
      fixtures.jpeg,
    );
    expect(pickup.statusCode, pickup.body).toBe(201);
    expect(pickup.json().data).toMatchObject({ trip_id: tripId, stop: 'origin' });

    const trips = await fleet.call('GET', '/api/driver/trips', { token: driver.token });
    expect(trips.body.data.trips[0].photos).toEqual({ origin: 1, destination: 2 });

    // The office sees it among the truck's images, placed where the phone was, marked.
    const list = await fleet.call('POST', '/image/get_list', {
      token: fleet.adminToken,
      body: {
        truck_plate: truck.plate,
        start_time: formatTime(minutesAgo(60)),
        end_time: formatTime(minutesAgo(-1)),
      },
    });
    expect(list.status).toBe(200);
    const images = ZImageListResponse.parse(list.body).data;
    expect(images.filter((image) => image.id === photo.id)).toEqual([
      expect.objectContaining({
        channel: 0,
        time: photo.taken_at,
        lat: 10.8501,
        lon: 106.7499,
        // The driver by full name, the login beside it for hover.
        proof_of_delivery: {
          order_code: 'DH-POD-0',
          stop: 'destination',
          taken_by: driver.username,
          taken_by_name: driver.fullname,
        },
      }),
    ]);
    expect(images.find((image) => image.id === pickup.json().data.id)?.proof_of_delivery).toEqual({
      order_code: 'DH-POD-0',
      stop: 'origin',
      taken_by: driver.username,
      taken_by_name: driver.fullname,
    });
    const served = await fleet.call('GET', images.find((i) => i.id === photo.id)!.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it("refuses an oversized photo, a non-image, another truck's trip, no token and office users; nothing stored", async () => {
    const { driver, tripId, otherTripId } = await driverWithTrip('DH-BAD');
    const fields = (key: string, trip = tripId) => ({
      trip_id: String(trip),
      stop: 'destination',
      request_key: key,
    });
    const before = await stored();
    const refuse = async (
      status: number,
      token: string | undefined,
      sent: TFields,
      photo: Buffer,
      file?: { filename?: string; contentType?: string },
    ) => {
      const answer = await sendPhoto(token, sent, photo, file);
      expect(answer.statusCode, `${sent.request_key}: ${answer.body}`).toBe(status);
      expect(answer.json().error.code).toBeTruthy();
      expect(await stored()).toEqual(before);
    };

    // Over 5 MB: a JPEG by its first bytes, refused as it streams past the limit.
    const huge = Buffer.concat([fixtures.jpeg, Buffer.alloc(5 * 1024 * 1024, 0x41)]);
    await refuse(413, driver.token, fields('pod-huge-0001'), huge);
    // A PDF named and declared a JPEG: judged by its bytes.
    const pdf = Buffer.from('%PDF-1.4\n' + 'x'.repeat(9000));
    await refuse(415, driver.token, fields('pod-pdf-00001'), pdf);
    // A JPEG header with nothing decodable behind it.
    const fake = Buffer.concat([fixtures.jpeg.subarray(0, 20), Buffer.alloc(9000, 0x61)]);
    await refuse(415, driver.token, fields('pod-fake-0001'), fake);
    await refuse(404, driver.token, fields('pod-other-001', otherTripId), fixtures.jpeg);
    await refuse(401, undefined, fields('pod-anon-0001'), fixtures.jpeg);
    const office = await createUser(fleet, { role: 'warehouse_manager' });
    await refuse(403, office.token, fields('pod-office-01'), fixtures.jpeg);
    const lonely = await createUser(fleet);
    await refuse(404, lonely.token, fields('pod-alone-001'), fixtures.jpeg);
    for (const bad of [
      { ...fields('pod-stop-0001'), stop: 'depot' },
      { ...fields('pod-lat-00001'), lat: '91', lon: '106' },
      { ...fields('pod-at-000001'), at: '2020-01-01 00:00:00' },
      { ...fields('short') },
      { trip_id: String(tripId), stop: 'origin' },
    ])
      await refuse(400, driver.token, bad, fixtures.jpeg);
    // No photo at all.
    const empty = await postMultipart(
      fleet,
      PHOTO_URL,
      Object.entries(fields('pod-none-0001')).map(([name, value]) => ({ name, value })),
      driver.token,
    );
    expect(empty.statusCode).toBe(400);
    // A key already used for another stop's photo is not taken for this one.
    const ok = await sendPhoto(driver.token, fields('pod-used-0001'), fixtures.jpeg);
    expect(ok.statusCode).toBe(201);
    const counted = await stored();
    const reused = await sendPhoto(
      driver.token,
      { ...fields('pod-used-0001'), stop: 'origin' },
      fixtures.jpeg,
    );
    expect(reused.statusCode).toBe(409);
    expect(await stored()).toEqual(counted);
  });
});
