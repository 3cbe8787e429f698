import { useMemo } from 'react';
import { useHiddenColumns } from '@/lib/use-hidden-columns';
import { useTableSort } from '@/lib/use-table-sort';
import { cellOf, type TExportColumn } from './export-excel';
import { columnKindOf, sortRows, type TColumnKind } from './table-sort';
import { isActionsColumn, visibleColumns } from './table-visibility';

type TViewColumn<T> = TExportColumn<T> & { sortable?: boolean };

/**
 * What a table shows of its rows: each column's kind, the sort named in the URL, the rows in
 * that order, and the columns the user did not hide.
 */
export function useTableView<T, C extends TViewColumn<T>>(
  columns: C[],
  rows: T[] | undefined,
  tableId: string,
  sortPrefix?: string,
) {
  const kinds = useMemo(
    () =>
      new Map<string, TColumnKind>(
        columns.map((column) => {
          const values = (rows ?? []).map((row) => cellOf(column, row));
          return [column.key, columnKindOf(column.kind, column.key, values)];
        }),
      ),
    [columns, rows],
  );
  const sortable = columns
    .filter((column) => !isActionsColumn(column) && column.sortable !== false)
    .map((column) => column.key);
  const [sort, sortBy] = useTableSort(sortable, sortPrefix);
  const [hidden, toggleColumn] = useHiddenColumns(tableId);

  const sortKey = sort?.key;
  const sortDir = sort?.dir;
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sortKey);
    if (!rows || !column || !sortDir) return rows ?? [];
    return sortRows(rows, (row) => cellOf(column, row), kinds.get(column.key) ?? 'text', sortDir);
  }, [rows, columns, kinds, sortKey, sortDir]);

  return {
    kindOf: (key: string): TColumnKind => kinds.get(key) ?? 'text',
    sortable,
    sort,
    sortBy,
    hidden,
    toggleColumn,
    shownColumns: visibleColumns(columns, hidden),
    sorted,
  };
}
