import { ApiError, fieldErrors } from '@/lib/api';
import type { TTranslate } from './translate';

export type TFieldErrors = Record<string, string>;

/** Messages of the contract schemas and the server, mapped to translated texts. */
const KNOWN_MESSAGES: Record<string, string> = {
  'is required': 'fieldErrors.required',
  'must be 3 to 64 letters, digits, dot, dash or underscore': 'fieldErrors.usernamePattern',
  'must be at least 8 characters': 'fieldErrors.passwordShort',
  'must be a valid email address': 'fieldErrors.email',
  'must be a date YYYY-MM-DD': 'fieldErrors.date',
  'is already taken': 'fieldErrors.usernameTaken',
  'does not exist': 'fieldErrors.roleMissing',
  'must be 2 to 40 lower-case letters, digits or underscore': 'fieldErrors.rolePattern',
};

export function fieldMessage(t: TTranslate, message: string): string {
  const key = KNOWN_MESSAGES[message];
  if (key) return t(key);
  if (/too big|too_big|<=/i.test(message)) return t('fieldErrors.tooLong');
  return message;
}

interface TIssue {
  path: PropertyKey[];
  message: string;
}

/** First message per field of a failed schema check. */
export function issueFieldErrors(t: TTranslate, issues: readonly TIssue[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = fieldMessage(t, issue.message);
  }
  return errors;
}

/** Field errors a 400 VALIDATION_FAILED or 409 USERNAME_TAKEN carries in `details`. */
export function serverFieldErrors(t: TTranslate, error: unknown): TFieldErrors {
  const taken = error instanceof ApiError && error.code === 'USERNAME_TAKEN';
  return Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([field, message]) => [
      field,
      taken && field === 'username' ? t('fieldErrors.usernameTaken') : fieldMessage(t, message),
    ]),
  );
}
