import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIP_PLAN_MAX_BYTES, type TTruck } from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { expectDateTimeCell, expectTableExport } from '../support/xlsx-traits.js';
import { importPlan, postMultipart, rowsOf, VI_HEADER, workbookOf } from './excel-helpers.js';

let fleet: TestConsole;
let truckA: TTruck;
let truckB: TTruck;

beforeAll(async () => {
  fleet = await startTestConsole();
  truckA = await createTruck(fleet);
  truckB = await createTruck(fleet);
});
afterAll(() => fleet.close());

const row = (plate: string, overrides: Partial<Record<number, unknown>> = {}) => {
  const cells: unknown[] = [
    plate,
    'Nguyễn Văn A',
    '2025-11-20 08:00',
    '2025-11-20 12:00',
    'Kho Tân Bình',
    '10.9, 106.9',
    120,
    'DH1',
    'Công ty ABC',
    '',
  ];
  for (const [index, value] of Object.entries(overrides)) cells[Number(index)] = value;
  return cells;
};

const storedFileCount = async () =>
  (await fleet.db.query<{ n: number }>('select count(*)::int as n from excel_files'))[0]!.n;
const blobCount = () => {
  const folder = path.join(fleet.config.dataDir, 'files', 'excel');
  return fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
};

describe('excel import', () => {
  it('imports a good file, lists it within the last 48 hours, opens and downloads it', async () => {
    const file = await workbookOf([
      VI_HEADER,
      row(truckA.plate_display),
      row(truckB.plate, {
        2: new Date(Date.UTC(2025, 10, 20, 9, 30)),
        3: '20/11/2025 14:15',
        9: 'gọi trước',
      }),
    ]);
    const answer = await importPlan(fleet, file, { filename: 'Kế hoạch 20-11.xlsx' });
    expect(answer.statusCode).toBe(201);
    const imported = answer.json().data;
    expect(imported.errors).toEqual([]);
    expect(imported.file).toMatchObject({
      name: 'Kế hoạch 20-11.xlsx',
      size: file.length,
      uploaded_by: 'admin',
      rows: 2,
      errors: 0,
    });

    const list = await fleet.call('POST', '/excel/get_list', { token: fleet.adminToken, body: {} });
    expect(list.body.data.map((f: { file_id: string }) => f.file_id)).toContain(
      imported.file.file_id,
    );

    const opened = await fleet.call('POST', '/excel/open_file', {
      token: fleet.adminToken,
      body: { file_id: imported.file.file_id },
    });
    expect(opened.status).toBe(200);
    const [first, second] = opened.body.data.trips;
    expect(first).toMatchObject({
      row: 2,
      plate: truckA.plate_display,
      truck_id: truckA.id,
      planned_departure: '2025-11-20 08:00:00',
      planned_arrival: '2025-11-20 12:00:00',
      origin: { text: 'Kho Tân Bình', lat: null, marker_id: null },
      destination: { text: '10.9, 106.9', lat: 10.9, lon: 106.9, radius_m: 300 },
      planned_km: 120,
      order_code: 'DH1',
      customer: 'Công ty ABC',
      note: null,
    });
    // A date cell is the wall-clock time of the company zone; day-first text is read too.
    expect(second).toMatchObject({
      planned_departure: '2025-11-20 09:30:00',
      planned_arrival: '2025-11-20 14:15:00',
      note: 'gọi trước',
    });
    expect(opened.body.data.sheet.headers).toEqual(VI_HEADER);
    expect(opened.body.data.sheet.rows).toHaveLength(2);

    const download = await fleet.app.inject({
      method: 'POST',
      url: '/excel/download',
      headers: { token: fleet.adminToken },
      payload: { file_id: imported.file.file_id },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(file)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''K%E1%BA%BF");
  });

  it('accepts English headers in any order', async () => {
    const file = await workbookOf([
      [
        'Destination',
        'Origin',
        'Plate',
        'Driver',
        'Planned departure',
        'Planned arrival',
        'Planned km',
      ],
      [
        'Depot 2',
        'Depot 1',
        truckA.plate,
        'Tran B',
        '2025-11-21 07:00',
        '2025-11-21 09:00',
        '45,5',
      ],
    ]);
    const answer = await importPlan(fleet, file);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.file.rows).toBe(1);
  });

  it('lists row errors by row and column and stores nothing without confirmation', async () => {
    const before = { files: await storedFileCount(), blobs: blobCount() };
    const file = await workbookOf([
      VI_HEADER,
      row(truckA.plate),
      row('99Z99999'),
      row(truckB.plate, { 2: 'ngày mai', 6: -3 }),
      row(truckB.plate, { 3: '2025-11-20 07:00' }),
      row(truckA.plate, { 1: '' }),
    ]);
    const refused = await importPlan(fleet, file);
    expect(refused.statusCode).toBe(400);
    const error = refused.json().error;
    expect(error.code).toBe('IMPORT_ROWS_INVALID');
    expect(error.message).toContain('confirm_partial');
    expect(
      error.details.map((d: { row: number; column: string; field: string }) => [
        d.row,
        d.column,
        d.field,
      ]),
    ).toEqual([
      [3, 'A', 'plate'],
      [4, 'C', 'planned_departure'],
      [4, 'G', 'planned_km'],
      [5, 'D', 'planned_arrival'],
      [6, 'B', 'driver'],
    ]);
    expect(error.details[0].message).toContain('Biển số / Plate');
    expect(await storedFileCount()).toBe(before.files);
    expect(blobCount()).toBe(before.blobs);

    const partial = await importPlan(fleet, file, { confirm: true });
    expect(partial.statusCode).toBe(201);
    const data = partial.json().data;
    expect(data.file).toMatchObject({ rows: 1, errors: 5 });
    const opened = await fleet.call('POST', '/excel/open_file', {
      token: fleet.adminToken,
      body: { file_id: data.file.file_id },
    });
    expect(opened.body.data.trips.map((t: { row: number }) => t.row)).toEqual([2]);
    expect(opened.body.data.errors).toHaveLength(5);
    expect(opened.body.data.errors[0]).toMatchObject({ row: 3, column: 'A', field: 'plate' });
  });

  it('refuses wrong headers naming the missing columns', async () => {
    const file = await workbookOf([
      ['Biển số', 'Tài xế', 'Giờ đi', 'Giờ đến', 'Điểm đi', 'Ghi chú'],
      [truckA.plate, 'A', '2025-11-20 08:00', '2025-11-20 09:00', 'X', ''],
    ]);
    const answer = await importPlan(fleet, file);
    expect(answer.statusCode).toBe(400);
    const error = answer.json().error;
    expect(error.code).toBe('IMPORT_HEADERS_INVALID');
    expect(error.message).toContain('Điểm đến / Destination');
    expect(error.message).toContain('Km dự kiến / Planned km');
    expect(error.details.map((d: { field: string }) => d.field)).toEqual([
      'destination',
      'planned_km',
    ]);
  });

  it('refuses a text file named .xlsx by its content and keeps nothing', async () => {
    const before = { files: await storedFileCount(), blobs: blobCount() };
    const text = Buffer.from('Biển số,Tài xế\n51C12345,A\n'.repeat(200));
    const answer = await importPlan(fleet, text, { filename: 'trips.xlsx' });
    expect(answer.statusCode).toBe(415);
    expect(answer.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(answer.json().error.message).toMatch(/Excel/);
    expect(await storedFileCount()).toBe(before.files);
    expect(blobCount()).toBe(before.blobs);

    const missing = await postMultipart(
      fleet,
      '/excel/import',
      [{ name: 'other', value: 'x' }],
      fleet.adminToken,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a file past the size limit with 413 and keeps nothing', async () => {
    const before = blobCount();
    const good = await workbookOf([VI_HEADER, row(truckA.plate)]);
    const huge = Buffer.concat([good, Buffer.alloc(TRIP_PLAN_MAX_BYTES, 0)]);
    const answer = await importPlan(fleet, huge);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(blobCount()).toBe(before);
  });

  it('serves a template that imports once filled in', async () => {
    const template = await fleet.app.inject({
      method: 'GET',
      url: '/api/excel/template',
      headers: { token: fleet.adminToken },
    });
    expect(template.statusCode).toBe(200);
    const rows = await rowsOf(template.rawPayload);
    expect(rows[0]).toEqual(VI_HEADER);
    const sheet = await expectTableExport(template.rawPayload, 'Kế hoạch chuyến');
    expect(expectDateTimeCell(sheet, VI_HEADER[2]!, 2)).toEqual(
      new Date(Date.UTC(2025, 10, 20, 8)),
    );
    const filled = await workbookOf([rows[0]!, [truckA.plate, ...rows[1]!.slice(1)]]);
    expect((await importPlan(fleet, filled)).statusCode).toBe(201);
  });
});

describe('excel files and truck grants', () => {
  it('shows only granted trucks’ trips, and the original only to those who see it all', async () => {
    const imported = await importPlan(
      fleet,
      await workbookOf([VI_HEADER, row(truckA.plate), row(truckB.plate)]),
    );
    const fileId = imported.json().data.file.file_id as string;
    const user = await createUser(fleet, { role: 'driver' });
    for (const [type, keys] of [
      ['page', ['management/excel-report']],
      ['truck', [String(truckA.id)]],
    ] as const) {
      await fleet.call('POST', '/fleet/roles/add_resources', {
        token: fleet.adminToken,
        body: { username: user.username, type, keys },
      });
    }
    const list = await fleet.call('POST', '/excel/get_list', { token: user.token, body: {} });
    expect(list.body.data.find((f: { file_id: string }) => f.file_id === fileId)).toMatchObject({
      rows: 1,
    });
    const opened = await fleet.call('POST', '/excel/open_file', {
      token: user.token,
      body: { file_id: fileId },
    });
    expect(opened.body.data.trips.map((t: { truck_id: number }) => t.truck_id)).toEqual([
      truckA.id,
    ]);
    expect(opened.body.data.sheet).toBeNull();
    const download = await fleet.call('POST', '/excel/download', {
      token: user.token,
      body: { file_id: fileId },
    });
    expect(download.status).toBe(403);
    const deleted = await fleet.call('POST', '/excel/delete', {
      token: user.token,
      body: { files: [fileId] },
    });
    expect(deleted.body.data.deleted).toBe(0);

    const outsider = await createUser(fleet, { role: 'driver' });
    expect(
      (await fleet.call('POST', '/excel/get_list', { token: outsider.token, body: {} })).status,
    ).toBe(403);
  });

  it('lists the last 48 hours by default, other ranges on request, and deletes several', async () => {
    const one = (await importPlan(fleet, await workbookOf([VI_HEADER, row(truckA.plate)]))).json()
      .data.file.file_id;
    const two = (await importPlan(fleet, await workbookOf([VI_HEADER, row(truckB.plate)]))).json()
      .data.file.file_id;
    await fleet.db.query(
      "update excel_files set uploaded_at = now() - interval '3 days' where id = $1",
      [one],
    );
    const ids = async (body: object) =>
      (
        await fleet.call('POST', '/excel/get_list', { token: fleet.adminToken, body })
      ).body.data.map((f: { file_id: string }) => f.file_id);
    expect(await ids({})).toContain(two);
    expect(await ids({})).not.toContain(one);
    const since = fleet.services.time.toWire(new Date(Date.now() - 4 * 86_400_000));
    expect(await ids({ start_time: since })).toEqual(expect.arrayContaining([one, two]));

    const deleted = await fleet.call('POST', '/excel/delete', {
      token: fleet.adminToken,
      body: { files: [one, two] },
    });
    expect(deleted.body.data.deleted).toBe(2);
    expect(await ids({ start_time: since })).not.toContain(one);
    const gone = await fleet.call('POST', '/excel/open_file', {
      token: fleet.adminToken,
      body: { file_id: two },
    });
    expect(gone.status).toBe(404);
  });
});
