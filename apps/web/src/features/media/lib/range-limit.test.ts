import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { mediaRangeProblem, refusedRangeDays } from './range-limit';

const ZONE = 'Asia/Ho_Chi_Minh';

describe('mediaRangeProblem', () => {
  it('takes up to 31 days and refuses longer, or an end not after the start', () => {
    expect(mediaRangeProblem('2026-01-01 00:00:00', '2026-02-01 00:00:00', ZONE)).toBeNull();
    expect(mediaRangeProblem('2026-01-01 00:00:00', '2026-02-01 00:01:00', ZONE)).toBe('tooLong');
    expect(mediaRangeProblem('2026-01-02 00:00:00', '2026-01-01 00:00:00', ZONE)).toBe('invalid');
    expect(mediaRangeProblem('', '2026-01-01 00:00:00', ZONE)).toBe('invalid');
  });
});

describe('refusedRangeDays', () => {
  it('reads the limit of a range the server refused, and nothing of other failures', () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'Validation failed', [
      { field: 'end_time', code: 'within_days', params: { days: 31 }, message: 'too long' },
    ]);
    expect(refusedRangeDays(refused)).toBe(31);
    const other = new ApiError(400, 'VALIDATION_FAILED', 'Validation failed', [
      { field: 'end_time', code: 'date_time', message: 'not a time' },
    ]);
    expect(refusedRangeDays(other)).toBeNull();
    expect(refusedRangeDays(new Error('offline'))).toBeNull();
  });
});
