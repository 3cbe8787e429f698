import { canonicalPlate, displayPlate } from './plate.js';
import { DEFAULT_TIME_ZONE, formatTime } from './time.js';

/**
 * Cells of the Excel exports, shared by the web's table exports and the server's: what a
 * column holds decides what the cell gets (real dates, numbers, plates in display form).
 */
export type TExcelKind = 'text' | 'number' | 'date' | 'datetime' | 'plate';
export type TExcelCell = string | number | boolean | Date | null;

/** The company's formats of date cells. */
export const EXCEL_DATE_FORMAT = 'dd/mm/yyyy';
export const EXCEL_DATETIME_FORMAT = 'dd/mm/yyyy hh:mm';

const WIRE_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date whose UTC fields are the wall clock: Excel has no time zones, only wall clocks. */
function wallClock(parts: RegExpExecArray): Date {
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((at) => Number(parts[at] ?? 0));
  return new Date(Date.UTC(y!, mo! - 1, d, h, mi, s));
}

/** The kind the values look like: wire times are datetimes, `YYYY-MM-DD` dates, else text. */
export function excelKindOf(values: readonly TExcelCell[]): TExcelKind {
  const present = values.filter((v) => v !== null && v !== '');
  if (present.length === 0) return 'text';
  if (present.every((v) => v instanceof Date)) return 'datetime';
  if (present.every((v) => typeof v === 'string' && WIRE_DATETIME.test(v))) return 'datetime';
  if (present.every((v) => typeof v === 'string' && WIRE_DATE.test(v))) return 'date';
  return 'text';
}

const shownPlate = (plate: string) => displayPlate(canonicalPlate(plate) ?? plate);

/** A value as the column's kind says; what does not fit stays as it is. */
export function excelCell(
  kind: TExcelKind,
  value: TExcelCell | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): TExcelCell {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'date':
    case 'datetime': {
      const text = value instanceof Date ? formatTime(value, timeZone) : String(value);
      const parts = WIRE_DATETIME.exec(text) ?? WIRE_DATE.exec(text);
      return parts ? wallClock(parts) : value;
    }
    case 'number': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : value;
    }
    case 'plate':
      // One plate or a comma-separated list of them.
      return typeof value === 'string' ? value.split(/,\s*/).map(shownPlate).join(', ') : value;
    case 'text':
      return value;
  }
}

/** The number format of a column's cells, for the kinds that have one. */
export function excelNumberFormat(kind: TExcelKind): string | undefined {
  if (kind === 'date') return EXCEL_DATE_FORMAT;
  if (kind === 'datetime') return EXCEL_DATETIME_FORMAT;
  return undefined;
}

/** Excel's rules: at most 31 characters, none of `[]:*?/\`, not empty. */
export function safeSheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]+/g, ' ')
      .trim()
      .slice(0, 31)
      .trim() || 'Data'
  );
}

const MIN_WIDTH = 10; // above exceljs' default (9), so every column carries its own width
const MAX_WIDTH = 60;

/** A column's width in characters: dates fixed, else the longest text, within bounds. */
export function excelColumnWidth(
  header: string,
  cells: readonly TExcelCell[],
  kind: TExcelKind,
  atLeast = 0,
): number {
  if (kind === 'datetime') return 18;
  if (kind === 'date') return 12;
  const longest = Math.max(header.length, ...cells.map((cell) => String(cell ?? '').length));
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2, atLeast));
}

/** A column of an export as its sheet gets it: header, width, cell format and cells. */
export interface TExcelTableColumn {
  header: string;
  width: number;
  numFmt: string | undefined;
  cells: TExcelCell[];
}

/**
 * The columns of a table export from its raw values: each column's kind (given, else guessed
 * from the values), its cells written as that kind, its width and number format.
 */
export function excelTableColumns(
  columns: readonly { header: string; kind?: TExcelKind; width?: number; values: TExcelCell[] }[],
  timeZone?: string,
): TExcelTableColumn[] {
  return columns.map(({ header, kind: given, width, values }) => {
    const kind = given ?? excelKindOf(values);
    const cells = values.map((value) => excelCell(kind, value, timeZone));
    return {
      header,
      width: excelColumnWidth(header, cells, kind, width),
      numFmt: excelNumberFormat(kind),
      cells,
    };
  });
}
