import type { ReactNode } from 'react';

export type TExportCell = string | number | boolean | Date | null;

export interface TExportColumn<T> {
  key: string;
  header: string;
  render?: (row: T) => ReactNode;
  exportValue?: (row: T) => TExportCell;
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
function cellOf<T>(column: TExportColumn<T>, row: T): TExportCell {
  if (column.exportValue) return column.exportValue(row);
  const field = (row as Record<string, unknown>)[column.key];
  if (isCell(field)) return field;
  const rendered = column.render?.(row);
  return typeof rendered === 'string' || typeof rendered === 'number' ? rendered : null;
}

/** Header row plus data rows; columns with nothing to export (action buttons) are left out. */
export function exportSheet<T>(columns: TExportColumn<T>[], rows: T[]): TExportCell[][] {
  const cells = rows.map((row) => columns.map((column) => cellOf(column, row)));
  const kept = columns
    .map((column, index) => ({ column, index }))
    .filter(({ index }) => cells.some((row) => row[index] !== null && row[index] !== ''));
  return [
    kept.map(({ column }) => column.header),
    ...cells.map((row) => kept.map(({ index }) => row[index] ?? null)),
  ];
}

const safeFileName = (name: string) =>
  `${name.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'export'}`.replace(/(\.xlsx)?$/i, '.xlsx');

/** Builds a real .xlsx in the browser and offers it as a download. */
export async function downloadXlsx<T>(
  fileName: string,
  columns: TExportColumn<T>[],
  rows: T[],
): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const sheet = exportSheet(columns, rows).map((row, index) =>
    row.map((value) =>
      value === null ? null : index === 0 ? { value, fontWeight: 'bold' as const } : { value },
    ),
  );
  await writeXlsxFile(sheet, { stickyRowsCount: 1, dateFormat: 'yyyy-mm-dd hh:mm:ss' }).toFile(
    safeFileName(fileName),
  );
}
