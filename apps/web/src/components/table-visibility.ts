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

/** The hidden keys after a click on one column's checkbox. */
export function toggleHidden(hidden: readonly string[], key: string): string[] {
  return hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key];
}
