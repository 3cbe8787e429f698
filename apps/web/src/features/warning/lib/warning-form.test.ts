import { describe, expect, it } from 'vitest';
import { emptyWarningForm, validateWarningForm, warningFormData } from './warning-form';

const t = (key: string) => key;

describe('warning form', () => {
  it('needs content, a valid plate and both coordinates or none', () => {
    const form = { ...emptyWarningForm(), plate: 'abc', lat: '21.0' };
    expect(validateWarningForm(t, form)).toEqual({
      content: 'warning:form.required',
      plate: 'warning:form.required',
      lon: 'warning:form.required',
    });
    expect(
      validateWarningForm(t, { ...form, content: 'x', plate: '51D-123.45', lon: '200' }),
    ).toEqual({ lon: 'warning:form.badNumber' });
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
    expect(data.get('id_canh_bao')).toBe('7');
    expect(data.get('plate')).toBe('');
    expect(data.get('status')).toBe('new');
    expect(data.get('remove_image')).toBe('true');
  });
});
