import {
  TRIP_PLAN_COLUMNS,
  TRIP_PLAN_HEADERS,
  TRIP_PLAN_REQUIRED_COLUMNS,
  type TTripPlanColumn,
} from '@fleet/contracts';

export const TRIP_PLAN_FIELDS = Object.keys(TRIP_PLAN_COLUMNS) as TTripPlanColumn[];

/** Header cells come from people's spreadsheets: any case, stray spaces, NFD-typed accents. */
const normalize = (header: string) =>
  header.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

const BY_HEADER = new Map<string, TTripPlanColumn>(
  TRIP_PLAN_FIELDS.flatMap((field) =>
    TRIP_PLAN_COLUMNS[field].map((header) => [normalize(header), field] as const),
  ),
);

export interface TripPlanHeader {
  /** Sheet column index (1-based, as exceljs numbers cells) of each recognised field. */
  columns: Map<TTripPlanColumn, number>;
  /** Required fields with no column, by their first (Vietnamese) header. */
  missing: TTripPlanColumn[];
}

export function readHeader(cells: readonly unknown[]): TripPlanHeader {
  const columns = new Map<TTripPlanColumn, number>();
  cells.forEach((cell, index) => {
    if (typeof cell !== 'string' && typeof cell !== 'number') return;
    const field = BY_HEADER.get(normalize(String(cell)));
    if (field && !columns.has(field)) columns.set(field, index);
  });
  return { columns, missing: TRIP_PLAN_REQUIRED_COLUMNS.filter((f) => !columns.has(f)) };
}

/** "Biển số / Plate": how a field is named in messages, in both languages. */
export function headerLabel(field: TTripPlanColumn): string {
  return `${TRIP_PLAN_HEADERS[field].vi} / ${TRIP_PLAN_HEADERS[field].en}`;
}

/** Spreadsheet column letters of a 1-based index (1 → A, 27 → AA). */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
