import { describe, expect, it } from 'vitest';
import {
  excelCell,
  excelColumnWidth,
  excelKindOf,
  excelNumberFormat,
  excelPageSetup,
  safeSheetName,
} from './excel-cells.js';

describe('excel cells', () => {
  it('tells dates and datetimes from their wire text, else text', () => {
    expect(excelKindOf(['2026-11-24 07:05:09', null, ''])).toBe('datetime');
    expect(excelKindOf(['2026-11-24', '2026-01-01'])).toBe('date');
    expect(excelKindOf(['2026-11-24', 'tomorrow'])).toBe('text');
    expect(excelKindOf(['24/11/2026 07:05', '01/12/2026 23:59:59'])).toBe('datetime');
    expect(excelKindOf(['24/11/2026'])).toBe('date');
    expect(excelKindOf([null])).toBe('text');
  });

  it('writes wall-clock dates of the company zone, numbers and display plates', () => {
    expect(excelCell('datetime', '2026-11-24 07:05')).toEqual(
      new Date(Date.UTC(2026, 10, 24, 7, 5)),
    );
    expect(excelCell('date', '2026-11-24')).toEqual(new Date(Date.UTC(2026, 10, 24)));
    expect(excelCell('datetime', '24/11/2026 07:05')).toEqual(
      new Date(Date.UTC(2026, 10, 24, 7, 5)),
    );
    const lateUtc = new Date(Date.UTC(2026, 10, 23, 23, 30));
    expect(excelCell('datetime', lateUtc, 'Asia/Ho_Chi_Minh')).toEqual(
      new Date(Date.UTC(2026, 10, 24, 6, 30)),
    );
    expect(excelCell('datetime', 'soon')).toBe('soon');
    expect(excelCell('number', '12.5')).toBe(12.5);
    expect(excelCell('plate', '60C45128, 29h14872')).toBe('60C-451.28, 29H-148.72');
    expect(excelCell('plate', '60C-451.28')).toBe('60C-451.28');
    expect(excelCell('text', '')).toBeNull();
    expect(excelCell('duration', 5400)).toBe(1 / 16);
    expect(excelCell('duration', '90')).toBe(90 / 86_400);
    expect(excelCell('duration', 'later')).toBe('later');
  });

  it('gives numbers the decimals they have, durations [h]:mm:ss', () => {
    expect(excelKindOf([1, 2.5, null])).toBe('number');
    expect(excelNumberFormat('number', [1, 2])).toBe('#,##0');
    expect(excelNumberFormat('number', [1, 2.25, 0.1 + 0.2])).toBe('#,##0.00');
    expect(excelNumberFormat('number', [106.712345, 'x'])).toBe('#,##0.000000');
    expect(excelNumberFormat('duration')).toBe('[h]:mm:ss');
    expect(excelNumberFormat('text')).toBeUndefined();
    expect(excelPageSetup(8).orientation).toBe('portrait');
    expect(excelPageSetup(9).orientation).toBe('landscape');
  });

  it("keeps Excel's sheet name rules and bounds widths", () => {
    expect(safeSheetName('Báo cáo [A/B]: 1*2?\\3')).toBe('Báo cáo  A B  1 2 3');
    expect(safeSheetName('x'.repeat(40))).toHaveLength(31);
    expect(safeSheetName(' ')).toBe('Data');
    expect(excelColumnWidth('Km', [1], 'number')).toBe(10);
    expect(excelColumnWidth('Note', ['x'.repeat(200)], 'text')).toBe(60);
    expect(excelColumnWidth('Time', [], 'datetime')).toBe(18);
  });
});
