import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIP_PLAN_MAX_ROWS, type TTruck } from '@fleet/contracts';
import { createTruck } from '../factories.js';
import {
  entryOf,
  inlineSheetXlsx,
  streamedXlsx,
  zipBombXlsx,
  zipOf,
} from '../support/xlsx-files.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { importPlan, VI_HEADER, workbookOf } from './excel-helpers.js';

const PNG = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/markers/photo-renamed.csv'),
);

let fleet: TestConsole;
let truck: TTruck;
/** A plan imported before the refused ones, which must come through them untouched. */
let kept: { fileId: string; bytes: Buffer };

const trip = (plate: string, n: number) => [
  plate,
  `Tài xế ${n}`,
  '2025-11-20 08:00',
  '2025-11-20 12:00',
  'Kho Tân Bình',
  '10.9, 106.9',
  String(100 + (n % 50)),
  `DH${n}`,
  'Công ty ABC',
  '',
];

const storedFiles = async () =>
  (await fleet.db.query<{ n: number }>('select count(*)::int as n from excel_files'))[0]!.n;
const storedBlobs = () => {
  const folder = path.join(fleet.config.dataDir, 'files', 'excel');
  return fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
};

/** Refuses `file` with `status` and `code`, keeping the files stored before as they were. */
async function expectRefused(file: Buffer, status: number, code: string) {
  const before = { files: await storedFiles(), blobs: storedBlobs() };
  const answer = await importPlan(fleet, file);
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json().error.code).toBe(code);
  expect(await storedFiles()).toBe(before.files);
  expect(storedBlobs()).toBe(before.blobs);
  return answer.json().error as { message: string; details?: { row: number }[] };
}

beforeAll(async () => {
  fleet = await startTestConsole();
  truck = await createTruck(fleet);
  const bytes = await workbookOf([VI_HEADER, trip(truck.plate, 1)]);
  const answer = await importPlan(fleet, bytes);
  expect(answer.statusCode, answer.body).toBe(201);
  kept = { fileId: answer.json().data.file.file_id, bytes };
});

afterAll(async () => {
  // What was stored before every refusal below is still there, whole.
  const download = await fleet.app.inject({
    method: 'POST',
    url: '/excel/download',
    headers: { token: fleet.adminToken },
    payload: { file_id: kept.fileId },
  });
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload.equals(kept.bytes)).toBe(true);
  await fleet.close();
});

describe('excel import limits', () => {
  it(`imports a plan of exactly ${TRIP_PLAN_MAX_ROWS} trips`, async () => {
    const rows = Array.from({ length: TRIP_PLAN_MAX_ROWS }, (_, i) => trip(truck.plate, i));
    const answer = await importPlan(fleet, await workbookOf([VI_HEADER, ...rows]));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.file).toMatchObject({ rows: TRIP_PLAN_MAX_ROWS, errors: 0 });
  });

  it(`refuses trip ${TRIP_PLAN_MAX_ROWS + 1} with the limit, storing nothing`, async () => {
    const rows = Array.from({ length: TRIP_PLAN_MAX_ROWS + 1 }, (_, i) => trip(truck.plate, i));
    const error = await expectRefused(
      await workbookOf([VI_HEADER, ...rows]),
      413,
      'IMPORT_TOO_MANY_TRIPS',
    );
    expect(error.message).toContain(`at most ${TRIP_PLAN_MAX_ROWS} trips`);
    expect(error.details).toEqual([expect.objectContaining({ row: TRIP_PLAN_MAX_ROWS + 2 })]);
  });

  it('stops reading a 20,000-row sheet at the first trip past the limit', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => trip(truck.plate, i));
    const error = await expectRefused(
      inlineSheetXlsx([VI_HEADER, ...rows]),
      413,
      'IMPORT_TOO_MANY_TRIPS',
    );
    // Where reading stopped, not how many rows the sheet holds.
    expect(error.message).toContain(`reading stopped at row ${TRIP_PLAN_MAX_ROWS + 2}`);
    expect(error.message).not.toContain('20000');
  });

  it('refuses a zip bomb by the sizes its central directory declares', async () => {
    const bomb = await zipBombXlsx({ unpackedBytes: 128 * 1024 * 1024, lying: false });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await expectRefused(bomb, 413, 'IMPORT_UNPACKED_TOO_LARGE');
    expect(error.message).toContain('64 MB');
  });

  it('refuses a zip bomb whose headers claim 4 KB, once it inflates past them', async () => {
    const bomb = await zipBombXlsx({ unpackedBytes: 128 * 1024 * 1024, lying: true });
    await expectRefused(bomb, 413, 'IMPORT_UNPACKED_TOO_LARGE');
  });

  it('refuses a PNG named .xlsx and a ZIP that is no workbook with 415', async () => {
    await expectRefused(PNG, 415, 'UNSUPPORTED_MEDIA_TYPE');
    // Passes the type sniff (its content types say spreadsheet) but holds no workbook part.
    const hollow = zipOf([
      entryOf(
        '[Content_Types].xml',
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      ),
      entryOf('xl/readme.txt', 'not a workbook'),
    ]);
    const error = await expectRefused(hollow, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(error.message).toMatch(/Excel/);
  });

  it('imports a workbook written as a stream, whose content types come after its sheet', async () => {
    // Notes that do not compress put the content types past the first chunks the sniff reads.
    const note = (n: number) =>
      Array.from({ length: 8 }, (_, k) =>
        crypto.createHash('sha256').update(`${n}-${k}`).digest('hex'),
      ).join('');
    const rows = Array.from({ length: 1500 }, (_, n) => {
      const row = trip(truck.plate, 100 + n);
      row[9] = note(n);
      return row;
    });
    const answer = await importPlan(fleet, await streamedXlsx([VI_HEADER, ...rows]));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.file).toMatchObject({ rows: 1500, errors: 0 });
  });

  it('still imports a good sheet after the refusals', async () => {
    const answer = await importPlan(
      fleet,
      inlineSheetXlsx([VI_HEADER, trip(truck.plate, 7), trip(truck.plate, 8)]),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.file).toMatchObject({ rows: 2, errors: 0 });
  });
});
