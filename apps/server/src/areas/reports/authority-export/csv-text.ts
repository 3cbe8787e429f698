type TCell = string | number | boolean | null | undefined;

/** A cell a spreadsheet must not run as a formula (=, +, -, @ first) is led by a quote. */
const FORMULA = /^[=+\-@\t\r]/;

function cell(value: TCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (RFC 4180, CRLF). */
export const csvLine = (values: readonly TCell[]): string => `${values.map(cell).join(',')}\r\n`;

/** The BOM makes Excel read the file as UTF-8, so Vietnamese names keep their accents. */
export const CSV_BOM = '\uFEFF';
