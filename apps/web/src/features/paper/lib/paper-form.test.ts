import { describe, expect, it } from 'vitest';
import { emptyPaperForm, paperFormData, validatePaperForm } from './paper-form';

const t = (key: string) => key;
const pdf = new File([new Uint8Array([1, 2])], 'a.pdf', { type: 'application/pdf' });

describe('paper form', () => {
  it('needs a plate for a truck paper, a username for a licence, and a file', () => {
    expect(validatePaperForm(t, emptyPaperForm(false), [])).toEqual({
      plate: 'paper:form.required',
      files: 'paper:form.filesRequired',
    });
    expect(validatePaperForm(t, emptyPaperForm(true), [pdf])).toEqual({
      username: 'paper:form.required',
    });
  });

  it('refuses an expiry before the issue date and files over the size limit', () => {
    const form = {
      ...emptyPaperForm(false),
      plate: '51C-123.45',
      issued_at: '2026-02-01',
      expires_at: '2026-01-01',
    };
    const big = { name: 'big.pdf', size: 11 * 1024 * 1024 };
    expect(validatePaperForm(t, form, [big])).toEqual({
      expires_at: 'paper:form.badDates',
      files: 'paper:form.fileTooLarge',
    });
  });

  it('sends the filled fields and each file under files', () => {
    const data = paperFormData({ ...emptyPaperForm(false), plate: '51C-123.45', number: ' 12 ' }, [
      pdf,
      pdf,
    ]);
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
  it('keeps the files when none are chosen and sends the paper id first', () => {
    const form = {
      plate: '51C12345',
      username: '',
      type: 'inspection',
      number: 'DK-1',
      issued_at: '',
      expires_at: '2030-01-01',
      note: '',
    };
    expect(validatePaperForm(t, form, [], false)).toEqual({});
    expect(validatePaperForm(t, form, [])).toEqual({ files: 'paper:form.filesRequired' });
    expect([...paperFormData(form, [], 7).keys()]).toEqual([
      'id',
      'plate',
      'type',
      'number',
      'expires_at',
    ]);
  });
});
