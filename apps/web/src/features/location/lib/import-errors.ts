import { ApiError } from '@/lib/api';

/** One refused row: its number, the field, and the coded problem (validation-codes.ts). */
export interface TImportRowError {
  row: number;
  field: string | null;
  code?: unknown;
  params?: unknown;
  message: string;
}

/**
 * The rows a 400 IMPORT_ROWS_INVALID names in `details` ([{row, field, code, params,
 * message}]), in row
 * order; empty for any other failure.
 */
export function importRowErrors(error: unknown): TImportRowError[] {
  if (!(error instanceof ApiError) || error.code !== 'IMPORT_ROWS_INVALID') return [];
  if (!Array.isArray(error.details)) return [];
  const rows: TImportRowError[] = [];
  for (const item of error.details as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { row, field, code, params, message } = item as Record<string, unknown>;
    if (typeof row !== 'number') continue;
    rows.push({
      row,
      field: typeof field === 'string' && field ? field : null,
      code,
      params,
      message: typeof message === 'string' ? message : '',
    });
  }
  return rows.sort((a, b) => a.row - b.row);
}
