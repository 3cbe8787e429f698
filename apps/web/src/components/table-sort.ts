import {
  createTable,
  getCoreRowModel,
  getSortedRowModel,
  sortingFns,
  type ColumnDef,
  type SortingFn,
} from '@tanstack/react-table';
import {
  canonicalPlate,
  excelCell,
  excelKindOf,
  type TExcelCell,
  type TExcelKind,
} from '@fleet/contracts';

/**
 * What a column holds. The export kinds, plus times of day (`HH:mm`) and numbers with a unit
 * (`12,5 km`): both are text in a sheet, but like plates and dates they never break on screen
 * and sort as what they are.
 */
export type TColumnKind = TExcelKind | 'time' | 'measure';

export type TSortDirection = 'asc' | 'desc';

export interface TSort {
  key: string;
  dir: TSortDirection;
}

/** Columns named so hold plates (one or a comma-separated list), or a plate as displayed. */
const PLATE_KEY = /(^|_)plates?(_display)?$/;

/** The kind a column declares, else `plate` for a column named so. */
export function namedKindOf(declared: TColumnKind | undefined, key: string) {
  return declared ?? (PLATE_KEY.test(key) ? 'plate' : undefined);
}

/** The kind a column declares, else what its key or its values (numbers, dates) say. */
export function columnKindOf(
  declared: TColumnKind | undefined,
  key: string,
  values: readonly TExcelCell[],
): TColumnKind {
  return namedKindOf(declared, key) ?? excelKindOf(values);
}

/** The kind the sheet gets: times of day and measures stay text there. */
export function exportKindOf(kind: TColumnKind): TExcelKind {
  return kind === 'time' || kind === 'measure' ? 'text' : kind;
}

/** The kind a sheet column gets from what the column declares or its name says. */
export function sheetKindOf(declared: TColumnKind | undefined, key: string) {
  const named = namedKindOf(declared, key);
  return named && exportKindOf(named);
}

/** Plates, dates, times and numbers with their unit must not break inside a cell. */
export function keepsOnOneLine(kind: TColumnKind): boolean {
  return kind !== 'text';
}

/** The URL parameters of a table's sort: `sort`/`dir`, or `<prefix>_sort`/`<prefix>_dir`. */
export function sortParamNames(prefix = ''): { sort: string; dir: string } {
  return prefix ? { sort: `${prefix}_sort`, dir: `${prefix}_dir` } : { sort: 'sort', dir: 'dir' };
}

/** The sort a URL names, if it names one of the sortable columns; else none. */
export function readSort(
  params: URLSearchParams,
  sortable: readonly string[],
  prefix = '',
): TSort | null {
  const names = sortParamNames(prefix);
  const key = params.get(names.sort);
  if (!key || !sortable.includes(key)) return null;
  return { key, dir: params.get(names.dir) === 'desc' ? 'desc' : 'asc' };
}

/** The URL with the table's sort set (or removed); the page's other parameters are kept. */
export function writeSort(
  params: URLSearchParams,
  sort: TSort | null,
  prefix = '',
): URLSearchParams {
  const names = sortParamNames(prefix);
  const next = new URLSearchParams(params);
  if (sort) {
    next.set(names.sort, sort.key);
    next.set(names.dir, sort.dir);
  } else {
    next.delete(names.sort);
    next.delete(names.dir);
  }
  return next;
}

/** Vietnamese order for words, natural order for the numbers inside them (plates, codes). */
const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });

/** What a cell sorts by: dates as instants, numbers as numbers, plates canonical; empty: undefined. */
export type TSortValue = string | number | undefined;

export function sortValueOf(kind: TColumnKind, cell: TExcelCell): TSortValue {
  if (cell === null || cell === '') return undefined;
  if (typeof cell === 'boolean') return cell ? 1 : 0;
  if (kind === 'plate' && typeof cell === 'string') return canonicalPlate(cell) ?? cell;
  const value = excelCell(exportKindOf(kind), cell);
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return value === null ? undefined : String(value);
}

/**
 * How TanStack Table orders a column's sort values: numbers by TanStack's own `basic`, words
 * in Vietnamese order. Empty cells go last in both directions (TanStack flips the result for
 * a descending sort, so the sorting function is told the direction); equal cells keep their
 * order (TanStack falls back to the rows' index).
 */
export function cellOrder<T>(desc: boolean): SortingFn<T> {
  return (a, b, id) => {
    const x = a.getValue<TSortValue>(id);
    const y = b.getValue<TSortValue>(id);
    if (x === undefined || y === undefined) {
      if (x === y) return 0;
      return (x === undefined ? 1 : -1) * (desc ? -1 : 1);
    }
    if (typeof x === 'number' && typeof y === 'number') return sortingFns.basic(a, b, id);
    return collator.compare(String(x), String(y));
  };
}

/** A column's sort as TanStack Table takes it: its sort value and its order. */
export function sortColumnDef<T>(
  id: string,
  kind: TColumnKind,
  cellOf: (row: T) => TExcelCell,
  desc: boolean,
) {
  return {
    id,
    accessorFn: (row: T): TSortValue => sortValueOf(kind, cellOf(row)),
    sortingFn: cellOrder<T>(desc),
    // Empty cells are placed by `cellOrder`, not by TanStack's default (first when descending).
    sortUndefined: false,
  } satisfies ColumnDef<T, TSortValue>;
}

/**
 * Rows in one column's order, through the same TanStack sorted row model a DataTable uses
 * (for lists ordered outside a table, and the tests of the order).
 */
export function sortRows<T>(
  rows: readonly T[],
  cellOf: (row: T) => TExcelCell,
  kind: TColumnKind,
  dir: TSortDirection,
): T[] {
  const table = createTable<T>({
    data: [...rows],
    columns: [sortColumnDef('value', kind, cellOf, dir === 'desc')],
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  table.setOptions((options) => ({
    ...options,
    state: { ...table.initialState, sorting: [{ id: 'value', desc: dir === 'desc' }] },
  }));
  return table.getSortedRowModel().rows.map((row) => row.original);
}
