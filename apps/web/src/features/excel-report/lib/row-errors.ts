import {
  isValidationCode,
  TRIP_PLAN_HEADERS,
  type TTripPlanColumn,
  type TTripPlanRowError,
} from '@fleet/contracts';
import { fieldErrorText } from '@/i18n/field-error-text';
import { ApiError } from '@/lib/api';

/** The row errors a 400 IMPORT_ROWS_INVALID lists in `details`, or none for other failures. */
export function importRowErrors(error: unknown): TTripPlanRowError[] {
  if (!(error instanceof ApiError) || error.code !== 'IMPORT_ROWS_INVALID') return [];
  if (!Array.isArray(error.details)) return [];
  return (error.details as unknown[]).flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { row, column, field, code, params, message } = item as Record<string, unknown>;
    if (typeof row !== 'number') return [];
    return [
      {
        row,
        column: typeof column === 'string' ? column : null,
        field: typeof field === 'string' ? field : '',
        ...(typeof code === 'string' ? { code } : {}),
        ...(typeof params === 'object' && params !== null
          ? { params: params as Record<string, string | number> }
          : {}),
        message: typeof message === 'string' ? message : '',
      },
    ];
  });
}

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A row error in the interface language: the column's header and the text of its code
 * ("Biển số: Bắt buộc nhập"); errors stored before codes existed show their message.
 */
export function rowErrorText(t: TTranslate, error: TTripPlanRowError, language: string): string {
  if (!isValidationCode(error.code)) return error.message;
  const text = fieldErrorText(t, { code: error.code, params: error.params });
  const header = TRIP_PLAN_HEADERS[error.field as TTripPlanColumn];
  if (!header) return text;
  return `${language === 'en' ? header.en : header.vi}: ${text}`;
}

/** Partial import makes sense only when some rows were good: the server says so. */
export const offersPartialImport = (error: unknown) =>
  error instanceof ApiError &&
  error.code === 'IMPORT_ROWS_INVALID' &&
  error.message.includes('confirm_partial');

/** Fields a 400 IMPORT_HEADERS_INVALID names as missing columns. */
export function missingColumns(error: unknown): TTripPlanColumn[] {
  if (!(error instanceof ApiError) || error.code !== 'IMPORT_HEADERS_INVALID') return [];
  if (!Array.isArray(error.details)) return [];
  return (error.details as { field?: unknown }[])
    .map((item) => item?.field)
    .filter(
      (field): field is TTripPlanColumn => typeof field === 'string' && field in TRIP_PLAN_HEADERS,
    );
}
