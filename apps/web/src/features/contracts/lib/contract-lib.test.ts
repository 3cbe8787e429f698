import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  createRequestOf,
  emptyContractForm,
  serverFormErrors,
  updateRequestOf,
  validateContractForm,
} from './contract-form-model';
import { durationText } from './trip-format';

const t = (key: string, options?: Record<string, unknown>) =>
  options && Object.keys(options).length > 0 ? `${key} ${JSON.stringify(options)}` : key;
const ZONE = 'Asia/Ho_Chi_Minh';

describe('contract form', () => {
  it('starts today 08:00 to 17:00 in the company zone', () => {
    const form = emptyContractForm(new Date('2025-11-20T18:30:00Z'), ZONE);
    expect(form.planned_start).toBe('2025-11-21 08:00:00');
    expect(form.planned_end).toBe('2025-11-21 17:00:00');
  });

  it('marks missing fields and an end before the start', () => {
    const form = { ...emptyContractForm(new Date(), ZONE), planned_end: '2000-01-01 00:00:00' };
    const errors = validateContractForm(t, form, ZONE);
    expect(errors).toMatchObject({
      code: 'validation:required',
      customer: 'validation:required',
      plate: 'validation:required',
      planned_end: 'validation:not_before_start',
    });
    expect(validateContractForm(t, { ...form, planned_start: 'invalid' }, ZONE).planned_start).toBe(
      'validation:date_time',
    );
  });

  it('sends wire times, nulls for empty create fields and blanks that clear on update', () => {
    const form = {
      ...emptyContractForm(new Date('2025-11-20T01:00:00Z'), ZONE),
      code: ' HD-1 ',
      customer: 'Minh Phát',
      plate: '51C12345',
    };
    expect(createRequestOf(form, ZONE)).toMatchObject({
      code: 'HD-1',
      planned_start: '2025-11-20 08:00:00',
      cargo: null,
      driver_username: null,
    });
    expect(updateRequestOf(3, form, ZONE)).toMatchObject({ id: 3, cargo: '', note: '' });
  });

  it('words the server field problems by their codes and keeps a message without one', () => {
    const error = new ApiError(409, 'CONFLICT', 'taken', [
      { field: 'code', code: 'taken', params: {}, message: 'is already used' },
      { field: 'planned_end', code: 'not_before_start', params: { start: 'planned_start' } },
      { field: 'note', message: 'something else' },
    ]);
    expect(serverFormErrors(t, error)).toEqual({
      code: 'validation:byField.code.taken {"defaultValue":"validation:taken"}',
      planned_end:
        'validation:byField.planned_end.not_before_start {"start":"planned_start","defaultValue":"validation:not_before_start {\\"start\\":\\"planned_start\\"}"}',
      note: 'something else',
    });
  });
});

describe('durationText', () => {
  it('reads hours, minutes or seconds', () => {
    expect(durationText(t, 3900)).toBe('duration.hm {"h":1,"mm":"05"}');
    expect(durationText(t, 630)).toBe('duration.ms {"m":10,"ss":"30"}');
    expect(durationText(t, 42)).toBe('duration.s {"s":42}');
  });
});
