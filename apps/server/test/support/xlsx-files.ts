import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * Workbooks written byte by byte, for the import limits: a ZIP whose entries may say they
 * hold less than they do, and XLSX files whose sheet unpacks to far more than it weighs.
 */
export interface ZipEntry {
  name: string;
  /** Deflated bytes and what they inflate to. */
  deflated: Buffer;
  crc: number;
  size: number;
  /** The size written in the headers; a zip bomb may claim less than `size`. */
  declaredSize?: number;
}

export function entryOf(name: string, text: string | Buffer): ZipEntry {
  const data = Buffer.from(text);
  return { name, deflated: zlib.deflateRawSync(data), crc: zlib.crc32(data), size: data.length };
}

/** An entry of `head`, then `repeat` written `times` times, then `tail`, deflated as it goes. */
export async function repeatedEntry(
  name: string,
  parts: { head: string; repeat: string; times: number; tail: string },
): Promise<ZipEntry> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  const write = async (chunk: Buffer) => {
    crc = zlib.crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(parts.head));
  const block = Buffer.from(
    parts.repeat.repeat(Math.max(1, Math.floor(1_048_576 / parts.repeat.length))),
  );
  const perBlock = block.length / parts.repeat.length;
  let left = parts.times;
  while (left >= perBlock) {
    await write(block);
    left -= perBlock;
  }
  if (left > 0) await write(Buffer.from(parts.repeat.repeat(left)));
  await write(Buffer.from(parts.tail));
  deflate.end();
  await ended;
  return { name, deflated: Buffer.concat(out), crc, size };
}

/**
 * The fields a local header and a central directory record share, in the same order: from
 * "version needed" to the name's length, at `at` (4 in a local header, 6 in the directory).
 */
function writeShared(header: Buffer, at: number, entry: ZipEntry, nameLength: number) {
  header.writeUInt16LE(20, at); // version needed
  header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
  header.writeUInt16LE(8, at + 4); // deflate
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.deflated.length, at + 14);
  header.writeUInt32LE(entry.declaredSize ?? entry.size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/** A ZIP archive of deflated entries, with UTF-8 names. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeShared(local, 4, entry, name.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    writeShared(central, 6, entry, name.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around its sheet1.xml. */
function workbookParts(): ZipEntry[] {
  return [
    entryOf(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    ),
    entryOf(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    entryOf(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Trips" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    entryOf(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  ];
}

/** A sheet of `rows` given as text cells (inline strings), the first row being the header. */
export function inlineSheetXlsx(rows: string[][]): Buffer {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const cells = (row: string[], r: number) =>
    row
      .map(
        (text, c) =>
          `<c r="${String.fromCharCode(65 + c)}${r}" t="inlineStr"><is><t>${escape(text)}</t></is></c>`,
      )
      .join('');
  const sheet = rows.map((row, i) => `<row r="${i + 1}">${cells(row, i + 1)}</row>`).join('');
  return zipOf([
    ...workbookParts(),
    entryOf(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${sheet}</sheetData></worksheet>`,
    ),
  ]);
}

/**
 * A workbook as exceljs's streaming writer makes it: the theme first, the content types only
 * after the sheet, so a large sheet hides them from a sniff of the first few kilobytes.
 */
export async function streamedXlsx(rows: unknown[][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = workbook.addWorksheet('Trips');
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/**
 * A zip bomb shaped as a workbook: its one cell holds `unpackedBytes` of the letter A, which
 * deflate to about a thousandth of that. With `lying`, the headers say the sheet holds 4 KB.
 */
export async function zipBombXlsx(options: { unpackedBytes: number; lying: boolean }) {
  const sheet = await repeatedEntry('xl/worksheets/sheet1.xml', {
    head: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`,
    repeat: 'A',
    times: options.unpackedBytes,
    tail: '</t></is></c></row></sheetData></worksheet>',
  });
  if (options.lying) sheet.declaredSize = 4096;
  return zipOf([...workbookParts(), sheet]);
}
