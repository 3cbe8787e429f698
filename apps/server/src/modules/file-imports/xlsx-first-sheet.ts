import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { SPREADSHEET_MAX_UNPACKED_BYTES } from '@fleet/contracts';
import { AppError } from '../../http/app-error.js';
import { openBoundedZip, type BoundedZip } from './bounded-zip.js';

/** One row of the first sheet as the sheet numbers it; cells as exceljs numbers them (1 = A). */
export interface SheetRow {
  row: number;
  values: ExcelJS.CellValue[];
  /** Whether any cell holds a value (exceljs's `eachRow` skips rows without). */
  hasValues: boolean;
}

/**
 * The parts of exceljs's streaming reader this module drives itself: it hands them entries
 * in the order they are needed, so no sheet is ever parked in a temporary file to wait for
 * the shared strings, as `WorkbookReader.parse` does with a ZIP read front to back.
 */
interface ReaderParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  properties?: { model?: { date1904?: boolean } };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(
    entry: Readable,
    sheetNo: string,
  ): Generator<{ value: AsyncIterable<ExcelJS.Row> }>;
}

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The entry of the first worksheet in the workbook's order, resolved as exceljs does. */
function firstWorksheet(reader: ReaderParts, zip: BoundedZip): { name: string; sheetNo: string } {
  const targets = new Map((reader.workbookRels ?? []).map((rel) => [rel.Id, rel.Target]));
  for (const sheet of reader.model?.sheets ?? []) {
    const target = targets.get(sheet.rId);
    if (!target) continue;
    const name = `xl/${target.replace(/^(\s|\/xl\/)+/, '')}`;
    const sheetNo = WORKSHEET.exec(name)?.[1];
    if (sheetNo && zip.has(name)) return { name, sheetNo };
  }
  return { name: '', sheetNo: '' };
}

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
  try {
    if (!zip.has('xl/workbook.xml')) throw notWorkbook();
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
    }) as unknown as ReaderParts;
    if (zip.has('xl/_rels/workbook.xml.rels'))
      await reader._parseRels(await zip.open('xl/_rels/workbook.xml.rels'));
    await reader._parseWorkbook(await zip.open('xl/workbook.xml'));
    const sheet = firstWorksheet(reader, zip);
    if (!sheet.name) return;
    if (zip.has('xl/styles.xml')) await reader._parseStyles(await zip.open('xl/styles.xml'));
    if (zip.has('xl/sharedStrings.xml')) {
      // Cached on the reader as they are parsed; in that mode nothing is yielded.
      const strings = reader._parseSharedStrings(await zip.open('xl/sharedStrings.xml'));
      while (!(await strings.next()).done);
    }
    const date1904 = reader.properties?.model?.date1904 === true;
    const [worksheet] = reader._parseWorksheet(await zip.open(sheet.name), sheet.sheetNo);
    for await (const row of worksheet!.value)
      yield { row: row.number, values: valuesOf(row, date1904), hasValues: row.hasValues };
  } catch (error) {
    // exceljs and its XML parser throw plain errors for markup that is not a workbook's.
    throw error instanceof AppError ? error : notWorkbook();
  } finally {
    zip.close();
  }
}
