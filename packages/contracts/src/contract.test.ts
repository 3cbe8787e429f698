import { describe, expect, it } from 'vitest';
import { STOP_FILTER_MINUTES, ZStopListRequest } from './contract.js';
import { issuesOf } from './validation-codes.js';

const stops = {
  plate: '51D-123.45',
  start_time: '2025-11-20 00:00:00',
  end_time: '2025-11-20 23:59:59',
};

describe('stop list filter', () => {
  it('declares one_of with the choices for a minimum the list does not offer (issue 14)', () => {
    const input = { ...stops, min_minutes: 7 };
    const result = ZStopListRequest.safeParse(input);
    expect(result.success).toBe(false);
    expect(issuesOf(result.error!.issues, input)).toEqual([
      {
        field: 'min_minutes',
        code: 'one_of',
        params: { options: STOP_FILTER_MINUTES.join(', ') },
        message: `must be one of ${STOP_FILTER_MINUTES.join(', ')}`,
      },
    ]);
  });

  it('takes every offered minimum and none', () => {
    for (const min_minutes of STOP_FILTER_MINUTES)
      expect(ZStopListRequest.safeParse({ ...stops, min_minutes }).success).toBe(true);
    expect(ZStopListRequest.safeParse(stops).success).toBe(true);
  });
});
