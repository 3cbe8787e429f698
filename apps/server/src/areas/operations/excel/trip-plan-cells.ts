import type ExcelJS from 'exceljs';
import { parseTime } from '@fleet/contracts';

/** A cell's value as a plain value: text, number, boolean or Date. */
export function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined || typeof value !== 'object') return value;
  if (value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellValue(value.result ?? null);
  if ('hyperlink' in value) return cellValue(value.text);
  if ('error' in value) return value.error;
  return undefined;
}

export const isBlank = (cell: unknown) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

const pad = (n: number) => String(n).padStart(2, '0');

/** Exceljs reads a date cell's wall-clock time as if it were UTC (Excel has no zones). */
function wallClockOf(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(
    date.getUTCHours(),
  )}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** `20/11/2025 08:30` (the Vietnamese way of writing dates) as the wire format. */
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** A time cell in the company zone: a date cell, a wire time, ISO 8601 or day-first text. */
export function timeOfCell(cell: unknown, timeZone: string): Date | null {
  if (cell instanceof Date)
    return Number.isNaN(cell.getTime()) ? null : parseTime(wallClockOf(cell), timeZone);
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const [, d, m, y, h = '0', min = '0', s = '0'] = dayFirst;
    return parseTime(`${y}-${pad(+m!)}-${pad(+d!)} ${pad(+h)}:${pad(+min)}:${pad(+s)}`, timeZone);
  }
  const wire = /^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2}$/.test(text) ? `${text}:00` : text;
  return parseTime(wire, timeZone);
}

/** A number cell, also as text with a decimal comma ("12,5"). */
export function numberOfCell(cell: unknown): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== 'string') return null;
  const text = cell.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

export function textOfCell(cell: unknown): string {
  if (isBlank(cell)) return '';
  if (cell instanceof Date) return wallClockOf(cell);
  return String(cell).trim();
}
