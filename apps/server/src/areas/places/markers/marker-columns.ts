import { MARKER_COLUMNS } from '@fleet/contracts';

export type MarkerColumn = keyof typeof MARKER_COLUMNS;

/** Column order of CSV and XLSX exports; the headers are the English field names. */
export const EXPORT_COLUMNS = Object.keys(MARKER_COLUMNS) as MarkerColumn[];

/** Header cells come from people's spreadsheets: any case, stray spaces, NFD-typed accents. */
const normalize = (header: string) =>
  header.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

const BY_HEADER = new Map<string, MarkerColumn>(
  EXPORT_COLUMNS.flatMap((column) =>
    MARKER_COLUMNS[column].map((header) => [normalize(header), column] as const),
  ),
);

export function columnOfHeader(header: unknown): MarkerColumn | undefined {
  return typeof header === 'string' || typeof header === 'number'
    ? BY_HEADER.get(normalize(String(header)))
    : undefined;
}

/** Index of each recognised column in a header row; the first of duplicate headers wins. */
export function headerColumns(headers: readonly unknown[]): Map<MarkerColumn, number> {
  const columns = new Map<MarkerColumn, number>();
  headers.forEach((header, index) => {
    const column = columnOfHeader(header);
    if (column && !columns.has(column)) columns.set(column, index);
  });
  return columns;
}

/** Cells of one data row keyed by column, from a header map. */
export function cellsByColumn(
  columns: Map<MarkerColumn, number>,
  cells: readonly unknown[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [column, index] of columns) values[column] = cells[index];
  return values;
}

/**
 * Spreadsheet programs run a CSV cell starting with = + - @ as a formula; a leading
 * apostrophe keeps it text, and the CSV reader takes it off again (csvUnguard).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const csvGuard = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
export const csvUnguard = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
