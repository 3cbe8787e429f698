import ExcelJS from 'exceljs';
import type { TTruck } from '@fleet/contracts';
import type { TestConsole } from '../test-console.js';

export interface TPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** Sends a multipart/form-data body built by hand, as a browser would. */
export function postMultipart(fleet: TestConsole, url: string, parts: TPart[], token?: string) {
  const boundary = '----fleet' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename
      ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`
      : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return fleet.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat(chunks),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { token } : {}),
    },
  });
}

/** An .xlsx with one sheet of these rows (the first is the header). */
export async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Trips');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Rows of the first sheet of an .xlsx answer, as plain values. */
export async function rowsOf(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

export const VI_HEADER = [
  'Biển số',
  'Tài xế',
  'Giờ đi dự kiến',
  'Giờ đến dự kiến',
  'Điểm đi',
  'Điểm đến',
  'Km dự kiến',
  'Mã đơn hàng',
  'Khách hàng',
  'Ghi chú',
];

export function importPlan(
  fleet: TestConsole,
  file: Buffer,
  options: { token?: string; confirm?: boolean; filename?: string } = {},
) {
  const parts: TPart[] = [
    { name: 'file', value: file, filename: options.filename ?? 'ke-hoach.xlsx' },
  ];
  if (options.confirm) parts.push({ name: 'confirm_partial', value: 'true' });
  return postMultipart(fleet, '/excel/import', parts, options.token ?? fleet.adminToken);
}

/** Positions of a truck through the batch endpoint with its device key. */
export async function ingest(
  fleet: TestConsole,
  truck: TTruck,
  positions: { time: string; lat: number; lon: number; speed_kmh: number }[],
) {
  const key = await fleet.call('POST', '/api/devices/key', {
    token: fleet.adminToken,
    body: { device_id: truck.device_id },
  });
  const headers = { 'x-device-key': key.body.data.key as string };
  const answer = await fleet.call('POST', '/api/ingest/positions', {
    headers,
    body: {
      positions: positions.map((p) => ({ ...p, device_id: truck.device_id, ignition: true })),
    },
  });
  if (answer.status !== 200 || answer.body.data.accepted !== positions.length)
    throw new Error(`ingest failed: ${JSON.stringify(answer.body)}`);
}
