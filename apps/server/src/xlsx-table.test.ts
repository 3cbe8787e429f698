import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { tableWorkbook, type XlsxColumn } from './xlsx-table.js';

async function readBack(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

const columns = (count: number): XlsxColumn<number>[] =>
  Array.from({ length: count }, (_, index) => ({
    header: `Cột ${index + 1}`,
    value: (row) => row * index,
  }));

describe('table sheets', () => {
  it('writes numbers as number cells, sets every column width and prints wide sheets landscape', async () => {
    const sheet = await readBack(await tableWorkbook('Rộng', columns(12), [1, 2]));
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.Number);
    for (let column = 1; column <= 12; column += 1) {
      expect(sheet.getColumn(column).width).toBeGreaterThan(0);
    }
    expect(sheet.pageSetup.orientation).toBe('landscape');
  });

  it('writes seconds of a duration column as [h]:mm:ss durations and numbers with their decimals', async () => {
    const sheet = await readBack(
      await tableWorkbook(
        'Dừng',
        [
          { header: 'Thời gian', value: (row: number) => row, kind: 'duration' },
          { header: 'Km', value: (row: number) => row / 8 },
        ],
        [90_061, 570],
      ),
    );
    const duration = sheet.getCell('A2');
    expect(duration.numFmt).toBe('[h]:mm:ss');
    // exceljs reads a number with a time format back as a Date from Excel's day zero.
    expect(duration.value).toEqual(new Date(Date.UTC(1899, 11, 30) + 90_061_000));
    expect(sheet.getCell('B3').value).toBe(71.25);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.000');
  });

  it('keeps narrow sheets portrait', async () => {
    const sheet = await readBack(await tableWorkbook('Hẹp', columns(3), [1]));
    expect(sheet.pageSetup.orientation).toBe('portrait');
  });
});
