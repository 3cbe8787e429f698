import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { serverFieldErrors } from '@/i18n/field-error-text';
import { ApiError } from '@/lib/api';
import { emptyAccountRequest, validateAccountRequest } from './account-request-form';

const vi = i18n.getFixedT('vi');
const en = i18n.getFixedT('en');

describe('account request form', () => {
  it('accepts a name and an email, with the other fields left empty', () => {
    const values = { ...emptyAccountRequest(), fullname: 'Nguyễn Văn A', email: 'a@vantai.vn' };
    expect(validateAccountRequest(vi, values)).toEqual({});
  });

  it('names each wrong field in Vietnamese, by the contract schema', () => {
    const values = {
      ...emptyAccountRequest(),
      fullname: ' ',
      email: 'khong-phai-email',
      phone: 'abc',
      note: 'x'.repeat(2001),
    };
    expect(validateAccountRequest(vi, values)).toEqual({
      fullname: 'Bắt buộc nhập',
      email: 'Email không hợp lệ',
      phone: 'Số điện thoại không hợp lệ',
      note: 'Tối đa 2000 ký tự',
    });
    expect(validateAccountRequest(en, values)).toMatchObject({
      email: 'Not a valid email address',
      phone: 'Not a valid phone number',
    });
  });

  it('words a refused request by its codes, never the English message', () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'bad', [
      { field: 'email', code: 'email', params: {}, message: 'must be a valid email address' },
      { field: 'phone', code: 'phone', params: {}, message: 'must be a phone number' },
    ]);
    expect(serverFieldErrors(vi, refused)).toEqual({
      email: 'Email không hợp lệ',
      phone: 'Số điện thoại không hợp lệ',
    });
  });
});
