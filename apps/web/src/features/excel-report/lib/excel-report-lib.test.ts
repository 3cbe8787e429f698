import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { defaultRange, rangeToWire } from './excel-range';
import { importRowErrors, offersPartialImport } from './row-errors';

describe('excel report range', () => {
  it('defaults to the last 48 hours in the company zone', () => {
    const now = new Date('2025-11-20T05:30:00Z');
    expect(defaultRange('Asia/Ho_Chi_Minh', now)).toEqual({
      from: '2025-11-18 12:30:00',
      to: '2025-11-20 12:30:00',
    });
  });

  it('sends wire times and refuses an end before the start', () => {
    expect(rangeToWire({ from: '2025-11-18 12:30:00', to: '2025-11-20 12:30:00' })).toEqual({
      start_time: '2025-11-18 12:30:00',
      end_time: '2025-11-20 12:30:59',
    });
    expect(rangeToWire({ from: '2025-11-20 12:30:00', to: '2025-11-18 12:30:00' })).toBeNull();
    expect(rangeToWire({ from: '', to: '2025-11-18 12:30:00' })).toBeNull();
  });
});

describe('import row errors', () => {
  it('reads row and column of each error and whether a partial import is offered', () => {
    const error = new ApiError(400, 'IMPORT_ROWS_INVALID', 'Send confirm_partial=true to import', [
      { row: 3, column: 'A', field: 'plate', message: 'Biển số / Plate: no truck' },
      { nonsense: true },
    ]);
    expect(importRowErrors(error)).toEqual([
      { row: 3, column: 'A', field: 'plate', message: 'Biển số / Plate: no truck' },
    ]);
    expect(offersPartialImport(error)).toBe(true);
    expect(importRowErrors(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'x'))).toEqual([]);
  });
});
