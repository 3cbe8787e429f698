import { ZAccountRequestForm, type TAccountRequestForm } from '@fleet/contracts';
import { formFieldErrors, type TFieldErrors } from '@/i18n/field-error-text';

type TTranslate = Parameters<typeof formFieldErrors>[0];

export type TAccountRequestField = keyof TAccountRequestForm;
export type TAccountRequestValues = Record<TAccountRequestField, string>;

export const ACCOUNT_REQUEST_FIELDS: TAccountRequestField[] = [
  'fullname',
  'email',
  'phone',
  'company',
  'note',
];

export const emptyAccountRequest = (): TAccountRequestValues => ({
  fullname: '',
  email: '',
  phone: '',
  company: '',
  note: '',
});

/** The form's own check, with the schema the server uses; field → text in the interface language. */
export function validateAccountRequest(t: TTranslate, values: TAccountRequestValues): TFieldErrors {
  const parsed = ZAccountRequestForm.safeParse(values);
  return parsed.success ? {} : formFieldErrors(t, parsed.error.issues, values);
}
