import type { TValidationCode } from '@fleet/contracts';
import { serverIssues } from '@/i18n/field-error-text';
import { RANGE_FIELDS, type TRangeError, type TRangeErrors } from './replay-range';

/** The server's codes for a range the filter checks itself, as the filter names them. */
const RANGE_ERROR_BY_CODE = new Map<TValidationCode, TRangeError>([
  ['not_before_start', 'beforeStart'],
  ['after_start', 'beforeStart'],
  ['within_days', 'tooLong'],
]);

/**
 * The range fields a refused route call names, by the codes of its `details` (never its
 * English messages): the filter words them as it words its own checks; any other code of a
 * range field reads "not a valid time".
 */
export function rangeErrorsOf(error: unknown): TRangeErrors {
  const errors: TRangeErrors = {};
  for (const issue of serverIssues(error)) {
    const field = RANGE_FIELDS[issue.field.split('.')[0]!];
    if (!field || errors[field]) continue;
    errors[field] = RANGE_ERROR_BY_CODE.get(issue.code as TValidationCode) ?? 'invalid';
  }
  return errors;
}
