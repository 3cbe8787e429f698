import {
  DEFAULT_START_DATE,
  DEFAULT_USER_ROLE,
  ZCreateUserRequest,
  ZUpdateUserRequest,
  type TCreateUserRequest,
  type TSessionUser,
  type TUpdateUserRequest,
} from '@fleet/contracts';
import { formFieldErrors, type TFieldErrors } from '@/i18n/field-error-text';
import type { TTranslate } from './translate';

export interface TUserFormValues {
  username: string;
  password: string;
  fullname: string;
  role: string;
  avatar: string | null;
  email: string;
  /** Mobile number for Zalo and SMS alerts, any usual writing; '' when none. */
  phone: string;
  note: string;
  ngay_bat_dau: string;
  card_id: string;
  licence_number: string;
  /** The licence as the law asks for it: '' when not known. */
  licence_class: string;
  licence_issued_on: string;
  licence_expires_on: string;
  licence_issued_by: string;
}

export type TUserFormField = keyof TUserFormValues;

export function emptyUserForm(): TUserFormValues {
  return {
    username: '',
    password: '',
    fullname: '',
    role: DEFAULT_USER_ROLE,
    avatar: null,
    email: '',
    phone: '',
    note: '',
    ngay_bat_dau: DEFAULT_START_DATE,
    card_id: '',
    licence_number: '',
    licence_class: '',
    licence_issued_on: '',
    licence_expires_on: '',
    licence_issued_by: '',
  };
}

export function userFormFrom(user: TSessionUser): TUserFormValues {
  return {
    username: user.username,
    password: '',
    fullname: user.fullname,
    role: user.role,
    avatar: user.avatar,
    email: user.email ?? '',
    phone: user.phone ?? '',
    note: user.note ?? '',
    ngay_bat_dau: user.ngay_bat_dau ?? DEFAULT_START_DATE,
    card_id: user.card_id ?? '',
    licence_number: user.licence_number ?? '',
    licence_class: user.licence_class ?? '',
    licence_issued_on: user.licence_issued_on ?? '',
    licence_expires_on: user.licence_expires_on ?? '',
    licence_issued_by: user.licence_issued_by ?? '',
  };
}

/** The fields a create and an update share. */
function profileOf(values: TUserFormValues) {
  return {
    username: values.username.trim(),
    fullname: values.fullname.trim(),
    role: values.role,
    avatar: values.avatar,
    email: values.email.trim(),
    phone: values.phone.trim(),
    note: values.note,
    ngay_bat_dau: values.ngay_bat_dau,
    card_id: values.card_id.trim(),
    licence_number: values.licence_number.trim(),
    licence_class: values.licence_class,
    licence_issued_on: values.licence_issued_on,
    licence_expires_on: values.licence_expires_on,
    licence_issued_by: values.licence_issued_by.trim(),
  };
}

export function createRequestOf(values: TUserFormValues): TCreateUserRequest {
  return { ...profileOf(values), password: values.password };
}

/** No password here: an admin changes it through its own dialog. */
export function updateRequestOf(values: TUserFormValues): TUpdateUserRequest {
  return profileOf(values);
}

/** Checks the form with the same schemas the server uses; field → translated message. */
export function validateUserForm(
  t: TTranslate,
  values: TUserFormValues,
  mode: 'create' | 'edit',
): TFieldErrors {
  const request = mode === 'create' ? createRequestOf(values) : updateRequestOf(values);
  const schema = mode === 'create' ? ZCreateUserRequest : ZUpdateUserRequest;
  const result = schema.safeParse(request);
  return result.success ? {} : formFieldErrors(t, result.error.issues, request);
}
