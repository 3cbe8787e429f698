import { describe, expect, it } from 'vitest';
import { ApiError, markedFields, unmarkedFailure } from './api';

describe('form failures', () => {
  const refused = new ApiError(400, 'VALIDATION_FAILED', 'x', [
    { field: 'plate', message: 'Required' },
    { field: 'number', message: 'Too long' },
  ]);

  it('marks every field the answer names with one text', () => {
    expect(markedFields(refused, 'Invalid')).toEqual({ plate: 'Invalid', number: 'Invalid' });
    expect(markedFields(new Error('x'), 'Invalid')).toEqual({});
  });

  it('leaves to the fields a failure that names them', () => {
    expect(unmarkedFailure(refused)).toBeNull();
    const down = new ApiError(0, 'NETWORK', 'x');
    expect(unmarkedFailure(down)).toBe(down);
    expect(unmarkedFailure(null)).toBeNull();
  });
});
