import { ZCreateRoleRequest } from '@fleet/contracts';
import { ApiError, fieldErrors } from '@/lib/api';
import type { TTranslate } from './translate';

export interface TRoleForm {
  name: string;
  label_vi: string;
  label_en: string;
}

export type TRoleFormErrors = Partial<Record<keyof TRoleForm, string>>;

const KNOWN_MESSAGES: Record<string, string> = {
  'is required': 'fieldErrors.required',
  'must be 2 to 40 lower-case letters, digits or underscore': 'fieldErrors.rolePattern',
  'already exists': 'fieldErrors.roleExists',
};

function message(t: TTranslate, text: string): string {
  const key = KNOWN_MESSAGES[text];
  if (key) return t(key);
  return /too big|<=/i.test(text) ? t('fieldErrors.tooLong') : text;
}

function collect(t: TTranslate, items: readonly { field: string; message: string }[]) {
  const errors: TRoleFormErrors = {};
  for (const item of items) {
    const field = item.field as keyof TRoleForm;
    if (['name', 'label_vi', 'label_en'].includes(field) && !errors[field]) {
      errors[field] = message(t, item.message);
    }
  }
  return errors;
}

export function validateRoleForm(t: TTranslate, form: TRoleForm): TRoleFormErrors {
  const result = ZCreateRoleRequest.safeParse(form);
  if (result.success) return {};
  return collect(
    t,
    result.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message })),
  );
}

/** 400 VALIDATION_FAILED and 409 ROLE_EXISTS name the field in `details`. */
export function serverRoleErrors(t: TTranslate, error: unknown): TRoleFormErrors {
  if (error instanceof ApiError && error.code === 'ROLE_EXISTS') {
    return { name: t('fieldErrors.roleExists') };
  }
  return collect(
    t,
    Object.entries(fieldErrors(error)).map(([field, text]) => ({ field, message: text })),
  );
}
