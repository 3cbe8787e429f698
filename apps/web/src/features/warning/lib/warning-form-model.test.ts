import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import {
  emptyWarningForm,
  validateWarningForm,
  warningFormData,
  warningServerErrors,
} from './warning-form-model';

const vi = i18n.getFixedT('vi');

describe('warning form', () => {
  it('words bad fields in Vietnamese by the schema the server uses', () => {
    const form = { ...emptyWarningForm(), plate: 'abc', lat: '91', lon: 'x', time: 'invalid' };
    expect(validateWarningForm(vi, form)).toEqual({
      content: 'Bắt buộc nhập',
      plate: 'Biển số không hợp lệ (ví dụ 51D-123.45)',
      lat: 'Không được lớn hơn 90',
      lon: 'Phải là số',
      time: 'Phải là ngày giờ hợp lệ',
    });
    expect(validateWarningForm(vi, { ...emptyWarningForm(), content: 'Va chạm' })).toEqual({});
  });

  it('takes both coordinates or none', () => {
    const form = { ...emptyWarningForm(), content: 'x', lat: '21.0' };
    expect(validateWarningForm(vi, form)).toEqual({ lon: 'Bắt buộc nhập' });
    expect(validateWarningForm(vi, { ...form, lon: '105.8' })).toEqual({});
  });

  it('checks an edit with the update schema: emptied content is missing', () => {
    expect(validateWarningForm(vi, { ...emptyWarningForm(), lat: '10', lon: '200' }, 7)).toEqual({
      content: 'Bắt buộc nhập',
      lon: 'Không được lớn hơn 180',
    });
  });

  it('sends only the filled fields on create and the photo in field image', () => {
    const image = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    const data = warningFormData(
      null,
      { ...emptyWarningForm(), content: ' Va chạm ' },
      image,
      false,
    );
    expect([...data.keys()]).toEqual(['type', 'content', 'image']);
    expect(data.get('content')).toBe('Va chạm');
  });

  it('sends every field, the status and a photo removal on update', () => {
    const data = warningFormData(7, { ...emptyWarningForm(), content: 'x' }, null, true);
    expect([...data.keys()][0]).toBe('id_canh_bao');
    expect(data.get('id_canh_bao')).toBe('7');
    expect(data.get('plate')).toBe('');
    expect(data.get('status')).toBe('new');
    expect(data.get('remove_image')).toBe('true');
  });
});

describe('warning server errors', () => {
  it('words a refused field by its code, never by the English message', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'lat: must be at most 90', [
      { field: 'lat', code: 'max', params: { max: 90 }, message: 'must be at most 90' },
      { field: 'username', code: 'not_a_user', params: {}, message: 'is not a user' },
    ]);
    expect(warningServerErrors(vi, error, false)).toEqual({
      lat: 'Không được lớn hơn 90',
      username: 'Không có người dùng này',
    });
  });

  it('leaves out fields the form does not show, so the failure shows instead', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'bad', [
      { field: 'status', code: 'one_of', params: { options: 'new' }, message: 'x' },
      { field: 'id_canh_bao', code: 'number', params: {}, message: 'x' },
    ]);
    expect(warningServerErrors(vi, error, false)).toEqual({});
  });
});
