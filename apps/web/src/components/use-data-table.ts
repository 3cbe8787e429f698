import { useMemo } from 'react';
import {
  functionalUpdate,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useHiddenColumns } from '@/lib/use-hidden-columns';
import { useTableSort } from '@/lib/use-table-sort';
import type { TDataTableColumn, TRowKey, TSelection } from './data-table';
import { cellOf } from './export-excel';
import { columnKindOf, sortColumnDef, type TColumnKind, type TSortValue } from './table-sort';
import { hiddenOf, isActionsColumn, visibilityOf } from './table-visibility';

interface TOptions<T> {
  columns: TDataTableColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => TRowKey;
  tableId: string;
  sortPrefix?: string;
  selection?: TSelection;
  pagination: PaginationState;
  /** The rows given are the page (pages counted by the server), or all are drawn (a long list). */
  manualPagination: boolean;
}

const NO_ROWS: never[] = [];

/**
 * A DataTable's TanStack Table: each column's kind (declared, named or read from its values),
 * the sort named in the URL, the columns the user hid (remembered per user and table), the
 * rows chosen and the page shown.
 */
export function useDataTable<T>(options: TOptions<T>) {
  const { columns, rows, rowKey, tableId, sortPrefix, selection } = options;
  const data = rows ?? NO_ROWS;
  const kinds = useMemo(
    () =>
      new Map<string, TColumnKind>(
        columns.map((column) => {
          const values = data.map((row) => cellOf(column, row));
          return [column.key, columnKindOf(column.kind, column.key, values)];
        }),
      ),
    [columns, data],
  );
  const sortable = columns
    .filter((column) => !isActionsColumn(column) && column.sortable !== false)
    .map((column) => column.key);
  const [sort, setSort] = useTableSort(sortable, sortPrefix);
  const [hidden, setHidden] = useHiddenColumns(tableId);
  const desc = sort?.dir === 'desc';

  const defs = useMemo(
    () =>
      columns.map((column): ColumnDef<T, TSortValue> => ({
        ...sortColumnDef<T>(
          column.key,
          kinds.get(column.key) ?? 'text',
          (row) => cellOf(column, row),
          desc,
        ),
        header: column.header,
        enableSorting: !isActionsColumn(column) && column.sortable !== false,
        enableHiding: !isActionsColumn(column),
      })),
    [columns, kinds, desc],
  );
  const byKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);

  const sorting = sort ? [{ id: sort.key, desc }] : [];
  const columnVisibility = visibilityOf(columns, hidden);
  const rowSelection: RowSelectionState = Object.fromEntries(
    (selection?.selected ?? []).map((key) => [String(key), true]),
  );

  const table = useReactTable<T>({
    data,
    columns: defs,
    getRowId: (row) => String(rowKey(row)),
    state: { sorting, columnVisibility, rowSelection, pagination: options.pagination },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      setSort(next ? { key: next.id, dir: next.desc ? 'desc' : 'asc' } : null);
    },
    onColumnVisibilityChange: (updater) =>
      setHidden(hiddenOf(functionalUpdate(updater, columnVisibility))),
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      const next = functionalUpdate(updater, rowSelection);
      const keyOf = new Map<string, TRowKey>(selection.selected.map((key) => [String(key), key]));
      for (const row of data) keyOf.set(String(rowKey(row)), rowKey(row));
      const keys = Object.keys(next).filter((id) => next[id]);
      selection.onChange(keys.flatMap((id) => keyOf.get(id) ?? []));
    },
    enableRowSelection: Boolean(selection),
    // A header click sorts its column ascending, a second click descending, and so on.
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    manualPagination: options.manualPagination,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  /** The caller's column behind one of the table's. */
  const columnOf = (id: string) => byKey.get(id)!;
  return {
    table,
    kindOf: (key: string): TColumnKind => kinds.get(key) ?? 'text',
    columnOf,
    /** The columns shown, in order. */
    shownColumns: table.getVisibleLeafColumns().map((column) => columnOf(column.id)),
    /** Every row in the order shown (all pages). */
    sortedRows: table.getPrePaginationRowModel().rows,
  };
}
