import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { TRIP_PLAN_HEADERS } from '@fleet/contracts';
import { entryOf, zipOf, type ZipEntry } from '../test/support/xlsx-files.js';

/** The files the import bench sends, built in memory as a person's spreadsheet would be. */

async function streamedWorkbook(
  header: string[],
  rows: number,
  row: (i: number) => unknown[],
): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(header).commit();
  for (let i = 0; i < rows; i += 1) sheet.addRow(row(i)).commit();
  sheet.commit();
  await workbook.commit();
  return inExcelOrder(Buffer.concat(chunks));
}

/** Where Excel puts each part; exceljs's streaming writer puts the content types last. */
const EXCEL_ORDER = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/worksheets/sheet1.xml',
  'xl/theme/theme1.xml',
  'xl/styles.xml',
  'xl/sharedStrings.xml',
];

/**
 * The workbook re-packed in the order Excel writes its parts: the console judges an upload
 * by its first 4 KB, where Excel's content types say "spreadsheet".
 */
async function inExcelOrder(file: Buffer): Promise<Buffer> {
  const zip = await yauzl.fromBufferPromise(file, { lazyEntries: true });
  const entries: ZipEntry[] = [];
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    const parts: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) parts.push(chunk);
    entries.push(entryOf(entry.fileName, Buffer.concat(parts)));
  }
  const rank = (name: string) => EXCEL_ORDER.indexOf(name) + 1 || EXCEL_ORDER.length + 1;
  return zipOf(entries.sort((a, b) => rank(a.name) - rank(b.name)));
}

/** A trip plan of `rows` trips under the Vietnamese headers of the template. */
export function tripPlanXlsx(rows: number, plate: string): Promise<Buffer> {
  const header = Object.values(TRIP_PLAN_HEADERS).map((h) => h.vi);
  return streamedWorkbook(header, rows, (i) => [
    plate,
    `Tài xế ${i % 500}`,
    `2025-11-${String(1 + (i % 28)).padStart(2, '0')} 08:00`,
    `2025-11-${String(1 + (i % 28)).padStart(2, '0')} 12:00`,
    `Kho ${i % 50}`,
    '10.9, 106.9',
    100 + (i % 90),
    `DH${i % 5000}`,
    `Công ty ${i % 300}`,
    '',
  ]);
}

/** A map-point sheet of `rows` points. */
export function mapPointsXlsx(rows: number): Promise<Buffer> {
  return streamedWorkbook(['name', 'lat', 'lon', 'type'], rows, (i) => [
    `Điểm ${i}`,
    8.5 + (i % 1400) / 100,
    102.5 + (i % 700) / 100,
    'customer',
  ]);
}

/** A multipart/form-data body holding `file` in field `field`, as a browser sends it. */
export function multipart(field: string, filename: string, file: Buffer) {
  const boundary = `bench${crypto.randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'content-type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
