import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKER_IMPORT_MAX_POINTS } from '@fleet/contracts';
import { postMultipart } from '../excel/excel-helpers.js';
import { inlineSheetXlsx, zipBombXlsx } from '../support/xlsx-files.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

const PNG = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/markers/photo-renamed.csv'),
);
const MAX = MARKER_IMPORT_MAX_POINTS;

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
  const created = await fleet.call('POST', '/marker/create', {
    token: fleet.adminToken,
    body: { name: 'Có sẵn', lat: 10, lon: 106 },
  });
  expect(created.status).toBe(201);
});
afterAll(() => fleet.close());

const upload = (value: Buffer, filename: string) =>
  postMultipart(
    fleet,
    '/marker/import',
    [{ name: 'uploaded_file', value, filename }],
    fleet.adminToken,
  );

const names = async () =>
  (
    await fleet.call('POST', '/marker/get_all_list', { token: fleet.adminToken, body: {} })
  ).body.data.map((m: { name: string }) => m.name);

/** Refuses `file` with `status` and `code`, leaving the stored points as they were. */
async function expectRefused(file: Buffer, filename: string, status: number, code: string) {
  const answer = await upload(file, filename);
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json().error.code).toBe(code);
  expect(await names()).toEqual(['Có sẵn']);
  return answer.json().error as { message: string; details?: { row: number }[] };
}

const point = (i: number) => [`P${i}`, String(10 + (i % 80) / 100), '106.5'];

describe('map-point import limits', () => {
  it(`refuses an XLSX of ${MAX + 1} points where reading stopped`, async () => {
    const rows = Array.from({ length: MAX + 1 }, (_, i) => point(i));
    const error = await expectRefused(
      inlineSheetXlsx([['name', 'lat', 'lon'], ...rows]),
      'points.xlsx',
      413,
      'IMPORT_TOO_MANY_POINTS',
    );
    expect(error.message).toContain(`at most ${MAX} map points`);
    expect(error.details).toEqual([expect.objectContaining({ row: MAX + 2 })]);
  });

  it(`refuses GeoJSON and KML of ${MAX + 1} points`, async () => {
    const features = Array.from({ length: MAX + 1 }, (_, i) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [106.5, 10] },
      properties: { name: `P${i}` },
    }));
    const geojson = Buffer.from(JSON.stringify({ type: 'FeatureCollection', features }));
    await expectRefused(geojson, 'points.geojson', 413, 'IMPORT_TOO_MANY_POINTS');

    const placemark = (i: number) =>
      `<Placemark><name>P${i}</name><Point><coordinates>106.5,10</coordinates></Point></Placemark>`;
    const kml = Buffer.from(
      `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${Array.from(
        { length: MAX + 1 },
        (_, i) => placemark(i),
      ).join('')}</Document></kml>`,
    );
    await expectRefused(kml, 'points.kml', 413, 'IMPORT_TOO_MANY_POINTS');
  });

  it('refuses zip bombs with 413 and a PNG named .xlsx with 415', async () => {
    for (const lying of [false, true]) {
      const bomb = await zipBombXlsx({ unpackedBytes: 128 * 1024 * 1024, lying });
      await expectRefused(bomb, 'points.xlsx', 413, 'IMPORT_UNPACKED_TOO_LARGE');
    }
    await expectRefused(PNG, 'points.xlsx', 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it(`still imports an XLSX of exactly ${MAX} points`, async () => {
    const rows = Array.from({ length: MAX }, (_, i) => point(i));
    const answer = await upload(inlineSheetXlsx([['name', 'lat', 'lon'], ...rows]), 'p.xlsx');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.imported).toBe(MAX);
    expect(await names()).toHaveLength(MAX + 1);
  });
});
