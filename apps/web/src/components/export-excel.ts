import type { ReactNode } from 'react';
import { canonicalPlate, DEFAULT_TIME_ZONE, displayPlate, formatTime } from '@fleet/contracts';
import { saveBlob } from '@/lib/download';

export type TExportCell = string | number | boolean | Date | null;

/** What a column holds, so the sheet gets real dates and numbers and plates in display form. */
export type TExportKind = 'text' | 'number' | 'date' | 'datetime' | 'plate';

export interface TExportColumn<T> {
  key: string;
  header: string;
  render?: (row: T) => ReactNode;
  exportValue?: (row: T) => TExportCell;
  /** By default guessed from the values: wire times are datetimes, `YYYY-MM-DD` dates. */
  kind?: TExportKind;
  /** Width on screen in px; the sheet's width is measured from the content otherwise. */
  width?: number;
}

/** The file and the sheet of one export; the sheet name is translated by the caller. */
export interface TExportTarget {
  fileName: string;
  sheetName: string;
  /** Company time zone: Date values are written as its wall-clock time. */
  timeZone?: string;
}

export const DATE_FORMAT = 'dd/mm/yyyy';
export const DATETIME_FORMAT = 'dd/mm/yyyy hh:mm';

const WIRE_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCell(value: unknown): value is Exclude<TExportCell, null> {
  return (
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    typeof value === 'boolean' ||
    value instanceof Date
  );
}

/** The value a cell exports: exportValue, else the row's field, else a plain-text render. */
function cellOf<T>(column: TExportColumn<T>, row: T): TExportCell {
  if (column.exportValue) return column.exportValue(row);
  const field = (row as Record<string, unknown>)[column.key];
  if (isCell(field)) return field;
  const rendered = column.render?.(row);
  return typeof rendered === 'string' || typeof rendered === 'number' ? rendered : null;
}

function keptColumns<T>(columns: TExportColumn<T>[], rows: T[]) {
  return columns
    .map((column) => ({ column, cells: rows.map((row) => cellOf(column, row)) }))
    .filter(({ cells }) => cells.some((cell) => cell !== null && cell !== ''));
}

/** Header row plus data rows; columns with nothing to export (action buttons) are left out. */
export function exportSheet<T>(columns: TExportColumn<T>[], rows: T[]): TExportCell[][] {
  const kept = keptColumns(columns, rows);
  return [
    kept.map(({ column }) => column.header),
    ...rows.map((_, index) => kept.map(({ cells }) => cells[index] ?? null)),
  ];
}

/** A Date whose UTC fields are the wall clock: Excel has no time zones, only wall clocks. */
function wallClock(parts: RegExpExecArray): Date {
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = parts.map((p) => p ?? '0');
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}

function kindOf(values: TExportCell[]): TExportKind {
  const present = values.filter((v) => v !== null && v !== '');
  if (present.length === 0) return 'text';
  if (present.every((v) => typeof v === 'string' && WIRE_DATETIME.test(v))) return 'datetime';
  if (present.every((v) => typeof v === 'string' && WIRE_DATE.test(v))) return 'date';
  if (present.every((v) => v instanceof Date)) return 'datetime';
  return 'text';
}

const shownPlate = (plate: string) => displayPlate(canonicalPlate(plate) ?? plate);

/** A cell value as the column's kind says; what does not fit stays as it is. */
function typedCell(kind: TExportKind, value: TExportCell, timeZone: string): TExportCell {
  if (value === null || value === '') return null;
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
      return typeof value === 'string' ? value.split(/,\s*/).map(shownPlate).join(', ') : value;
    case 'text':
      return value;
  }
}

/** Columns named so hold plates, one or a comma-separated list (`plate`, `truck_plate`). */
const PLATE_KEY = /(^|_)plates?$/;

const FORBIDDEN_IN_SHEET_NAME = /[[\]:*?/\\]+/g;

/** Excel's rules: at most 31 characters, none of `[]:*?/\`, not empty. */
export function safeSheetName(name: string): string {
  return name.replace(FORBIDDEN_IN_SHEET_NAME, ' ').trim().slice(0, 31).trim() || 'Data';
}

const safeFileName = (name: string) =>
  `${name.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'export'}`.replace(/(\.xlsx)?$/i, '.xlsx');

/** Above exceljs's default (9), so every column carries its own width. */
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;
const PX_PER_CHAR = 7;

function widthOf(header: string, cells: TExportCell[], kind: TExportKind, px?: number): number {
  if (kind === 'datetime') return 18;
  if (kind === 'date') return 12;
  const longest = Math.max(header.length, ...cells.map((cell) => String(cell ?? '').length));
  const measured = Math.max(longest + 2, px ? Math.round(px / PX_PER_CHAR) : 0);
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, measured));
}

/**
 * The one table export of the web: a named sheet, widths, bold frozen header with a filter,
 * real date cells (dd/mm/yyyy [hh:mm]) in company wall-clock time, numbers, display plates.
 * exceljs is loaded on demand, so no page carries it in its first load.
 */
export async function buildXlsx<T>(
  target: TExportTarget,
  columns: TExportColumn<T>[],
  rows: T[],
): Promise<ArrayBuffer> {
  const timeZone = target.timeZone ?? DEFAULT_TIME_ZONE;
  const kept = keptColumns(columns, rows).map(({ column, cells }) => {
    const kind = column.kind ?? (PLATE_KEY.test(column.key) ? 'plate' : kindOf(cells));
    return { column, kind, cells: cells.map((cell) => typedCell(kind, cell, timeZone)) };
  });
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(safeSheetName(target.sheetName), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = kept.map(({ column, kind, cells }) => ({
    header: column.header,
    width: widthOf(column.header, cells, kind, column.width),
    style:
      kind === 'date' || kind === 'datetime'
        ? { numFmt: kind === 'date' ? DATE_FORMAT : DATETIME_FORMAT }
        : {},
  }));
  sheet.getRow(1).font = { bold: true };
  rows.forEach((_, index) => sheet.addRow(kept.map(({ cells }) => cells[index] ?? null)));
  if (kept.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: kept.length } };
  }
  return workbook.xlsx.writeBuffer();
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Builds the .xlsx in the browser and offers it as a download. */
export async function downloadXlsx<T>(
  target: TExportTarget,
  columns: TExportColumn<T>[],
  rows: T[],
): Promise<void> {
  const blob = new Blob([await buildXlsx(target, columns, rows)], { type: XLSX_TYPE });
  saveBlob(blob, safeFileName(target.fileName));
}
