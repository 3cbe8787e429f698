import ExcelJS from 'exceljs';
import {
  excelPageSetup,
  excelTableColumns,
  safeSheetName,
  type TExcelCell,
  type TExcelKind,
} from '@fleet/contracts';

export interface XlsxColumn<T> {
  header: string;
  value: (row: T) => TExcelCell | undefined;
  /**
   * By default guessed from the values: wire times are datetimes, `YYYY-MM-DD` dates. A
   * `duration` column's values are seconds.
   */
  kind?: TExcelKind;
  /** At least this many characters wide; measured from the content otherwise. */
  width?: number;
}

/**
 * A table sheet as every export of the console writes it (the web's with the same cells):
 * named, widths from the content, bold frozen header with a filter, real date cells
 * (dd/mm/yyyy [hh:mm]) in the company's wall clock, numbers and durations with their number
 * formats, plates in display form; landscape when wider than 8 columns.
 */
export function addTableSheet<T>(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: readonly XlsxColumn<T>[],
  rows: readonly T[],
  timeZone?: string,
): ExcelJS.Worksheet {
  const table = excelTableColumns(
    columns.map((column) => ({ ...column, values: rows.map((row) => column.value(row) ?? null) })),
    timeZone,
  );
  const sheet = workbook.addWorksheet(safeSheetName(name), {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: excelPageSetup(columns.length),
  });
  sheet.columns = table.map(({ header, width, numFmt }) => ({ header, width, style: { numFmt } }));
  sheet.getRow(1).font = { bold: true };
  rows.forEach((_, index) => sheet.addRow(table.map(({ cells }) => cells[index] ?? null)));
  if (table.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.length } };
  }
  return sheet;
}

/** A workbook of one table sheet, as the bytes of an .xlsx answer. */
export async function tableWorkbook<T>(
  name: string,
  columns: readonly XlsxColumn<T>[],
  rows: readonly T[],
  timeZone?: string,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addTableSheet(workbook, name, columns, rows, timeZone);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
