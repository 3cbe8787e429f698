import { describe, expect, it } from 'vitest';
import { SHEET_ROW_KEY, sheetColumnKeys } from './sheet-columns';

describe('the sheet preview’s column keys', () => {
  it('are the headers, blank and repeated ones made unique', () => {
    expect(sheetColumnKeys(['Mã đơn hàng', ' ', 'Biển số', 'Biển số', SHEET_ROW_KEY])).toEqual([
      'Mã đơn hàng',
      'column-2',
      'Biển số',
      'Biển số~4',
      `${SHEET_ROW_KEY}~5`,
    ]);
  });
});
