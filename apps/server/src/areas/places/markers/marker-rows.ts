import { fieldIssue, issuesOf, ZCreateMarkerRequest, type TFieldIssue } from '@fleet/contracts';
import { AppError } from '../../../http/app-error.js';
import type { MarkerFields } from './marker-repository.js';

/** One point as read from a file, before validation. */
export interface RawMarkerRow {
  /** Spreadsheet row number (header = 1) or 1-based feature index. */
  row: number;
  values: Record<string, unknown>;
  /** A problem the reader already found, e.g. a polygon where a point belongs. */
  problem?: TFieldIssue;
}

/** One problem of one row: the row number and the coded field issue. */
export interface ImportProblem extends TFieldIssue {
  row: number;
}

/** The refusal of a file with more points than `maxPoints`, where reading stopped. */
export const tooManyPoints = (maxPoints: number, row: number) =>
  new AppError(
    'IMPORT_TOO_MANY_POINTS',
    `A file may hold at most ${maxPoints} map points; reading stopped at row ${row}, point ${maxPoints + 1}. Split it into several files.`,
    [{ row, ...fieldIssue('uploaded_file', 'too_many_points', { max: maxPoints }) }],
  );

const NUMERIC = new Set(['lat', 'lon', 'radius_m', 'speed_limit_kmh']);
const REQUIRED = ['name', 'lat', 'lon'] as const;

/**
 * Blank cells count as absent so defaults apply; numbers may be typed with a decimal comma
 * (Vietnamese spreadsheets); text cells that hold numbers (a note "123") stay text.
 */
function clean(field: string, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return NUMERIC.has(field) ? value : String(value);
  // Anything else (a nested object in GeoJSON properties) is left for zod to name.
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  if (NUMERIC.has(field)) return /^[+-]?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  return field === 'type' ? text.toLowerCase() : text;
}

/** Validates every row with the same zod fields as a single create; collects all problems. */
export function validateMarkerRows(rows: readonly RawMarkerRow[]): {
  markers: MarkerFields[];
  problems: ImportProblem[];
} {
  const markers: MarkerFields[] = [];
  const problems: ImportProblem[] = [];
  for (const { row, values, problem } of rows) {
    if (problem) {
      problems.push({ row, ...problem });
      continue;
    }
    const input: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(values)) {
      const cleaned = clean(field, value);
      if (cleaned !== undefined) input[field] = cleaned;
    }
    const missing = REQUIRED.filter((field) => input[field] === undefined);
    if (missing.length > 0) {
      problems.push(...missing.map((field) => ({ row, ...fieldIssue(field, 'required') })));
      continue;
    }
    const parsed = ZCreateMarkerRequest.safeParse(input);
    if (!parsed.success) {
      problems.push(...issuesOf(parsed.error.issues, input).map((issue) => ({ row, ...issue })));
      continue;
    }
    const marker = parsed.data;
    markers.push({
      ...marker,
      speed_limit_kmh: marker.speed_limit_kmh ?? null,
      note: marker.note || null,
      address: marker.address || null,
    });
  }
  return { markers, problems };
}
