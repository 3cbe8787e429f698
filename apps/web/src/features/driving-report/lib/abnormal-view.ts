import { ABNORMAL_TYPES, type TAbnormalActivity, type TAbnormalType } from '@fleet/contracts';

export const ABNORMAL_SORTS = ['newest', 'worst'] as const;
export type TAbnormalSort = (typeof ABNORMAL_SORTS)[number];
export type TAbnormalKind = TAbnormalType | 'all';

/** How far past its limit a row is, whatever its unit: 1.5 = half as much again. */
export const severity = (row: TAbnormalActivity): number =>
  row.limit > 0 ? row.value / row.limit : 0;

/** Rows per kind, every kind present (0 when none). */
export function countByKind(rows: readonly TAbnormalActivity[]): Record<TAbnormalType, number> {
  const counts = Object.fromEntries(ABNORMAL_TYPES.map((type) => [type, 0])) as Record<
    TAbnormalType,
    number
  >;
  for (const row of rows) counts[row.type] += 1;
  return counts;
}

const newestFirst = (a: TAbnormalActivity, b: TAbnormalActivity) =>
  b.start_time.localeCompare(a.start_time) || b.end_time.localeCompare(a.end_time);

/** The rows of one kind (or all), newest first or the furthest past their limit first. */
export function abnormalView(
  rows: readonly TAbnormalActivity[],
  kind: TAbnormalKind,
  sort: TAbnormalSort,
): TAbnormalActivity[] {
  const shown = kind === 'all' ? [...rows] : rows.filter((row) => row.type === kind);
  return shown.sort((a, b) =>
    sort === 'worst' ? severity(b) - severity(a) || newestFirst(a, b) : newestFirst(a, b),
  );
}

/** The unit a row's value and limit are in: km/h for overspeed, else a duration in seconds. */
export const unitOf = (type: TAbnormalType): 'kmh' | 'duration' =>
  type === 'overspeed' ? 'kmh' : 'duration';

/** Seconds as whole minutes, split into hours when there are any. */
export function minutesParts(seconds: number): { h: number; m: number; mm: string } {
  const total = Math.max(0, Math.round(seconds / 60));
  const m = total % 60;
  return { h: Math.floor(total / 60), m, mm: String(m).padStart(2, '0') };
}

/** The address the server found for the row (issue 13's reverse geocoding), when it has one. */
export const addressOf = (row: TAbnormalActivity): string | null =>
  (row as { address?: string | null }).address ?? null;
