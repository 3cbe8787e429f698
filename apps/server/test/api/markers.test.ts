import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MARKER_EXPORT_FORMATS,
  ZImportMarkersResponse,
  ZMarkerListResponse,
  ZMarkerResponse,
  type TCreateMarkerRequest,
  type TMarker,
} from '@fleet/contracts';
import { createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { expectTableExport } from '../support/xlsx-traits.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/markers');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(() => fleet.close());

async function listMarkers(body?: unknown, token = fleet.adminToken): Promise<TMarker[]> {
  const response = await fleet.call('POST', '/marker/get_all_list', { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return ZMarkerListResponse.parse(response.body).data;
}

async function createMarker(body: TCreateMarkerRequest): Promise<TMarker> {
  const response = await fleet.call('POST', '/marker/create', { token: fleet.adminToken, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return ZMarkerResponse.parse(response.body).data;
}

/** Every test starts from an empty table, through the API itself. */
beforeEach(async () => {
  const ids = (await listMarkers()).map((m) => m.id);
  if (ids.length === 0) return;
  const response = await fleet.call('POST', '/marker/delete', {
    token: fleet.adminToken,
    body: { list_coor: ids },
  });
  expect(response.body.data.deleted).toBe(ids.length);
});

function upload(
  content: Buffer,
  filename: string,
  token = fleet.adminToken,
  field = 'uploaded_file',
) {
  const boundary = '----fleet' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return fleet.app.inject({
    method: 'POST',
    url: '/marker/import',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
  });
}

const withoutId = ({ id: _id, ...rest }: TMarker) => rest;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

describe('map points: create, list, update, delete', () => {
  it('creates with the defaults of type and radius, and lists with filters', async () => {
    const depot = await createMarker({ name: 'Kho Tân Bình', lat: 10.8016, lon: 106.6523 });
    expect(depot).toMatchObject({
      name: 'Kho Tân Bình',
      type: 'other',
      radius_m: 100,
      speed_limit_kmh: null,
      note: null,
      address: null,
    });
    await createMarker({
      name: 'Khu Phú Mỹ Hưng',
      lat: 10.7291,
      lon: 106.7187,
      type: 'speed_zone',
      radius_m: 400,
      speed_limit_kmh: 30,
      address: 'Quận 7, TP.HCM',
    });
    expect((await listMarkers()).map((m) => m.name)).toEqual(['Kho Tân Bình', 'Khu Phú Mỹ Hưng']);
    expect((await listMarkers({ type: 'speed_zone' })).map((m) => m.name)).toEqual([
      'Khu Phú Mỹ Hưng',
    ]);
    expect((await listMarkers({ search: 'quận 7' })).map((m) => m.name)).toEqual([
      'Khu Phú Mỹ Hưng',
    ]);
    expect(await listMarkers({ search: '100%' })).toEqual([]);
  });

  it('finds points by a former province name and by the province it is part of today', async () => {
    await createMarker({
      name: 'Kho Đại An',
      lat: 20.92,
      lon: 106.3,
      type: 'warehouse',
      radius_m: 300,
      address: 'KCN Đại An, Hải Phòng',
    });
    await createMarker({
      name: 'Bãi Cẩm Giàng',
      lat: 20.96,
      lon: 106.2,
      type: 'other',
      radius_m: 200,
      address: 'Cẩm Giàng, Hải Dương',
    });
    await createMarker({ name: 'Kho Hà Nội', lat: 21.03, lon: 105.85, radius_m: 100 });
    const names = async (search: string) =>
      (await listMarkers({ search })).map((m) => m.name).sort();
    // Hải Dương is part of Hải Phòng since 1 July 2025: either name finds both, typed with or
    // without accents; other provinces stay out.
    expect(await names('Hải Dương')).toEqual(['Bãi Cẩm Giàng', 'Kho Đại An']);
    expect(await names('hai duong')).toEqual(['Bãi Cẩm Giàng', 'Kho Đại An']);
    expect(await names('Thành phố Hải Phòng')).toEqual(['Bãi Cẩm Giàng', 'Kho Đại An']);
    expect(await names('Cẩm Giàng')).toEqual(['Bãi Cẩm Giàng']);
  });

  it('refuses invalid fields naming each one', async () => {
    const response = await fleet.call('POST', '/marker/create', {
      token: fleet.adminToken,
      body: { name: '  ', lat: 91, lon: 106.7, type: 'garage', radius_m: 1 },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    const fields = response.body.error.details.map((d: { field: string }) => d.field).sort();
    expect(fields).toEqual(['lat', 'name', 'radius_m', 'type']);
    expect(await listMarkers()).toEqual([]);
  });

  it('updates only the fields sent, clears emptied text, and answers 404 for a missing id', async () => {
    const marker = await createMarker({
      name: 'Cảng Cát Lái',
      lat: 10.7596,
      lon: 106.788,
      type: 'warehouse',
      radius_m: 300,
      note: 'Ca đêm',
    });
    const updated = await fleet.call('PUT', '/marker/update', {
      token: fleet.adminToken,
      body: { id: marker.id, name: 'Cảng Cát Lái (cổng B)', note: '' },
    });
    expect(updated.status).toBe(200);
    expect(ZMarkerResponse.parse(updated.body).data).toEqual({
      ...marker,
      name: 'Cảng Cát Lái (cổng B)',
      note: null,
    });
    const bad = await fleet.call('PUT', '/marker/update', {
      token: fleet.adminToken,
      body: { id: marker.id, lon: 181 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('lon');
    const missing = await fleet.call('PUT', '/marker/update', {
      token: fleet.adminToken,
      body: { id: marker.id + 1000, name: 'Không có' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });

  it('deletes several by list_coor and leaves the rest', async () => {
    const a = await createMarker({ name: 'A', lat: 10, lon: 106 });
    const b = await createMarker({ name: 'B', lat: 10.1, lon: 106 });
    await createMarker({ name: 'C', lat: 10.2, lon: 106 });
    const response = await fleet.call('POST', '/marker/delete', {
      token: fleet.adminToken,
      body: { list_coor: [a.id, b.id, 999_999] },
    });
    expect(response.body.data).toEqual({ deleted: 2 });
    expect((await listMarkers()).map((m) => m.name)).toEqual(['C']);
    const empty = await fleet.call('POST', '/marker/delete', {
      token: fleet.adminToken,
      body: { list_coor: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details[0].field).toBe('list_coor');
  });

  it('lets a user without the map page list and export, but not change anything', async () => {
    const marker = await createMarker({ name: 'Kho', lat: 10, lon: 106 });
    const driver = await createUser(fleet);
    expect((await listMarkers(undefined, driver.token)).map((m) => m.id)).toEqual([marker.id]);
    const exported = await fleet.call('POST', '/api/markers/export', {
      token: driver.token,
      body: { format: 'geojson' },
    });
    expect(exported.status).toBe(200);
    const attempts = [
      ['POST', '/marker/create', { name: 'X', lat: 10, lon: 106 }],
      ['PUT', '/marker/update', { id: marker.id, name: 'X' }],
      ['POST', '/marker/delete', { list_coor: [marker.id] }],
    ] as const;
    for (const [method, url, body] of attempts) {
      const response = await fleet.call(method, url, { token: driver.token, body });
      expect(response.status, url).toBe(403);
    }
    const imported = await upload(fixture('points.csv'), 'points.csv', driver.token);
    expect(imported.statusCode).toBe(403);
    expect((await listMarkers()).map((m) => m.name)).toEqual(['Kho']);
    const anonymous = await fleet.call('POST', '/marker/get_all_list', { token: null });
    expect(anonymous.status).toBe(401);
  });
});

describe('map points: import', () => {
  it('imports a comma CSV with English headers', async () => {
    const response = await upload(fixture('points.csv'), 'points.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(ZImportMarkersResponse.parse(response.json()).data.imported).toBe(3);
    const markers = await listMarkers();
    expect(markers.map(withoutId).sort(byName)).toEqual([
      {
        name: 'Kho Tân Bình',
        lat: 10.8016,
        lon: 106.6523,
        type: 'depot',
        radius_m: 150,
        speed_limit_kmh: null,
        note: 'Cổng số 2',
        address: 'Số 12 Cộng Hòa, Tân Bình, TP.HCM',
      },
      {
        name: 'Khu dân cư Phú Mỹ Hưng',
        lat: 10.7291,
        lon: 106.7187,
        type: 'speed_zone',
        radius_m: 400,
        speed_limit_kmh: 30,
        note: 'Giảm tốc, nhiều trẻ em',
        address: null,
      },
      {
        name: 'Trạm xăng Petrolimex 05',
        lat: 10.7769,
        lon: 106.7009,
        type: 'fuel_station',
        radius_m: 100,
        speed_limit_kmh: null,
        note: null,
        address: null,
      },
    ]);
  });

  it('imports a semicolon CSV with a BOM, Vietnamese headers and decimal commas', async () => {
    const response = await upload(fixture('points-semicolon-bom.csv'), 'diem.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.imported).toBe(2);
    const [port, stop] = (await listMarkers()).sort(byName);
    expect(port).toMatchObject({
      name: 'Cảng Cát Lái',
      lat: 10.7596,
      lon: 106.788,
      type: 'warehouse',
      radius_m: 300,
      note: 'Xếp hàng ca đêm',
      address: 'Nguyễn Thị Định, TP. Thủ Đức',
    });
    expect(stop).toMatchObject({
      name: 'Trạm dừng nghỉ Dầu Giây',
      type: 'rest_stop',
      radius_m: 100,
    });
  });

  it('imports the first sheet of an XLSX, whatever the file is called', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Điểm');
    sheet.addRow(['Tên điểm', 'LAT', 'Longitude', 'Loại', 'Bán kính', 'Ghi chú']);
    sheet.addRow(['Kho Bình Dương', 11.0, 106.65, 'depot', 200, 12345]);
    sheet.addRow([{ richText: [{ text: 'Khách ' }, { text: 'Biên Hòa' }] }, 10.95, 106.82]);
    workbook.addWorksheet('Khác').addRow(['name', 'lat', 'lon']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload(content, 'diem-khong-duoi');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.imported).toBe(2);
    expect((await listMarkers()).map(withoutId).sort(byName)).toEqual([
      {
        name: 'Khách Biên Hòa',
        lat: 10.95,
        lon: 106.82,
        type: 'other',
        radius_m: 100,
        speed_limit_kmh: null,
        note: null,
        address: null,
      },
      {
        name: 'Kho Bình Dương',
        lat: 11,
        lon: 106.65,
        type: 'depot',
        radius_m: 200,
        speed_limit_kmh: null,
        note: '12345',
        address: null,
      },
    ]);
  });

  it('imports GeoJSON points with their properties', async () => {
    const response = await upload(fixture('points.geojson'), 'points.geojson');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.imported).toBe(2);
    const [customer, depot] = (await listMarkers()).sort(byName);
    expect(depot).toMatchObject({
      name: 'Kho Long Biên',
      lat: 21.0285,
      lon: 105.8522,
      type: 'depot',
      radius_m: 250,
      note: 'Mở cửa 6h-22h',
    });
    expect(customer).toMatchObject({
      name: 'Khách hàng Hải Phòng',
      type: 'customer',
      address: 'Lê Hồng Phong, Hải Phòng',
    });
  });

  it('imports KML placemarks, the description becoming the note', async () => {
    const response = await upload(fixture('points.kml'), 'points.kml');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.imported).toBe(2);
    const [depot, scale] = (await listMarkers()).sort(byName);
    expect(depot).toMatchObject({
      name: 'Kho Đà Nẵng',
      lat: 16.0544,
      lon: 108.2022,
      note: 'Cửa sau & bãi xe tải',
    });
    expect(scale).toMatchObject({ name: 'Trạm cân Hòa Phước', type: 'other', radius_m: 80 });
  });

  it('refuses a CSV with bad rows naming each row and field, and imports nothing', async () => {
    await createMarker({ name: 'Có sẵn', lat: 10, lon: 106 });
    const response = await upload(fixture('bad-rows.csv'), 'bad-rows.csv');
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('IMPORT_ROWS_INVALID');
    const found = error.details.map(
      (d: { row: number; field: string; code: string }) => `${d.row}:${d.field}:${d.code}`,
    );
    // Header is row 1; the blank line is row 5 as a spreadsheet shows it.
    expect(found.sort()).toEqual(['3:lat:max', '6:name:required', '7:lon:number', '7:type:one_of']);
    expect((await listMarkers()).map((m) => m.name)).toEqual(['Có sẵn']);
  });

  it('numbers XLSX problems by sheet row and GeoJSON problems by feature', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Điểm');
    sheet.addRow(['name', 'lat', 'lon', 'speed_limit_kmh']);
    sheet.addRow(['Đúng', 10, 106]);
    sheet.addRow([]);
    sheet.addRow(['Sai', 10, 106, 500]);
    const xlsx = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'points.xlsx');
    expect(xlsx.statusCode).toBe(400);
    expect(xlsx.json().error.details).toEqual([
      {
        row: 4,
        field: 'speed_limit_kmh',
        code: 'max',
        params: { max: 150 },
        message: 'must be at most 150',
      },
    ]);

    const geo = await upload(fixture('polygon.geojson'), 'polygon.geojson');
    expect(geo.statusCode).toBe(400);
    expect(geo.json().error).toMatchObject({
      code: 'IMPORT_ROWS_INVALID',
      details: [
        {
          row: 2,
          field: 'geometry',
          code: 'point_geometry',
          params: { kind: 'Polygon' },
          message: 'must be a Point, not Polygon',
        },
      ],
    });
    expect(await listMarkers()).toEqual([]);
  });

  it('judges the format by content: a PNG renamed .csv or unknown text is 415', async () => {
    const png = await upload(fixture('photo-renamed.csv'), 'photo.csv');
    expect(png.statusCode).toBe(415);
    expect(png.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const text = await upload(Buffer.from('hello,world\n1,2\n'), 'points.csv');
    expect(text.statusCode).toBe(415);
    const json = await upload(Buffer.from('{"rows": []}'), 'points.geojson');
    expect(json.statusCode).toBe(415);
    const zip = await upload(Buffer.from('PK\u0003\u0004 not really a workbook'), 'points.xlsx');
    expect(zip.statusCode).toBe(415);
  });

  it('refuses a file over 5 MB (413), over 10,000 points (413) or in the wrong field (400)', async () => {
    const big = Buffer.concat([fixture('points.csv'), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const tooBig = await upload(big, 'big.csv');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('PAYLOAD_TOO_LARGE');

    const lines = ['name,lat,lon'];
    for (let i = 0; i < 10_001; i += 1) lines.push(`P${i},10.${i},106.5`);
    const tooMany = await upload(Buffer.from(lines.join('\n')), 'many.csv');
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().error.message).toContain('10000');

    const wrongField = await upload(fixture('points.csv'), 'points.csv', fleet.adminToken, 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.details[0].field).toBe('uploaded_file');
    expect(await listMarkers()).toEqual([]);
  });

  it('imports 10,000 points in one go', async () => {
    const lines = ['name,lat,lon,type'];
    for (let i = 0; i < 10_000; i += 1)
      lines.push(`P${i},${(i % 180) - 89.5},${(i % 360) - 179.5},customer`);
    const response = await upload(Buffer.from(lines.join('\n')), 'many.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.imported).toBe(10_000);
    expect(await listMarkers()).toHaveLength(10_000);
  });
});

describe('map points: export', () => {
  const tricky: TCreateMarkerRequest[] = [
    {
      name: 'Kho "Tân Cảng", cổng 3',
      lat: 10.793_218_7,
      lon: 106.741_562_3,
      type: 'depot',
      radius_m: 175.5,
      note: 'Dòng 1\nDòng 2; có dấu chấm phẩy',
      address: '<Điện Biên Phủ> & Bình Thạnh',
    },
    { name: '=HYPERLINK("x")', lat: -33.8688, lon: -151.2093, type: 'other' },
    {
      name: 'Khu vực hạn chế tốc độ',
      lat: 21.0285,
      lon: 105.8522,
      type: 'speed_zone',
      radius_m: 1_000,
      speed_limit_kmh: 40,
    },
  ];

  it.each(MARKER_EXPORT_FORMATS)(
    'round-trips %s: export, delete all, import gives the same points',
    async (format) => {
      for (const marker of tricky) await createMarker(marker);
      const before = (await listMarkers()).map(withoutId).sort(byName);

      const exported = await fleet.app.inject({
        method: 'POST',
        url: '/api/markers/export',
        payload: { format },
        headers: { token: fleet.adminToken },
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toMatch(
        new RegExp(
          `^attachment; filename="diem-ban-do-\\d{8}\\.${format}"; filename\\*=UTF-8''diem-ban-do-\\d{8}\\.${format}$`,
        ),
      );
      const contentType = String(exported.headers['content-type']);
      expect(contentType).toContain(
        {
          xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          csv: 'text/csv',
          geojson: 'application/geo+json',
          kml: 'application/vnd.google-earth.kml+xml',
        }[format],
      );
      if (format === 'xlsx') {
        const sheet = await expectTableExport(exported.rawPayload, 'Điểm bản đồ');
        expect(sheet.getRow(1).values).toContain('speed_limit_kmh');
        expect(typeof sheet.getRow(2).getCell(2).value).toBe('number');
      }

      await fleet.call('POST', '/marker/delete', {
        token: fleet.adminToken,
        body: { list_coor: (await listMarkers()).map((m) => m.id) },
      });
      expect(await listMarkers()).toEqual([]);

      const imported = await upload(exported.rawPayload, `diem.${format}`);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json().data.imported).toBe(tricky.length);
      expect((await listMarkers()).map(withoutId).sort(byName)).toEqual(before);
    },
  );

  it('keeps a CSV cell that looks like a formula as text for spreadsheet programs', async () => {
    await createMarker({ name: '=1+1', lat: 10, lon: 106 });
    const exported = await fleet.call('POST', '/api/markers/export', {
      token: fleet.adminToken,
      body: { format: 'csv' },
    });
    expect(String(exported.body)).toContain("\n'=1+1,10,106,");
  });

  it('refuses an unknown format naming the field', async () => {
    const response = await fleet.call('POST', '/api/markers/export', {
      token: fleet.adminToken,
      body: { format: 'shp' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.details[0].field).toBe('format');
  });
});
