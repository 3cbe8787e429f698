import type { VisibilityState } from '@tanstack/react-table';

/** The key of the column of row buttons: always shown, pinned to the right edge. */
export const ACTIONS_COLUMN = 'actions';

export const isActionsColumn = (column: { key: string }) => column.key === ACTIONS_COLUMN;

/** The hidden keys a stored text names; anything unreadable counts as nothing hidden. */
export function parseHiddenColumns(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    // A value written by hand or by an older build: show every column again.
    return [];
  }
}

/** The columns shown: all but the hidden ones, never the actions column nor every column. */
export function visibleColumns<T extends { key: string }>(
  columns: readonly T[],
  hidden: readonly string[],
): T[] {
  const shown = columns.filter((column) => isActionsColumn(column) || !hidden.includes(column.key));
  return shown.some((column) => !isActionsColumn(column)) ? shown : [...columns];
}

/** TanStack Table's visibility state: every column not shown is off. */
export function visibilityOf(
  columns: readonly { key: string }[],
  hidden: readonly string[],
): VisibilityState {
  const shown = new Set(visibleColumns(columns, hidden).map((column) => column.key));
  return Object.fromEntries(
    columns.filter((column) => !shown.has(column.key)).map((column) => [column.key, false]),
  );
}

/** The keys to remember as hidden, from TanStack Table's visibility state. */
export function hiddenOf(visibility: VisibilityState): string[] {
  return Object.keys(visibility).filter((key) => visibility[key] === false);
}
