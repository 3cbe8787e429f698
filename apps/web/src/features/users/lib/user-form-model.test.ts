import { describe, expect, it } from 'vitest';
import { DEFAULT_START_DATE } from '@fleet/contracts';
import {
  createRequestOf,
  emptyUserForm,
  updateRequestOf,
  userFormFrom,
  validateUserForm,
} from './user-form-model';

/** Shows the key and its params, so the test reads which text and values a field gets. */
const t = (key: string, params?: Record<string, unknown>) =>
  params && Object.keys(params).length > 0 ? `${key} ${JSON.stringify(params)}` : key;

describe('user form model', () => {
  it('starts as a driver from the default start date', () => {
    const form = emptyUserForm();
    expect(form.role).toBe('driver');
    expect(form.ngay_bat_dau).toBe(DEFAULT_START_DATE);
  });

  it('names each invalid field with a translated message', () => {
    const errors = validateUserForm(
      t,
      { ...emptyUserForm(), username: 'a b', password: 'short', email: 'nope' },
      'create',
    );
    expect(errors).toEqual({
      username: 'validation:username',
      password: 'validation:too_short {"min":8}',
      fullname: 'validation:required',
      email: 'validation:email',
    });
  });

  it('accepts a complete form and an empty email', () => {
    const form = { ...emptyUserForm(), username: 'an.nguyen', password: 'password1' };
    expect(validateUserForm(t, { ...form, fullname: 'Nguyễn Văn An' }, 'create')).toEqual({});
  });

  it('never sends the password on an update', () => {
    const form = userFormFrom({
      username: 'an',
      first_name: 'An',
      last_name: 'Nguyễn',
      fullname: 'Nguyễn An',
      email: null,
      phone: '84912345678',
      avatar: null,
      role: 'driver',
      role_name: 'Lái xe',
      role_name_en: 'Driver',
      note: null,
      ngay_bat_dau: null,
      card_id: '0123',
      licence_number: null,
      licence_class: null,
      licence_issued_on: null,
      licence_expires_on: null,
      licence_issued_by: null,
      language: 'vi',
    });
    expect(updateRequestOf({ ...form, password: 'x' })).not.toHaveProperty('password');
    expect(createRequestOf(form)).toMatchObject({ card_id: '0123', email: '' });
    expect(form.ngay_bat_dau).toBe(DEFAULT_START_DATE);
    expect(form.phone).toBe('84912345678');
  });

  it('takes a mobile number any usual way and refuses one that is not (Zalo and SMS alerts)', () => {
    const form = { ...emptyUserForm(), username: 'an.nguyen', password: 'password1' };
    const named = { ...form, fullname: 'Nguyễn Văn An' };
    expect(validateUserForm(t, { ...named, phone: '0912 345 678' }, 'create')).toEqual({});
    expect(validateUserForm(t, { ...named, phone: '+84 912.345.678' }, 'create')).toEqual({});
    expect(validateUserForm(t, { ...named, phone: '028 3822 1234' }, 'create')).toEqual({
      phone: 'validation:phone',
    });
    expect(validateUserForm(t, { ...named, phone: 'abc' }, 'create')).toEqual({
      phone: 'validation:phone',
    });
  });
});
