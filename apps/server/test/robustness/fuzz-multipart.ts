import { PDF, PNG } from '../operations/multipart.js';
import { FUZZ_PLATE, type TRandom } from './fuzz-values.js';

const BOUNDARY = 'fuzzboundary';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** Field names the multipart routes read, so bad values reach their checks. */
const FIELDS = [
  'channel',
  'time',
  'plate',
  'type',
  'number',
  'issued_at',
  'expires_at',
  'ma_don_hang',
  'lat',
  'lon',
  'content',
  'id',
  'id_canh_bao',
  'confirm_partial',
  'trip_id',
  'stop',
  'request_key',
  'at',
];
const FILE_FIELDS = ['file', 'files', 'image', 'avatar', 'uploaded_file'];

/** One multipart route: the field of its file, a file it takes, and fields that pass. */
export interface TUploadRoute {
  field: string;
  content: Buffer;
  name: string;
  fields: Record<string, string>;
}

/** The multipart routes; `xlsx` is a workbook made by the test (exceljs is async). */
export function uploadRoutes(xlsx: Buffer): Record<string, TUploadRoute> {
  const csv = Buffer.from('name,lat,lon\nKho A,10.8,106.7\n');
  const at = '2025-11-20 08:00:00';
  return {
    'POST /api/user/avatar': { field: 'avatar', content: PNG, name: 'a.png', fields: {} },
    'POST /marker/import': { field: 'uploaded_file', content: csv, name: 'a.csv', fields: {} },
    'POST /canh_bao/tao_canh_bao': {
      field: 'image',
      content: PNG,
      name: 'a.png',
      fields: { plate: FUZZ_PLATE, type: 'manual', content: 'x' },
    },
    'POST /canh_bao/cap_nhat': {
      field: 'image',
      content: PNG,
      name: 'a.png',
      fields: { id_canh_bao: '1', content: 'x' },
    },
    'POST /truck_info/add_paper': {
      field: 'files',
      content: PDF,
      name: 'a.pdf',
      fields: { plate: FUZZ_PLATE, type: 'registration' },
    },
    'POST /api/ingest/videos': {
      field: 'file',
      content: PNG,
      name: 'a.mp4',
      fields: { channel: '1', time: at },
    },
    'POST /api/ingest/images': {
      field: 'file',
      content: PNG,
      name: 'a.png',
      fields: { channel: '1', time: at },
    },
    'POST /excel/import': { field: 'file', content: xlsx, name: 'a.xlsx', fields: {} },
    'POST /tms/don_hang/upload_image': {
      field: 'files',
      content: PNG,
      name: 'a.png',
      fields: { ma_don_hang: 'DH-1' },
    },
    'POST /api/driver/stops/photo': {
      field: 'file',
      content: PNG,
      name: 'a.jpg',
      fields: { trip_id: '1', stop: 'destination', request_key: 'fuzz-photo-1' },
    },
  };
}

const field = (name: string, value: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
const file = (name: string, filename: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from('\r\n'),
  ]);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);
const fieldsOf = (values: Record<string, string>) =>
  Object.entries(values).map(([name, value]) => field(name, value));

/** Malformed, over-limit and hostile multipart bodies for one route. */
export function badMultiparts(method: string, url: string, random: TRandom, route?: TUploadRoute) {
  const send = (label: string, payload: Buffer, type = TYPE) => ({
    label,
    method,
    url,
    headers: { 'content-type': type },
    payload,
  });
  const upload = route ?? { field: 'file', content: PNG, name: 'a.png', fields: {} };
  const part = (name = upload.name) => file(upload.field, name, upload.content);
  const wellFormed = Buffer.concat([...fieldsOf(upload.fields), part(), end]);
  const withNul = Object.fromEntries(
    [...FIELDS, ...Object.keys(upload.fields)].map((name) => [name, 'a\u0000b']),
  );
  return [
    send('multipart: no boundary', wellFormed, 'multipart/form-data'),
    send('multipart: empty boundary', wellFormed, 'multipart/form-data; boundary='),
    send(
      'multipart: 300-character boundary',
      wellFormed,
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
    ),
    send('multipart: truncated', wellFormed.subarray(0, wellFormed.length - 30)),
    send(
      'multipart: truncated in a header',
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`),
    ),
    send(
      'multipart: garbage',
      Buffer.from(Array.from({ length: 512 }, () => Math.floor(random.next() * 256))),
    ),
    send('multipart: empty', Buffer.alloc(0)),
    send(
      'multipart: 60 fields',
      Buffer.concat([...Array.from({ length: 60 }, (_, i) => field(`f${i}`, 'x')), end]),
    ),
    send(
      'multipart: 12 files',
      Buffer.concat([
        ...Array.from({ length: 12 }, (_, i) => file(random.pick(FILE_FIELDS), `${i}.png`, PNG)),
        end,
      ]),
    ),
    send('multipart: __proto__ field', Buffer.concat([field('__proto__', 'x'), part(), end])),
    send('multipart: NUL in every field', Buffer.concat([...fieldsOf(withNul), part(), end])),
    send(
      'multipart: NUL in the file name',
      Buffer.concat([...fieldsOf(upload.fields), part(`a\u0000${upload.name}`), end]),
    ),
    send(
      'multipart: 300-character file name',
      Buffer.concat([...fieldsOf(upload.fields), part(`${'n'.repeat(300)}${upload.name}`), end]),
    ),
    send(
      'multipart: wrong field types',
      Buffer.concat([
        ...FIELDS.map((name) =>
          field(name, random.pick(['abc', '-1', '1e309', '', 'x'.repeat(70_000)])),
        ),
        part(),
        end,
      ]),
    ),
    send(
      'multipart: file in every file field',
      Buffer.concat([
        ...fieldsOf(upload.fields),
        ...FILE_FIELDS.map((name) => file(name, upload.name, upload.content)),
        end,
      ]),
    ),
  ];
}

/** A file just over 10 MB (the largest image or document the console takes). */
export function oversizedMultipart(method: string, url: string, route: TUploadRoute) {
  const big = file(
    route.field,
    route.name,
    Buffer.concat([route.content, Buffer.alloc(10 * 1024 * 1024)]),
  );
  const payload = Buffer.concat([...fieldsOf(route.fields), big, end]);
  return {
    label: 'multipart: over 10 MB',
    method,
    url,
    headers: { 'content-type': TYPE },
    payload,
  };
}
