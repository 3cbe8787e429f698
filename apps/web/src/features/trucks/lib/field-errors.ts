import { fieldErrors } from '@/lib/api';
import type { TTranslate } from './translate';

export type TFieldErrors = Record<string, string>;

/** Messages of the contract schemas and the server, mapped to translated texts. */
const KNOWN_MESSAGES: Record<string, string> = {
  'must be a Vietnamese plate such as 51D-123.45': 'fieldErrors.plate',
  'must be 1 to 64 letters, digits, dot, colon, dash or underscore': 'fieldErrors.deviceId',
  'is not a user': 'fieldErrors.driverMissing',
  'is required': 'fieldErrors.required',
};

/** The server's 409 CONFLICT names the field whose value another truck holds. */
const TAKEN: Record<string, string> = {
  plate: 'fieldErrors.plateTaken',
  device_id: 'fieldErrors.deviceIdTaken',
};

/** The parts of a zod issue the messages use (zod 4 shape). */
export interface TIssue {
  path: PropertyKey[];
  message: string;
  code?: string;
  origin?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

function issueMessage(t: TTranslate, issue: TIssue): string {
  const known = KNOWN_MESSAGES[issue.message];
  if (known) return t(known);
  const { code, origin } = issue;
  if (code === 'too_small' && origin === 'number') {
    return t('fieldErrors.min', { min: Number(issue.minimum) });
  }
  if (code === 'too_big' && origin === 'number') {
    return t('fieldErrors.max', { max: Number(issue.maximum) });
  }
  if (code === 'too_big' && origin === 'string') {
    return t('fieldErrors.tooLong', { max: Number(issue.maximum) });
  }
  if (code === 'invalid_type' && issue.expected === 'int') return t('fieldErrors.wholeNumber');
  if (code === 'invalid_type' && issue.expected === 'number') return t('fieldErrors.number');
  return issue.message;
}

/** First message per field of a failed schema check. */
export function issueFieldErrors(t: TTranslate, issues: readonly TIssue[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issueMessage(t, issue);
  }
  return errors;
}

/** Field errors a 400 VALIDATION_FAILED or a 409 CONFLICT carries in `details`. */
export function serverFieldErrors(t: TTranslate, error: unknown): TFieldErrors {
  return Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([field, message]) => {
      const taken = message === 'is already used' ? TAKEN[field] : undefined;
      return [field, taken ? t(taken) : issueMessage(t, { path: [field], message })];
    }),
  );
}
