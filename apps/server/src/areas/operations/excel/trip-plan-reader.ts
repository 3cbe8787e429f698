import { fieldIssue, TRIP_PLAN_MAX_ROWS } from '@fleet/contracts';
import { AppError } from '../../../http/app-error.js';
import { firstSheetRows } from '../../platform/index.js';
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

const notWorkbook = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not an Excel workbook (.xlsx)');

interface SheetLine {
  row: number;
  cells: unknown[];
}

/**
 * Non-empty rows of the first sheet as they are read; the first of them is the header row.
 * Reading stops where the caller stops asking.
 */
async function* sheetLines(file: Buffer): AsyncGenerator<SheetLine> {
  for await (const { row, values } of firstSheetRows(file, notWorkbook)) {
    const cells = values.map(cellValue);
    if (!cells.every(isBlank)) yield { row, cells };
  }
}

function headerOf(first: SheetLine | undefined): TripPlanHeader {
  const header = readHeader(first?.cells ?? []);
  if (header.missing.length > 0) {
    throw new AppError(
      'IMPORT_HEADERS_INVALID',
      `The first row of the first sheet must hold the column headers; missing: ${header.missing
        .map((field) => `"${headerLabel(field)}"`)
        .join(', ')}. Download the template to see them.`,
      header.missing.map((field) => ({
        row: first?.row ?? 1,
        ...fieldIssue(field, 'column_missing'),
      })),
    );
  }
  return header;
}

/**
 * The header and data rows of a trip plan, read as a stream (run in the import thread):
 * refuses files without the required columns, and stops reading at the first trip past
 * TRIP_PLAN_MAX_ROWS.
 */
export async function readTripPlan(file: Buffer): Promise<TripPlanSheet> {
  let first: SheetLine | undefined;
  let header: TripPlanHeader | undefined;
  const rows: RawTripRow[] = [];
  for await (const line of sheetLines(file)) {
    if (!header) {
      first = line;
      header = headerOf(line);
      continue;
    }
    if (rows.length === TRIP_PLAN_MAX_ROWS) {
      throw new AppError(
        'IMPORT_TOO_MANY_TRIPS',
        `A trip plan may hold at most ${TRIP_PLAN_MAX_ROWS} trips (one a row); reading stopped at row ${line.row}, trip ${TRIP_PLAN_MAX_ROWS + 1}. Split the plan into several files.`,
        [{ row: line.row, ...fieldIssue('file', 'too_many_trips', { max: TRIP_PLAN_MAX_ROWS }) }],
      );
    }
    rows.push(line);
  }
  header ??= headerOf(undefined);
  if (rows.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'The file holds no trips under its header row', [
      fieldIssue('file', 'no_trips'),
    ]);
  }
  return { header, headerCells: (first?.cells ?? []).map(textOfCell), rows };
}

/**
 * The first sheet's cells as text, for the "original sheet" view (run in the import thread).
 * A stored plan holds at most TRIP_PLAN_MAX_ROWS trips; reading stops after them.
 */
export async function readSheetPreview(file: Buffer) {
  const lines: SheetLine[] = [];
  for await (const line of sheetLines(file)) {
    lines.push(line);
    if (lines.length > TRIP_PLAN_MAX_ROWS + 1) break;
  }
  const [first, ...data] = lines;
  const width = Math.max(0, ...lines.map((r) => r.cells.length));
  const texts = (cells: readonly unknown[]) =>
    Array.from({ length: Math.max(0, width - 1) }, (_, i) => textOfCell(cells[i + 1]));
  return {
    headers: texts(first?.cells ?? []),
    rows: data.slice(0, SHEET_PREVIEW_ROWS).map((r) => ({ row: r.row, cells: texts(r.cells) })),
    truncated: data.length > SHEET_PREVIEW_ROWS,
  };
}
