import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.js';
import { cellValue } from '../../operations/index.js';
import { firstSheetRows } from './xlsx-first-sheet.js';

const notWorkbook = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'not a workbook');

/** Values of the first sheet as exceljs's whole-workbook reader (what imports used) gives them. */
async function wholeWorkbookRows(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: { row: number; values: ExcelJS.CellValue[] }[] = [];
  workbook.worksheets[0]!.eachRow((row, number) =>
    rows.push({ row: number, values: row.values as ExcelJS.CellValue[] }),
  );
  return rows;
}

async function streamedRows(file: Buffer) {
  const rows: { row: number; values: ExcelJS.CellValue[] }[] = [];
  for await (const { row, values, hasValues } of firstSheetRows(file, notWorkbook))
    if (hasValues) rows.push({ row, values });
  return rows;
}

describe('firstSheetRows', () => {
  it('reads the first sheet as the whole-workbook reader does', async () => {
    const workbook = new ExcelJS.Workbook();
    const cover = workbook.addWorksheet('Cover');
    cover.addRow(['not this one']);
    const sheet = workbook.addWorksheet('Trips');
    // Workbook order (exceljs's orderNo) decides which sheet is first, not the part's name.
    Object.assign(cover, { orderNo: 2 });
    Object.assign(sheet, { orderNo: 1 });
    sheet.addRow(['Biển số', 'Giờ đi', 'Km', 'Ghi chú', 'Đã xong']);
    sheet.addRow([
      '51C-123.45',
      new Date(Date.UTC(2025, 10, 20, 8, 30)),
      120.5,
      { richText: [{ text: 'gọi ' }, { text: 'trước', font: { bold: true } }] },
      true,
    ]);
    sheet.addRow([]);
    const row = sheet.addRow([
      { text: 'link', hyperlink: 'https://example.com' },
      { formula: 'B2+1', result: 45982.354166666664 },
      { formula: 'C2*2', result: 241 },
      { error: '#N/A' },
    ]);
    row.getCell(2).numFmt = 'yyyy-mm-dd hh:mm';
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const streamed = await streamedRows(file);
    expect(streamed.map((r) => r.row)).toEqual([1, 2, 4]);
    expect(streamed[0]!.values[1]).toBe('Biển số');
    const whole = await wholeWorkbookRows(file);
    expect(whole.map((r) => r.row)).toEqual([1, 2, 4]);
    // The same values as imports read them: the formula in a date cell a date too.
    for (const [i, { values }] of whole.entries())
      expect(streamed[i]!.values.map(cellValue)).toEqual(values.map(cellValue));
    expect(cellValue(streamed[2]!.values[2])).toEqual(new Date(Date.UTC(2025, 10, 21, 8, 30)));
    expect(streamed[1]!.values.map(cellValue)).toEqual([
      undefined,
      '51C-123.45',
      new Date(Date.UTC(2025, 10, 20, 8, 30)),
      120.5,
      'gọi trước',
      true,
    ]);
  });

  it('stops where the caller stops, and refuses bytes that are not a workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Rows');
    for (let i = 1; i <= 5_000; i += 1) sheet.addRow([`row ${i}`]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const seen: number[] = [];
    for await (const { row } of firstSheetRows(file, notWorkbook)) {
      seen.push(row);
      if (seen.length === 3) break;
    }
    expect(seen).toEqual([1, 2, 3]);

    const read = (bytes: Buffer) => streamedRows(bytes);
    await expect(read(Buffer.from('PK\u0003\u0004 not a zip'))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await expect(read(file.subarray(0, file.length - 100))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});
