import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { importPlan, postMultipart, VI_HEADER, workbookOf } from './excel-helpers.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(() => fleet.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR', 'latin1'),
  Buffer.alloc(2000, 7),
]);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(2000, 1),
]);

const imageCount = async () =>
  (await fleet.db.query<{ n: number }>('select count(*)::int as n from order_images'))[0]!.n;

describe('proof-of-delivery photos', () => {
  it('stores several photos of an order with time, uploader and GPS, and serves them', async () => {
    const driver = await createUser(fleet, { role: 'driver' });
    const answer = await postMultipart(
      fleet,
      '/tms/don_hang/upload_image',
      [
        { name: 'files', value: PNG, filename: 'hang.png' },
        { name: 'files', value: JPEG, filename: 'chu-ky.jpg' },
        { name: 'ma_don_hang', value: 'DH-100' },
        { name: 'lat', value: '10.7769' },
        { name: 'lon', value: '106.7009' },
      ],
      driver.token,
    );
    expect(answer.statusCode).toBe(201);
    const stored = answer.json().data;
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      order_code: 'DH-100',
      name: 'hang.png',
      content_type: 'image/png',
      size: PNG.length,
      lat: 10.7769,
      lon: 106.7009,
      uploaded_by: driver.username,
    });
    expect(stored[0].uploaded_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // English clients name the order `order_code`; GPS is optional.
    const english = await postMultipart(
      fleet,
      '/tms/don_hang/upload_image',
      [
        { name: 'order_code', value: 'DH-100' },
        { name: 'file', value: JPEG, filename: 'drop.jpg' },
      ],
      fleet.adminToken,
    );
    expect(english.statusCode).toBe(201);
    expect(english.json().data[0]).toMatchObject({
      lat: null,
      lon: null,
      content_type: 'image/jpeg',
    });

    const list = await fleet.call('POST', '/api/tms/order_images', {
      token: fleet.adminToken,
      body: { order_code: 'DH-100' },
    });
    expect(list.body.data.map((i: { name: string }) => i.name)).toEqual([
      'hang.png',
      'chu-ky.jpg',
      'drop.jpg',
    ]);
    const image = await fleet.app.inject({
      method: 'GET',
      url: list.body.data[0].url,
      headers: { token: fleet.adminToken },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await fleet.call('GET', list.body.data[0].url)).status).toBe(401);
    // Uploading is open to drivers; seeing photos needs the page that shows them.
    const byDriver = await fleet.call('GET', list.body.data[0].url, { token: driver.token });
    expect(byDriver.status).toBe(403);
  });

  it("shows an order's photos only to holders of the page granted a truck it is planned on", async () => {
    const planned = await createTruck(fleet);
    const other = await createTruck(fleet);
    const plan = await workbookOf([
      VI_HEADER,
      [
        planned.plate,
        'Lê Văn B',
        '2025-11-20 08:00',
        '2025-11-20 12:00',
        'Kho A',
        '10.9, 106.9',
        50,
        'DH-777',
        'ABC',
        '',
      ],
    ]);
    expect((await importPlan(fleet, plan)).statusCode).toBe(201);
    const upload = await postMultipart(
      fleet,
      '/tms/don_hang/upload_image',
      [
        { name: 'ma_don_hang', value: 'DH-777' },
        { name: 'files', value: PNG, filename: 'giao-hang.png' },
      ],
      fleet.adminToken,
    );
    expect(upload.statusCode).toBe(201);
    const photoUrl: string = upload.json().data[0].url;

    const viewer = async (truckId: number) => {
      const user = await createUser(fleet, { role: 'driver' });
      for (const [type, keys] of [
        ['page', ['management/excel-report']],
        ['truck', [String(truckId)]],
      ] as const) {
        const granted = await fleet.call('POST', '/fleet/roles/add_resources', {
          token: fleet.adminToken,
          body: { username: user.username, type, keys },
        });
        expect(granted.status).toBe(200);
      }
      return user.token;
    };
    const granted = await viewer(planned.id);
    const notGranted = await viewer(other.id);

    const listOf = async (token: string) =>
      (await fleet.call('POST', '/api/tms/order_images', { token, body: { order_code: 'DH-777' } }))
        .body.data as { name: string }[];
    expect((await listOf(granted)).map((i) => i.name)).toEqual(['giao-hang.png']);
    expect(await listOf(notGranted)).toEqual([]);
    expect((await fleet.call('GET', photoUrl, { token: granted })).status).toBe(200);
    // Ids are sequential: another one's photo answers as if it did not exist.
    expect((await fleet.call('GET', photoUrl, { token: notGranted })).status).toBe(404);
  });

  it('refuses non-images with 415 and keeps none of the upload', async () => {
    const before = await imageCount();
    const answer = await postMultipart(
      fleet,
      '/tms/don_hang/upload_image',
      [
        { name: 'ma_don_hang', value: 'DH-200' },
        { name: 'files', value: PNG, filename: 'ok.png' },
        {
          name: 'files',
          value: Buffer.from('%PDF-1.4\n' + ' '.repeat(3000)),
          filename: 'photo.jpg',
        },
      ],
      fleet.adminToken,
    );
    expect(answer.statusCode).toBe(415);
    expect(answer.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await imageCount()).toBe(before);
  });

  it('needs an order code and valid coordinates', async () => {
    const noCode = await postMultipart(
      fleet,
      '/tms/don_hang/upload_image',
      [{ name: 'files', value: PNG, filename: 'a.png' }],
      fleet.adminToken,
    );
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.details[0].field).toBe('ma_don_hang');
    const badLat = await postMultipart(
      fleet,
      '/tms/don_hang/upload_image',
      [
        { name: 'ma_don_hang', value: 'DH-1' },
        { name: 'lat', value: '123' },
        { name: 'files', value: PNG, filename: 'a.png' },
      ],
      fleet.adminToken,
    );
    expect(badLat.statusCode).toBe(400);
    expect(badLat.json().error.details[0].field).toBe('lat');
  });
});
