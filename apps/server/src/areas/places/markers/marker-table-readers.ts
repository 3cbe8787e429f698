import { fieldIssue } from '@fleet/contracts';
import type ExcelJS from 'exceljs';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../../http/app-error.js';
import { firstSheetRows } from '../../platform/index.js';
import { cellsByColumn, csvUnguard, headerColumns } from './marker-columns.js';
import { tooManyPoints, type RawMarkerRow } from './marker-rows.js';

const notWorkbook = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is a ZIP archive but not an Excel workbook');
const noHeader = (row: number) =>
  new AppError('IMPORT_ROWS_INVALID', 'The first sheet has no header row we know', [
    { row, ...fieldIssue('name', 'column_missing') },
  ]);

const isBlank = (cell: unknown) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/** Excel in a Vietnamese locale saves CSV with semicolons; pick whichever the header uses. */
function delimiterOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Rows of a CSV text, or null when its first line is not a header we know (so the file is
 * judged not to be a marker CSV at all). Parsing stops at the first point past `maxPoints`.
 */
export function readCsv(text: string, maxPoints: number): RawMarkerRow[] | null {
  const options = { delimiter: delimiterOf(text), relax_column_count: true, bom: true };
  let header: string[] | undefined;
  try {
    header = parse(text, { ...options, to_line: 1 })[0];
  } catch {
    return null;
  }
  const columns = headerColumns(header ?? []);
  if (columns.size === 0) return null;

  const rows: RawMarkerRow[] = [];
  try {
    parse(text, {
      ...options,
      skip_empty_lines: true,
      on_record: (record, info) => {
        if (info.records === 1 || record.every(isBlank)) return null;
        // A spreadsheet shows blank lines as rows too, so they count towards the row number.
        const row = info.records + info.empty_lines;
        if (rows.length === maxPoints) throw tooManyPoints(maxPoints, row);
        rows.push({ row, values: cellsByColumn(columns, record.map(csvUnguard)) });
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new AppError('IMPORT_ROWS_INVALID', `The CSV cannot be read: ${error.message}`, [
      { row: error.lines, ...fieldIssue('file', 'unreadable_csv', { reason: error.message }) },
    ]);
  }
  return rows;
}

function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellValue(value.result ?? null);
  if ('hyperlink' in value) return cellValue(value.text);
  if ('error' in value) return value.error;
  return undefined;
}

/**
 * Rows of the first worksheet, read as a stream; its first row with values is the header.
 * Reading stops at the first point past `maxPoints`.
 */
export async function readXlsx(buffer: Buffer, maxPoints: number): Promise<RawMarkerRow[]> {
  const rows: RawMarkerRow[] = [];
  let columns: ReturnType<typeof headerColumns> | undefined;
  for await (const { row, values, hasValues } of firstSheetRows(buffer, notWorkbook)) {
    if (!hasValues) continue;
    // values are 1-based (index 0 is empty), the same for the header and the data.
    const cells = values.map(cellValue);
    if (!columns) {
      columns = headerColumns(cells);
      if (columns.size === 0) throw noHeader(row);
      continue;
    }
    if (cells.every(isBlank)) continue;
    if (rows.length === maxPoints) throw tooManyPoints(maxPoints, row);
    rows.push({ row, values: cellsByColumn(columns, cells) });
  }
  if (!columns) throw noHeader(1);
  return rows;
}
