/** The key of the sheet's own row numbers. */
export const SHEET_ROW_KEY = 'sheet-row';

/**
 * A key for each header of an uploaded sheet: the header itself, so that a column hidden in
 * one file of a template stays hidden in the next; `column-<n>` for a blank header, and
 * `<header>~<n>` for a header met again.
 */
export function sheetColumnKeys(headers: readonly string[]): string[] {
  const seen = new Set([SHEET_ROW_KEY]);
  return headers.map((header, index) => {
    const name = header.trim() || `column-${index + 1}`;
    const key = seen.has(name) ? `${name}~${index + 1}` : name;
    seen.add(key);
    return key;
  });
}
