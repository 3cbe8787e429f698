import { DOMParser, onErrorStopParsing } from '@xmldom/xmldom';
import archiver from 'archiver';
import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { SPREADSHEET_MAX_UNPACKED_BYTES } from '@fleet/contracts';
import { AppError } from '../../../http/app-error.js';
import { openBoundedZip, type BoundedZip } from './bounded-zip.js';

/** One row of the first sheet as the sheet numbers it; cells as exceljs numbers them (1 = A). */
export interface SheetRow {
  row: number;
  values: ExcelJS.CellValue[];
  /** Whether any cell holds a value (exceljs's `eachRow` skips rows without). */
  hasValues: boolean;
}

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A small XML part of the workbook (relationships, the workbook itself) as a document. */
async function documentOf(zip: BoundedZip, name: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.open(name)) chunks.push(chunk as Buffer);
  return new DOMParser({ onError: onErrorStopParsing }).parseFromString(
    Buffer.concat(chunks).toString('utf8'),
    'text/xml',
  );
}

/**
 * The first worksheet in the workbook's order (not the part's name) and whether its dates
 * count from 1904, read from the workbook and its relationships as exceljs resolves them.
 */
async function firstWorksheet(zip: BoundedZip): Promise<{ name: string; date1904: boolean }> {
  const workbook = await documentOf(zip, 'xl/workbook.xml');
  const targets = new Map<string, string>();
  if (zip.has('xl/_rels/workbook.xml.rels')) {
    const rels = await documentOf(zip, 'xl/_rels/workbook.xml.rels');
    for (const rel of Array.from(rels.getElementsByTagName('Relationship')))
      targets.set(rel.getAttribute('Id') ?? '', rel.getAttribute('Target') ?? '');
  }
  const properties = workbook.getElementsByTagName('workbookPr')[0];
  const date1904 = ['1', 'true'].includes(properties?.getAttribute('date1904') ?? '');
  for (const sheet of Array.from(workbook.getElementsByTagName('sheet'))) {
    const target = targets.get(sheet.getAttributeNS(RELATIONSHIPS_NS, 'id') ?? '');
    if (!target) continue;
    const name = `xl/${target.replace(/^(\s|\/xl\/)+/, '')}`;
    if (WORKSHEET.test(name) && zip.has(name)) return { name, date1904 };
  }
  return { name: '', date1904 };
}

/**
 * The parts exceljs's streaming reader needs for one sheet, as one uncompressed ZIP stream in
 * the order it needs them (styles and shared strings before the sheet), so its public reader
 * never parks the sheet in a temporary file to wait for the shared strings, as it does with a
 * workbook whose shared strings come last. Each part comes from the bounded ZIP.
 */
function partsInOrder(zip: BoundedZip, sheet: string, failed: (error: unknown) => void) {
  const archive = archiver('zip', { store: true });
  const add = async (name: string) => {
    const part = await zip.open(name);
    // A part that inflates past the budget or is no deflate data ends the read.
    part.once('error', failed);
    archive.append(part, { name });
  };
  void (async () => {
    for (const name of ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml'])
      if (zip.has(name)) await add(name);
    if (zip.has('xl/sharedStrings.xml')) await add('xl/sharedStrings.xml');
    await add(sheet);
    await archive.finalize();
  })().catch(failed);
  archive.on('error', failed);
  return archive;
}

/**
 * The next item of `items`, unless the read failed first: exceljs's reader waits for bytes
 * that a failed part will never send.
 */
const nextOrFailure = <T>(items: AsyncIterator<T>, failure: Promise<never>) =>
  Promise.race([items.next(), failure]);

/** Excel's date formats, and serial days as dates, as exceljs's whole-workbook reader has them. */
function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  return /[ymdhMsb]/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}
const excelDate = (days: number, date1904: boolean) =>
  new Date(Math.round((days - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));

/**
 * A row's values. The streaming reader leaves a formula's result in a date cell a number;
 * the whole-workbook reader, which imports used before, made it a date.
 */
function valuesOf(row: ExcelJS.Row, date1904: boolean): ExcelJS.CellValue[] {
  const values = [...(row.values as ExcelJS.CellValue[])];
  row.eachCell((cell, column) => {
    const value = cell.value;
    if (
      value !== null &&
      typeof value === 'object' &&
      'formula' in value &&
      typeof value.result === 'number' &&
      isDateFormat(cell.numFmt)
    )
      values[column] = { ...value, result: excelDate(value.result, date1904) };
  });
  return values;
}

/**
 * The rows of an XLSX's first worksheet, read as a stream from the bytes of the file: the
 * caller stops when it has seen enough (a row limit), and the parts it reads may unpack to
 * at most SPREADSHEET_MAX_UNPACKED_BYTES. Anything that is not a workbook is `notWorkbook`.
 */
export async function* firstSheetRows(
  buffer: Buffer,
  notWorkbook: () => AppError,
): AsyncGenerator<SheetRow> {
  const zip = await openBoundedZip(buffer, {
    maxUnpackedBytes: SPREADSHEET_MAX_UNPACKED_BYTES,
    notAnArchive: notWorkbook,
  });
  let failure: AppError | null = null;
  let parts: Readable | null = null;
  try {
    if (!zip.has('xl/workbook.xml')) throw notWorkbook();
    const sheet = await firstWorksheet(zip);
    if (!sheet.name) return;
    let fail: (error: unknown) => void = () => {};
    const failed = new Promise<never>((_, reject) => (fail = reject));
    failed.catch(() => {});
    parts = partsInOrder(zip, sheet.name, (error) => {
      failure ??= error instanceof AppError ? error : notWorkbook();
      fail(failure);
    });
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(parts, {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
    });
    const worksheets = reader[Symbol.asyncIterator]();
    for (let ws = await nextOrFailure(worksheets, failed); !ws.done;) {
      const rows = ws.value[Symbol.asyncIterator]();
      for (let row = await nextOrFailure(rows, failed); !row.done;) {
        const { number, hasValues } = row.value;
        yield { row: number, values: valuesOf(row.value, sheet.date1904), hasValues };
        row = await nextOrFailure(rows, failed);
      }
      ws = await nextOrFailure(worksheets, failed);
    }
  } catch (error) {
    // A part too large or not inflatable is told as such; exceljs and the XML parsers throw
    // plain errors for markup that is not a workbook's.
    throw failure ?? (error instanceof AppError ? error : notWorkbook());
  } finally {
    parts?.destroy();
    zip.close();
  }
}
