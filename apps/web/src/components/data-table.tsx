import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableContainer,
  useMediaQuery,
} from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@fleet/contracts';
import { useScrollEdges } from '@/lib/use-scroll-edges';
import { ColumnChooser } from './column-chooser';
import { DataTableHead } from './data-table-head';
import { DataRow, SpacerRow, TotalRow } from './data-table-rows';
import { EmptyRow, ErrorRow, LoadingRows } from './data-table-states';
import type { TExportCell } from './export-excel';
import { TableFooter } from './table-footer';
import { CARD_LAYOUT_BELOW_PX, cardLayoutSx, cellSx, scrollCueSx } from './table-layout';
import { keepsOnOneLine, type TColumnKind } from './table-sort';
import { isActionsColumn } from './table-visibility';
import { useDataTable } from './use-data-table';
import { useTableExport } from './use-table-export';
import { useVirtualRows, type TVirtualRows } from './use-virtual-rows';

export type TRowKey = string | number;

/** Rows the user can pick, by key, with a checkbox each and one for all. */
export interface TSelection {
  selected: TRowKey[];
  onChange: (keys: TRowKey[]) => void;
}

/**
 * A column as callers write it; the table makes a TanStack Table column of it (its sort value,
 * sort order and whether it sorts or hides).
 */
export interface TDataTableColumn<T> {
  key: string;
  header: string;
  render?: (row: T) => ReactNode;
  width?: number;
  /** What the Excel export writes; by default the row's field, or a plain-text render. */
  exportValue?: (row: T) => TExportCell;
  /**
   * What the column holds: the export writes real dates, numbers, display plates; plates,
   * dates, times and measures never break on screen; the sort follows it. By default the
   * column's name (`plate`) or values (wire dates) say.
   */
  kind?: TColumnKind;
  /** False for a column whose order means nothing; the actions column never sorts. */
  sortable?: boolean;
}

export interface TDataTableProps<T> {
  /** Names the table in each user's remembered column choice (`trucks`, `contract-stops`). */
  tableId: string;
  /** For a page's second table: its sort is `<prefix>_sort`/`<prefix>_dir` in the URL. */
  sortPrefix?: string;
  rows: T[] | undefined;
  columns: TDataTableColumn<T>[];
  rowKey: (row: T) => TRowKey;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
  selection?: TSelection;
  toolbar?: ReactNode;
  /**
   * Shows "Export to Excel": every row in the order shown (not only the page), the columns
   * shown; `sheet` is the translated name of the sheet (a key under common's `sheets`).
   */
  exportTo?: { fileName: string; sheet?: string };
  /** Rows to stand out: tinted red (`error`) or amber (`warning`), named in `data-tone`. */
  rowTone?: (row: T) => 'error' | 'warning' | undefined;
  /** The row at a cursor (a replay's fix, the stop shown): marked and `aria-selected`. */
  activeRow?: TRowKey | null;
  /** A click anywhere on a row (its buttons stop their own clicks). */
  onRowClick?: (row: T) => void;
  /** Each row's test id, for lists that specs address row by row. */
  rowTestId?: (row: T) => string;
  /**
   * For lists too long to draw (a day of fixes): all rows in one scroll box, only those in
   * view drawn, each on one line, the active row kept in view; no pages.
   */
  virtual?: TVirtualRows;
  /** Rows per page to choose from and the first choice; else the console's. */
  pageSizes?: { options: readonly number[]; initial: number };
  /** Pages counted by the server: `rows` is the page shown, `count` the rows of all pages. */
  serverPaging?: {
    page: number;
    pageSize: number;
    count: number;
    onChange: (page: number, pageSize: number) => void;
  };
  /** A bold last row (a report's totals): its cells by column key. */
  totalRow?: { cells: Partial<Record<string, ReactNode>>; testId?: string };
}

/** The part of a TanStack list query the table reads. */
interface TListQuery<T> {
  data: T[] | undefined;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** Rows, loading, error and retry of a list query: `<DataTable {...tableQuery(list)} />`. */
export function tableQuery<T>(query: TListQuery<T>) {
  return {
    rows: query.data,
    loading: query.isFetching,
    error: query.error ?? undefined,
    onRetry: () => void query.refetch(),
  };
}

/**
 * Every list screen's table, on TanStack Table (sort, hidden columns, selection, pages) and
 * TanStack Virtual (long lists): loading, empty and error states, export, rows as cards on a
 * phone.
 */
export function DataTable<T>(props: TDataTableProps<T>) {
  const { rows, columns, rowKey, loading, error, onRetry, emptyText, toolbar } = props;
  const { selection, rowTone, exportTo, tableId, sortPrefix } = props;
  const { activeRow, onRowClick, rowTestId, virtual, pageSizes, serverPaging, totalRow } = props;
  const { t } = useTranslation();
  const [ownPageSize, setPageSize] = useState<number>(pageSizes?.initial ?? DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);

  const pageSize = serverPaging?.pageSize ?? ownPageSize;
  const count = serverPaging?.count ?? rows?.length ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);
  const current = serverPaging?.page ?? Math.min(page, pageCount);

  const view = useDataTable({
    columns,
    rows,
    rowKey,
    tableId,
    sortPrefix,
    selection,
    pagination: { pageIndex: current - 1, pageSize },
    manualPagination: Boolean(serverPaging || virtual),
  });
  const { table, shownColumns, sortedRows: all } = view;
  const [scrollRef, edges] = useScrollEdges();
  const pinned = shownColumns.some(isActionsColumn);

  const activeId = activeRow === undefined || activeRow === null ? null : String(activeRow);
  const activeIndex = activeId === null ? -1 : all.findIndex((row) => row.id === activeId);
  const lines = useVirtualRows(virtual, all.length, activeIndex);
  // A long list drawn by windows needs rows of one height: it keeps its lines on a phone.
  const phone = useMediaQuery(`(max-width: ${CARD_LAYOUT_BELOW_PX - 0.05}px)`, { noSsr: true });
  const cards = phone && !lines.on;
  const setScrollBox = lines.setBox;
  const scrollBox = useCallback(
    (element: HTMLElement | null) => {
      scrollRef(element);
      setScrollBox(element);
    },
    [scrollRef, setScrollBox],
  );

  const shown = lines.on
    ? lines.indexes.flatMap((index) => all[index] ?? [])
    : table.getRowModel().rows;
  const allSelected = table.getIsAllRowsSelected();
  const someSelected = all.some((row) => row.getIsSelected());

  // What the table shows: its columns, and every row in its order.
  const exported = useTableExport(exportTo, () => ({
    columns: shownColumns,
    rows: all.map((row) => row.original),
  }));

  const columnCount = shownColumns.length + (selection ? 1 : 0);
  const firstLoad = loading && rows === undefined;
  const failed = Boolean(error) && !loading;

  const cellStyle = (column: TDataTableColumn<T>) =>
    cellSx({
      // A drawn window of rows needs rows of one height: one line each.
      oneLine: lines.on || (!cards && keepsOnOneLine(view.kindOf(column.key))),
      pinned: !cards && isActionsColumn(column),
      head: false,
      shadow: edges.after,
    });

  let body: ReactNode;
  if (firstLoad) {
    body = <LoadingRows count={Math.min(pageSize, 5)} columnCount={columnCount} />;
  } else if (failed) {
    body = <ErrorRow columnCount={columnCount} error={error} onRetry={onRetry} />;
  } else if (all.length === 0) {
    body = <EmptyRow columnCount={columnCount} text={emptyText} />;
  } else {
    body = shown.map((row) => (
      <DataRow
        key={row.id}
        row={row.original}
        columns={shownColumns}
        cellStyle={cellStyle}
        selected={row.getIsSelected()}
        active={activeRow === undefined ? undefined : row.id === activeId}
        tone={rowTone?.(row.original)}
        onClick={onRowClick && (() => onRowClick(row.original))}
        onToggle={selection ? () => row.toggleSelected() : undefined}
        testId={rowTestId?.(row.original)}
        height={lines.on ? lines.rowHeight : undefined}
      />
    ));
    if (lines.on) {
      body = [
        <SpacerRow key="above" height={lines.above} />,
        ...(body as ReactNode[]),
        <SpacerRow key="below" height={lines.below} />,
      ];
    }
    if (totalRow) {
      const total = { ...totalRow, columns: shownColumns, selectable: Boolean(selection) };
      body = [body, <TotalRow key="total" {...total} />];
    }
  }

  return (
    <Paper
      variant="outlined"
      sx={{ overflow: 'hidden' }}
      data-testid="data-table"
      data-table-id={tableId}
      data-layout={lines.on ? 'window' : cards ? 'cards' : 'rows'}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ p: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>{toolbar}</Box>
        <Stack direction="row" spacing={1} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          <ColumnChooser columns={table.getAllLeafColumns()} />
          {exportTo && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<FileDownloadIcon />}
              onClick={() => void exported.start()}
              disabled={exported.exporting || all.length === 0}
              data-testid="export-excel"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('actions.exportExcel')}
            </Button>
          )}
        </Stack>
      </Stack>
      {Boolean(exported.failure) && (
        <Alert severity="error" onClose={exported.dismiss} sx={{ mx: 1.5, mb: 1 }}>
          {t('table.exportFailed')}
        </Alert>
      )}
      <Box sx={{ height: 4 }}>{loading && !firstLoad && <LinearProgress />}</Box>
      <Box
        sx={{ position: 'relative' }}
        data-testid="data-table-scroll"
        data-more-before={edges.before}
        data-more-after={edges.after}
      >
        <TableContainer
          ref={scrollBox}
          sx={lines.on ? { maxHeight: lines.maxHeight } : cards ? cardLayoutSx : undefined}
        >
          <Table size="small" stickyHeader={lines.on} aria-busy={loading}>
            <DataTableHead
              columns={table.getVisibleLeafColumns()}
              titleOf={view.columnOf}
              pinnedShadow={edges.after}
              selectAll={
                selection
                  ? {
                      checked: allSelected,
                      indeterminate: someSelected && !allSelected,
                      disabled: all.length === 0,
                      onChange: () => table.toggleAllRowsSelected(!allSelected),
                    }
                  : undefined
              }
            />
            <TableBody>{body}</TableBody>
          </Table>
        </TableContainer>
        <Box aria-hidden sx={scrollCueSx('left', edges.before)} />
        {/* With pinned actions, their column's own shadow is the cue on the right. */}
        {!pinned && <Box aria-hidden sx={scrollCueSx('right', edges.after)} />}
      </Box>
      {!lines.on && (
        <TableFooter
          page={current}
          pageCount={pageCount}
          pageSize={pageSize}
          sizes={pageSizes?.options}
          count={count}
          onPage={serverPaging ? (next) => serverPaging.onChange(next, pageSize) : setPage}
          onPageSize={(size) => {
            if (serverPaging) return serverPaging.onChange(1, size);
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </Paper>
  );
}
