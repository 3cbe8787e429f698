import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { EXCEL_DATETIME_FORMAT, EXCEL_DURATION_FORMAT } from '@fleet/contracts';

/**
 * Opens an exported .xlsx with exceljs and checks what every table export of the console
 * has: named sheets (no "Sheet1"), a bold frozen header with a filter over it, a width
 * on every column. Answers the sheet for the export's own checks.
 */
export async function expectTableExport(body: Buffer, sheetName: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  for (const { name } of workbook.worksheets) expect(name).not.toMatch(/^Sheet\d*$/);
  const sheet = workbook.getWorksheet(sheetName)!;
  expect(sheet, sheetName).toBeDefined();
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.getRow(1).font?.bold).toBe(true);
  expect(sheet.autoFilter).toBe(`A1:${sheet.getColumn(sheet.columnCount).letter}1`);
  for (let index = 1; index <= sheet.columnCount; index += 1) {
    expect(sheet.getColumn(index).width, `width of column ${index}`).toBeGreaterThanOrEqual(10);
  }
  return sheet;
}

/** The cell under `header` in `row`, which must be a real dd/mm/yyyy hh:mm date cell. */
export function expectDateTimeCell(sheet: ExcelJS.Worksheet, header: string, row: number) {
  const column = (sheet.getRow(1).values as unknown[]).indexOf(header);
  expect(column, header).toBeGreaterThan(0);
  const cell = sheet.getRow(row).getCell(column);
  expect(cell.value).toBeInstanceOf(Date);
  expect(cell.numFmt).toBe(EXCEL_DATETIME_FORMAT);
  return cell.value as Date;
}

/** Excel's day zero in the 1900 date system, as exceljs reads time-formatted numbers. */
const EXCEL_DAY_ZERO = Date.UTC(1899, 11, 30);

/**
 * The seconds of a duration cell: a number of days in the file, formatted `[h]:mm:ss` (exceljs
 * reads a number with a time format back as a Date from Excel's day zero; a text cell would
 * stay a string), so Excel sums the column.
 */
export function expectDurationCell(cell: ExcelJS.Cell): number {
  expect(cell.numFmt).toBe(EXCEL_DURATION_FORMAT);
  expect(cell.value).toBeInstanceOf(Date);
  return Math.round(((cell.value as Date).getTime() - EXCEL_DAY_ZERO) / 1000);
}

/** A number cell with a number format (`#,##0` and its decimals). */
export function expectNumberCell(cell: ExcelJS.Cell): number {
  expect(cell.type).toBe(ExcelJS.ValueType.Number);
  expect(cell.numFmt).toMatch(/^#,##0(\.0+)?$/);
  return cell.value as number;
}
