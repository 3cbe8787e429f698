import {
  isValidationCode,
  issueOf,
  type TValidationCode,
  type TZodIssueLike,
} from '@fleet/contracts';
import { ApiError } from '@/lib/api';

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

/** A field problem as the server sends it in `details`, or as issueOf codes a zod issue. */
export interface TIssueLike {
  field?: string | null;
  code?: unknown;
  params?: unknown;
  message?: unknown;
}

export type TFieldErrors = Record<string, string>;

/** Codes that some fields word their own way (`validation:byField.<field>.<code>`). */
const WORDED_BY_FIELD = new Set<TValidationCode>(['taken', 'not_before_start']);

const paramsOf = (params: unknown): Record<string, unknown> =>
  typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};

/**
 * The text of one field problem in the interface language, by its code and params (namespace
 * `validation`; a field may word a code its own way under `byField`); a problem without a
 * known code shows its message, else "not valid".
 */
export function fieldErrorText(t: TTranslate, issue: TIssueLike): string {
  if (isValidationCode(issue.code)) {
    const params = paramsOf(issue.params);
    const text = t(`validation:${issue.code}`, params);
    const field = issue.field?.split('.')[0];
    if (!field || !WORDED_BY_FIELD.has(issue.code)) return text;
    return t(`validation:byField.${field}.${issue.code}`, { ...params, defaultValue: text });
  }
  if (typeof issue.message === 'string' && issue.message) return issue.message;
  return t('validation:invalid');
}

/** The field problems of a refused call's `details` (400, 409 naming a field); none otherwise. */
export function serverIssues(error: unknown): (TIssueLike & { field: string })[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return (error.details as unknown[]).flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const issue = item as TIssueLike;
    return typeof issue.field === 'string' ? [{ ...issue, field: issue.field }] : [];
  });
}

/** Field → text of the first problem of each field; the field is a path's first key. */
function firstPerField(t: TTranslate, issues: readonly TIssueLike[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const field = (issue.field ?? '').split('.')[0];
    if (field && !errors[field]) errors[field] = fieldErrorText(t, issue);
  }
  return errors;
}

/** The texts of a failed schema check of a form, for the values it checked. */
export const formFieldErrors = (
  t: TTranslate,
  issues: readonly TZodIssueLike[],
  input: unknown,
): TFieldErrors =>
  firstPerField(
    t,
    issues.map((issue) => issueOf(issue, input)),
  );

/**
 * The texts of the fields a refused call names; with `shown`, only of the fields the form
 * shows (a problem of a field it does not show goes to the form's general message).
 */
export function serverFieldErrors(
  t: TTranslate,
  error: unknown,
  shown?: Iterable<string>,
): TFieldErrors {
  const errors = firstPerField(t, serverIssues(error));
  if (!shown) return errors;
  const fields = new Set(shown);
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.has(field)));
}
