import ExcelJS from 'exceljs';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../http/app-error.js';
import { cellsByColumn, csvUnguard, headerColumns } from './marker-columns.js';
import type { RawMarkerRow } from './marker-rows.js';

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
 * judged not to be a marker CSV at all).
 */
export function readCsv(text: string): RawMarkerRow[] | null {
  const options = { delimiter: delimiterOf(text), relax_column_count: true, bom: true };
  let header: string[] | undefined;
  try {
    header = parse(text, { ...options, to_line: 1 })[0];
  } catch {
    return null;
  }
  const columns = headerColumns(header ?? []);
  if (columns.size === 0) return null;

  let records: { record: string[]; info: { records: number; empty_lines: number } }[];
  try {
    records = parse(text, {
      ...options,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new AppError('IMPORT_ROWS_INVALID', `The CSV cannot be read: ${error.message}`, [
      { row: error.lines, field: 'file', message: error.message },
    ]);
  }
  return records
    .slice(1)
    .filter(({ record }) => !record.every(isBlank))
    .map(({ record, info }) => ({
      // A spreadsheet shows blank lines as rows too, so they count towards the row number.
      row: info.records + info.empty_lines,
      values: cellsByColumn(columns, record.map(csvUnguard)),
    }));
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

/** Rows of the first worksheet; its first non-empty row is the header. */
export async function readXlsx(buffer: Buffer): Promise<RawMarkerRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The file is a ZIP archive but not an Excel workbook',
    );
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: RawMarkerRow[] = [];
  let columns: ReturnType<typeof headerColumns> | undefined;
  let headerRow = 0;
  sheet.eachRow((row, rowNumber) => {
    // row.values is 1-based (index 0 is empty), the same for the header and the data.
    const cells = (row.values as ExcelJS.CellValue[]).map(cellValue);
    if (!columns) {
      columns = headerColumns(cells);
      headerRow = rowNumber;
      return;
    }
    if (!cells.every(isBlank)) rows.push({ row: rowNumber, values: cellsByColumn(columns, cells) });
  });
  if (!columns || columns.size === 0) {
    throw new AppError('IMPORT_ROWS_INVALID', 'The first sheet has no header row we know', [
      { row: headerRow || 1, field: 'name', message: 'column is missing' },
    ]);
  }
  return rows;
}
