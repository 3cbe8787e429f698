import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import {
  emptyPaperForm,
  paperFormData,
  paperServerErrors,
  validatePaperForm,
} from './paper-form-model';

const vi = i18n.getFixedT('vi');
const pdf = new File([new Uint8Array([1, 2])], 'a.pdf', { type: 'application/pdf' });
const truckPaper = { ...emptyPaperForm(false), plate: '51C-123.45' };

describe('paper form', () => {
  it('needs a plate for a truck paper, a username for a licence, and a file', () => {
    expect(validatePaperForm(vi, emptyPaperForm(false), [])).toEqual({
      plate: 'Bắt buộc nhập',
      files: 'Hãy đính kèm ít nhất một tệp.',
    });
    expect(validatePaperForm(vi, emptyPaperForm(true), [pdf])).toEqual({
      username: 'Bắt buộc nhập',
    });
    expect(validatePaperForm(vi, truckPaper, [pdf])).toEqual({});
  });

  it('words bad fields in Vietnamese by the schema the server uses', () => {
    const form = { ...truckPaper, issued_at: '2026-02-01', expires_at: '2026-01-01' };
    expect(validatePaperForm(vi, form, [pdf])).toEqual({
      expires_at: 'Ngày hết hạn không được trước ngày cấp.',
    });
    expect(
      validatePaperForm(vi, { ...truckPaper, plate: '51I 1', number: 'x'.repeat(101) }, [pdf]),
    ).toEqual({
      plate: 'Biển số không hợp lệ (ví dụ 51D-123.45)',
      number: 'Tối đa 100 ký tự',
    });
    expect(validatePaperForm(vi, { ...truckPaper, issued_at: '2026-02-31' }, [pdf])).toEqual({
      issued_at: 'Phải là ngày hợp lệ',
    });
  });

  it('refuses too many files and a file over the size limit', () => {
    const big = { name: 'big.pdf', size: 11 * 1024 * 1024 };
    expect(validatePaperForm(vi, truckPaper, [big])).toEqual({
      files: 'Tệp big.pdf lớn hơn 10 MB.',
    });
    expect(validatePaperForm(vi, truckPaper, Array(6).fill(pdf))).toEqual({
      files: 'Tối đa 5 tệp.',
    });
  });

  it('sends the filled fields and each file under files', () => {
    const data = paperFormData({ ...truckPaper, number: ' 12 ' }, [pdf, pdf]);
    expect([...data.keys()]).toEqual(['plate', 'type', 'number', 'files', 'files']);
    expect(data.get('number')).toBe('12');
    const licence = paperFormData({ ...emptyPaperForm(true), username: 'taixe1', plate: 'x' }, [
      pdf,
    ]);
    expect(licence.get('username')).toBe('taixe1');
    expect(licence.has('plate')).toBe(false);
  });
});

describe('editing a paper', () => {
  const form = {
    plate: '51C12345',
    username: '',
    type: 'inspection',
    number: 'DK-1',
    issued_at: '',
    expires_at: '2030-01-01',
    note: '',
  };

  it('keeps the files when none are chosen and sends the paper id first', () => {
    expect(validatePaperForm(vi, form, [], 7)).toEqual({});
    expect(validatePaperForm(vi, form, [])).toEqual({ files: 'Hãy đính kèm ít nhất một tệp.' });
    expect([...paperFormData(form, [], 7).keys()]).toEqual([
      'id',
      'plate',
      'type',
      'number',
      'expires_at',
    ]);
  });

  it('checks an edit with the edit schema', () => {
    expect(validatePaperForm(vi, { ...form, issued_at: '2031-01-01' }, [], 7)).toEqual({
      expires_at: 'Ngày hết hạn không được trước ngày cấp.',
    });
  });
});

describe('paper server errors', () => {
  it('words a refused field by its code, never by the English message', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'expires_at: must not be before…', [
      {
        field: 'expires_at',
        code: 'not_before_start',
        params: { start: 'issued_at' },
        message: 'must not be before issued_at',
      },
      { field: 'files', code: 'required', params: {}, message: 'is required' },
    ]);
    expect(paperServerErrors(vi, error, truckPaper)).toEqual({
      expires_at: 'Ngày hết hạn không được trước ngày cấp.',
      files: 'Bắt buộc nhập',
    });
  });

  it('leaves out fields the form does not show, so the failure shows instead', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'bad', [
      { field: 'plate', code: 'plate', params: {}, message: 'must be a Vietnamese plate' },
      { field: 'id', code: 'number', params: {}, message: 'must be a paper id' },
    ]);
    expect(paperServerErrors(vi, error, emptyPaperForm(true))).toEqual({});
  });
});
