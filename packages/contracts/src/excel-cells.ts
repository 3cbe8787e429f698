import { canonicalPlate, displayPlate } from './plate.js';
import { DEFAULT_TIME_ZONE, formatTime } from './time.js';

/**
 * Cells of the Excel exports, shared by the web's table exports and the server's: what a
 * column holds decides what the cell gets (real dates, numbers, plates in display form).
 * A `duration` column holds seconds; its cells are Excel's day fractions shown `[h]:mm:ss`,
 * so a sum of them is a duration too (hours past 24 keep counting).
 */
export type TExcelKind = 'text' | 'number' | 'duration' | 'date' | 'datetime' | 'plate';
export type TExcelCell = string | number | boolean | Date | null;

/** The company's formats of date cells. */
export const EXCEL_DATE_FORMAT = 'dd/mm/yyyy';
export const EXCEL_DATETIME_FORMAT = 'dd/mm/yyyy hh:mm';
/** Elapsed hours, minutes, seconds: `[h]` does not wrap at 24 hours. */
export const EXCEL_DURATION_FORMAT = '[h]:mm:ss';
const SECONDS_PER_DAY = 86_400;
/** Decimals a number column shows at most (coordinates have six). */
const MAX_DECIMALS = 6;

/** Wire time (`YYYY-MM-DD[ HH:mm[:ss]]`) or the screen's (`DD/MM/YYYY[ HH:mm[:ss]]`). */
const WIRE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const SCREEN = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Year, month, day, hour, minute, second of a date text, or null; hour undefined for a day. */
function dateParts(text: string): (number | undefined)[] | null {
  const wire = WIRE.exec(text);
  const screen = wire ? null : SCREEN.exec(text);
  const parts = wire
    ? wire.slice(1)
    : screen
      ? [screen[3], screen[2], screen[1], ...screen.slice(4)]
      : null;
  return parts && parts.map((part) => (part === undefined ? undefined : Number(part)));
}

/** A Date whose UTC fields are the wall clock: Excel has no time zones, only wall clocks. */
function wallClock([y, mo, d, h, mi, s]: (number | undefined)[]): Date {
  return new Date(Date.UTC(y!, mo! - 1, d, h ?? 0, mi ?? 0, s ?? 0));
}

function isDateText(value: TExcelCell, withTime: boolean): boolean {
  const parts = typeof value === 'string' ? dateParts(value) : null;
  return parts !== null && (parts[3] !== undefined) === withTime;
}

/**
 * The kind the values look like: numbers are numbers, date texts with a time datetimes,
 * without dates. Durations are never guessed: their columns say so.
 */
export function excelKindOf(values: readonly TExcelCell[]): TExcelKind {
  const present = values.filter((v) => v !== null && v !== '');
  if (present.length === 0) return 'text';
  if (present.every((v) => typeof v === 'number')) return 'number';
  if (present.every((v) => v instanceof Date)) return 'datetime';
  if (present.every((v) => isDateText(v, true))) return 'datetime';
  if (present.every((v) => isDateText(v, false))) return 'date';
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
      const parts = dateParts(text);
      return parts ? wallClock(parts) : value;
    }
    case 'number': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : value;
    }
    case 'duration': {
      const seconds = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(seconds) ? Math.round(seconds) / SECONDS_PER_DAY : value;
    }
    case 'plate':
      // One plate or a comma-separated list of them.
      return typeof value === 'string' ? value.split(/,\s*/).map(shownPlate).join(', ') : value;
    case 'text':
      return value;
  }
}

/** Decimals of a number as written (`12.5` → 1), at most MAX_DECIMALS. */
function decimalsOf(value: number): number {
  const text = String(Number(value.toFixed(MAX_DECIMALS)));
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** `#,##0` with as many decimals as the column's numbers have (`#,##0.00` for 12.25). */
export function excelDecimalFormat(cells: readonly TExcelCell[]): string {
  const decimals = Math.max(
    0,
    ...cells.map((cell) => (typeof cell === 'number' ? decimalsOf(cell) : 0)),
  );
  return decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
}

/**
 * The number format of a column's cells, for the kinds that have one: dates, durations, and
 * numbers with the decimals their cells have.
 */
export function excelNumberFormat(
  kind: TExcelKind,
  cells: readonly TExcelCell[] = [],
): string | undefined {
  if (kind === 'date') return EXCEL_DATE_FORMAT;
  if (kind === 'datetime') return EXCEL_DATETIME_FORMAT;
  if (kind === 'duration') return EXCEL_DURATION_FORMAT;
  if (kind === 'number') return excelDecimalFormat(cells);
  return undefined;
}

/** A sheet wider than this many columns prints landscape. */
export const EXCEL_LANDSCAPE_FROM_COLUMNS = 9;

/**
 * How a table sheet prints: landscape when wider than 8 columns, fitted to the page width,
 * the header row repeated on every page.
 */
export function excelPageSetup(columnCount: number) {
  return {
    orientation:
      columnCount >= EXCEL_LANDSCAPE_FROM_COLUMNS ? ('landscape' as const) : ('portrait' as const),
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    printTitlesRow: '1:1',
  };
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

/** A column's width in characters: dates fixed, else the longest text or header, within bounds. */
export function excelColumnWidth(
  header: string,
  cells: readonly TExcelCell[],
  kind: TExcelKind,
  atLeast = 0,
): number {
  if (kind === 'datetime') return 18;
  if (kind === 'date') return 12;
  // A duration shows as `123:45:00` whatever its fraction of a day is written as.
  const shown = kind === 'duration' ? cells.map(() => '123:45:00') : cells;
  const longest = Math.max(header.length, ...shown.map((cell) => String(cell ?? '').length));
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
      numFmt: excelNumberFormat(kind, cells),
      cells,
    };
  });
}
