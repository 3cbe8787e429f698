import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { TRIP_PLAN_MAX_ROWS } from '@fleet/contracts';
import { AppError } from '../../http/app-error.js';
import { cellValue, isBlank, textOfCell } from './trip-plan-cells.js';
import { headerLabel, readHeader, type TripPlanHeader } from './trip-plan-columns.js';
import type { RawTripRow } from './trip-plan-rows.js';

/** Rows of the original sheet shown in the console; a longer sheet is cut here. */
const SHEET_PREVIEW_ROWS = 1000;

export interface TripPlanSheet {
  header: TripPlanHeader;
  headerCells: string[];
  rows: RawTripRow[];
}

async function loadWorkbook(stream: Readable): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.read(stream);
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not an Excel workbook (.xlsx)');
  }
  return workbook;
}

/** Non-empty rows of the first sheet; the first of them is the header row. */
async function sheetRows(stream: Readable): Promise<{ row: number; cells: unknown[] }[]> {
  const sheet = (await loadWorkbook(stream)).worksheets[0];
  const rows: { row: number; cells: unknown[] }[] = [];
  sheet?.eachRow((row, rowNumber) => {
    const cells = (row.values as ExcelJS.CellValue[]).map(cellValue);
    if (!cells.every(isBlank)) rows.push({ row: rowNumber, cells });
  });
  return rows;
}

/** The header and data rows of a trip plan; refuses files without the required columns. */
export async function readTripPlan(stream: Readable): Promise<TripPlanSheet> {
  const [first, ...data] = await sheetRows(stream);
  const headerCells = (first?.cells ?? []).map(textOfCell);
  const header = readHeader(first?.cells ?? []);
  if (header.missing.length > 0) {
    throw new AppError(
      'IMPORT_HEADERS_INVALID',
      `The first row of the first sheet must hold the column headers; missing: ${header.missing
        .map((field) => `"${headerLabel(field)}"`)
        .join(', ')}. Download the template to see them.`,
      header.missing.map((field) => ({
        row: first?.row ?? 1,
        field,
        message: 'column is missing',
      })),
    );
  }
  if (data.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'The file holds no trips under its header row', [
      { field: 'file', message: 'holds no trips' },
    ]);
  }
  if (data.length > TRIP_PLAN_MAX_ROWS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `A trip plan may hold at most ${TRIP_PLAN_MAX_ROWS} trips; this one holds ${data.length}`,
    );
  }
  return { header, headerCells, rows: data };
}

/** The first sheet's cells as text, for the "original sheet" view. */
export async function readSheetPreview(stream: Readable) {
  const [first, ...data] = await sheetRows(stream);
  const width = Math.max(0, ...[first, ...data].map((r) => (r ? r.cells.length : 0)));
  const texts = (cells: readonly unknown[]) =>
    Array.from({ length: Math.max(0, width - 1) }, (_, i) => textOfCell(cells[i + 1]));
  return {
    headers: texts(first?.cells ?? []),
    rows: data.slice(0, SHEET_PREVIEW_ROWS).map((r) => ({ row: r.row, cells: texts(r.cells) })),
    truncated: data.length > SHEET_PREVIEW_ROWS,
  };
}
