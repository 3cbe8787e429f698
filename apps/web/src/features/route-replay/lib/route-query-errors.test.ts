import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { ROUTE_MAX_DAYS } from './replay-range';
import { rangeErrorsOf } from './route-query-errors';

const refused = (...details: { field: string; code?: string; message: string }[]) =>
  new ApiError(400, 'VALIDATION_FAILED', 'bad', details);

describe('route query errors', () => {
  it('reads the range fields a refused route call names by code', () => {
    const error = refused(
      { field: 'start_time', code: 'date_time', message: 'must be a time YYYY-MM-DD HH:mm:ss' },
      { field: 'end_time', code: 'within_days', message: 'must be within 31 days of the start' },
    );
    expect(rangeErrorsOf(error)).toEqual({ from: 'invalid', to: 'tooLong' });
    const reversed = refused({
      field: 'end_time',
      code: 'not_before_start',
      message: 'must not be before start_time',
    });
    expect(rangeErrorsOf(reversed)).toEqual({ to: 'beforeStart' });
  });

  it('words them in Vietnamese as the filter does, never with the English message', () => {
    const vi = i18n.getFixedT('vi', 'route-replay');
    const { to } = rangeErrorsOf(
      refused({ field: 'end_time', code: 'within_days', message: 'must be within 31 days' }),
    );
    expect(vi(`range.errors.${to}`, { days: ROUTE_MAX_DAYS })).toBe(
      `Mỗi lần xem tối đa ${ROUTE_MAX_DAYS} ngày.`,
    );
  });

  it('ignores other fields, answers without details and other failures', () => {
    expect(rangeErrorsOf(refused({ field: 'plate', code: 'plate', message: 'x' }))).toEqual({});
    expect(rangeErrorsOf(new ApiError(404, 'NOT_FOUND', 'Truck not found'))).toEqual({});
    expect(rangeErrorsOf(new Error('network'))).toEqual({});
    expect(rangeErrorsOf(null)).toEqual({});
  });
});
