import { describe, expect, it } from 'vitest';
import { VALIDATION_CODES, ZCreateTruckRequest } from '@fleet/contracts';
import { ApiError } from '@/lib/api';
import { fieldErrorText, formFieldErrors, serverFieldErrors } from './field-error-text';
import * as validation from './validation';
import i18n from './index';

const tIn = (language: 'vi' | 'en') => i18n.getFixedT(language);

describe('validation texts', () => {
  it('has a Vietnamese and an English text for every code', () => {
    for (const code of VALIDATION_CODES) {
      expect(validation.vi[code], `vi ${code}`).toMatch(/\S/);
      expect(validation.en[code], `en ${code}`).toMatch(/\S/);
    }
  });
});

describe('fieldErrorText', () => {
  it('renders a code with its params in the interface language', () => {
    const issue = { field: 'name', code: 'too_long', params: { max: 100 }, message: 'x' };
    expect(fieldErrorText(tIn('vi'), issue)).toBe('Tối đa 100 ký tự');
    expect(fieldErrorText(tIn('en'), issue)).toBe('At most 100 characters');
    const row = { field: 'lat', code: 'number', params: {}, message: 'must be a number' };
    expect(fieldErrorText(tIn('vi'), row)).toBe('Phải là số');
  });

  it('words a taken value for its field, and shows a message without a known code', () => {
    expect(fieldErrorText(tIn('vi'), { field: 'plate', code: 'taken' })).toBe(
      'Đã có xe khác mang biển số này.',
    );
    expect(fieldErrorText(tIn('en'), { field: 'card_id', code: 'taken' })).toBe(
      'Another user already has this card id.',
    );
    expect(fieldErrorText(tIn('en'), { field: 'cargo', code: 'taken' })).toBe(
      'This value is already used',
    );
    expect(fieldErrorText(tIn('vi'), { field: 'expires_at', code: 'not_before_start' })).toBe(
      'Ngày hết hạn không được trước ngày cấp.',
    );
    expect(fieldErrorText(tIn('vi'), { field: 'end_time', code: 'not_before_start' })).toBe(
      'Không được trước thời điểm bắt đầu',
    );
    expect(fieldErrorText(tIn('en'), { field: 'x', message: 'from an older server' })).toBe(
      'from an older server',
    );
    expect(fieldErrorText(tIn('vi'), { field: 'x', code: 'no_such_code' })).toBe(
      'Giá trị không hợp lệ',
    );
  });

  it('words a form checked with the contract schema and a refused call alike', () => {
    const input = { plate: '', cameras: 2.5 };
    const parsed = ZCreateTruckRequest.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(formFieldErrors(tIn('vi'), parsed.error!.issues, input)).toEqual({
      plate: 'Biển số không hợp lệ (ví dụ 51D-123.45)',
      cameras: 'Phải là số nguyên',
    });
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'bad', [
      {
        field: 'speed_limit_kmh',
        code: 'max',
        params: { max: 150 },
        message: 'must be at most 150',
      },
    ]);
    expect(serverFieldErrors(tIn('vi'), refused)).toEqual({
      speed_limit_kmh: 'Không được lớn hơn 150',
    });
  });

  it('keeps only the fields a form shows when it names them', () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'bad', [
      { field: 'note', code: 'too_long', params: { max: 500 }, message: 'too long' },
      { field: 'truck_id', code: 'required', message: 'required' },
    ]);
    expect(Object.keys(serverFieldErrors(tIn('en'), refused))).toEqual(['note', 'truck_id']);
    expect(Object.keys(serverFieldErrors(tIn('en'), refused, ['note', 'plate']))).toEqual(['note']);
  });
});
