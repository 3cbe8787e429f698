import { ZCreateRoleRequest } from '@fleet/contracts';
import { formFieldErrors, serverFieldErrors } from '@/i18n/field-error-text';
import type { TTranslate } from './translate';

export interface TRoleForm {
  name: string;
  label_vi: string;
  label_en: string;
}

export type TRoleFormErrors = Partial<Record<keyof TRoleForm, string>>;

const FIELDS: readonly string[] = ['name', 'label_vi', 'label_en'];

/** Only the form's own fields: anything else the answer names shows in the alert. */
const ofForm = (errors: Record<string, string>): TRoleFormErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => FIELDS.includes(field)));

export function validateRoleForm(t: TTranslate, form: TRoleForm): TRoleFormErrors {
  const result = ZCreateRoleRequest.safeParse(form);
  return result.success ? {} : ofForm(formFieldErrors(t, result.error.issues, form));
}

/** 400 VALIDATION_FAILED and 409 ROLE_EXISTS name the field in `details`. */
export const serverRoleErrors = (t: TTranslate, error: unknown): TRoleFormErrors =>
  ofForm(serverFieldErrors(t, error));
