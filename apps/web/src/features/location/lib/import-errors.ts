import { ApiError } from '@/lib/api';

export interface TImportRowError {
  row: number;
  field: string | null;
  message: string;
}

/**
 * The rows a 400 IMPORT_ROWS_INVALID names in `details` ([{row, field, message}]), in row
 * order; empty for any other failure.
 */
export function importRowErrors(error: unknown): TImportRowError[] {
  if (!(error instanceof ApiError) || error.code !== 'IMPORT_ROWS_INVALID') return [];
  if (!Array.isArray(error.details)) return [];
  const rows: TImportRowError[] = [];
  for (const item of error.details as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { row, field, message } = item as { row?: unknown; field?: unknown; message?: unknown };
    if (typeof row !== 'number') continue;
    rows.push({
      row,
      field: typeof field === 'string' && field ? field : null,
      message: typeof message === 'string' ? message : '',
    });
  }
  return rows.sort((a, b) => a.row - b.row);
}
