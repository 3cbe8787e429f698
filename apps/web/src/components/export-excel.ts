import type { ReactNode } from 'react';
import {
  excelPageSetup,
  excelTableColumns,
  safeSheetName,
  type TExcelCell,
  type TExcelKind,
} from '@fleet/contracts';
import { saveBlob } from '@/lib/download';
import { sheetKindOf, type TColumnKind } from './table-sort';

export type TExportCell = TExcelCell;

/** What a column holds, so the sheet gets real dates and numbers and plates in display form. */
export type TExportKind = TExcelKind;

export interface TExportColumn<T> {
  key: string;
  header: string;
  render?: (row: T) => ReactNode;
  exportValue?: (row: T) => TExportCell;
  /** By default: `plate`/`truck_plate`/`plates` are plates, wire times dates, else as is. */
  kind?: TColumnKind;
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

function isCell(value: unknown): value is Exclude<TExportCell, null> {
  return (
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    typeof value === 'boolean' ||
    value instanceof Date
  );
}

/** The value a cell exports: exportValue, else the row's field, else a plain-text render. */
export function cellOf<T>(column: TExportColumn<T>, row: T): TExportCell {
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

const PX_PER_CHAR = 7;

const safeFileName = (name: string) =>
  `${name.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'export'}`.replace(/(\.xlsx)?$/i, '.xlsx');

/** One sheet of a workbook: its translated name, columns and rows. */
export interface TExportSheet<T> {
  sheetName: string;
  columns: TExportColumn<T>[];
  rows: T[];
}

/**
 * The one table export of the web: named sheets, widths, bold frozen header with a filter,
 * real date cells (dd/mm/yyyy [hh:mm]) in company wall-clock time, numbers and durations with
 * their number formats, display plates; landscape when wider than 8 columns.
 * exceljs is loaded on demand, so no page carries it in its first load.
 */
export async function buildWorkbook(
  timeZone: string | undefined,
  // Each sheet has rows of its own type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  sheets: readonly TExportSheet<any>[],
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  for (const { sheetName, columns, rows } of sheets) {
    const table = excelTableColumns(
      keptColumns(columns, rows).map(({ column, cells }) => ({
        header: column.header,
        kind: sheetKindOf(column.kind, column.key),
        width: (column.width ?? 0) / PX_PER_CHAR,
        values: cells,
      })),
      timeZone,
    );
    const sheet = workbook.addWorksheet(safeSheetName(sheetName), {
      views: [{ state: 'frozen', ySplit: 1 }],
      pageSetup: excelPageSetup(table.length),
    });
    sheet.columns = table.map(({ header, width, numFmt }) => ({
      header,
      width,
      style: { numFmt },
    }));
    sheet.getRow(1).font = { bold: true };
    rows.forEach((_, index) => sheet.addRow(table.map(({ cells }) => cells[index] ?? null)));
    if (table.length > 0) {
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.length } };
    }
  }
  return workbook.xlsx.writeBuffer();
}

/** A workbook of one table sheet. */
export function buildXlsx<T>(
  target: TExportTarget,
  columns: TExportColumn<T>[],
  rows: T[],
): Promise<ArrayBuffer> {
  return buildWorkbook(target.timeZone, [{ sheetName: target.sheetName, columns, rows }]);
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Builds the .xlsx in the browser and offers it as a download. */
export async function downloadXlsx<T>(
  target: TExportTarget,
  columns: TExportColumn<T>[],
  rows: T[],
): Promise<void> {
  await downloadWorkbook(target.fileName, buildXlsx(target, columns, rows));
}

/** Offers a built workbook as a download. */
export async function downloadWorkbook(
  fileName: string,
  bytes: Promise<ArrayBuffer>,
): Promise<void> {
  const blob = new Blob([await bytes], { type: XLSX_TYPE });
  saveBlob(blob, safeFileName(fileName));
}
