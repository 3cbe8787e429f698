import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  LinearProgress,
  MenuItem,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@fleet/contracts';
import { errorText } from '@/i18n/error-text';
import { useClientConfig } from '@/lib/client-config';
import { displayText } from '@/lib/company-time';
import { downloadXlsx, type TExportCell, type TExportKind } from './export-excel';
import { Pager } from './pager';

export type TRowKey = string | number;

export interface TDataTableColumn<T> {
  key: string;
  header: string;
  render?: (row: T) => ReactNode;
  width?: number;
  /** What the Excel export writes; by default the row's field, or a plain-text render. */
  exportValue?: (row: T) => TExportCell;
  /** What the export writes into the sheet (real dates, numbers, display plates). */
  kind?: TExportKind;
}

export interface TDataTableProps<T> {
  rows: T[] | undefined;
  columns: TDataTableColumn<T>[];
  rowKey: (row: T) => TRowKey;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
  selectable?: boolean;
  selected?: TRowKey[];
  onSelectedChange?: (keys: TRowKey[]) => void;
  toolbar?: ReactNode;
  /** Shows "Export to Excel" for every row (not only the page shown). */
  exportFileName?: string;
  /** The translated name of the exported sheet (a key under common's `sheets`). */
  exportSheet?: string;
  /** Rows to stand out: tinted red (`error`) or amber (`warning`), named in `data-tone`. */
  rowTone?: (row: T) => 'error' | 'warning' | undefined;
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

function cellContent<T>(column: TDataTableColumn<T>, row: T): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return displayText(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

/** Every list screen's table: loading, empty and error states, paging, selection, export. */
export function DataTable<T>(props: TDataTableProps<T>) {
  const { rows, columns, rowKey, loading, error, onRetry, emptyText, toolbar } = props;
  const { selectable = false, selected = [], onSelectedChange, rowTone } = props;
  const { exportFileName, exportSheet } = props;
  const { t } = useTranslation();
  const timeZone = useClientConfig().config.time_zone;
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const pageSizeLabel = useId();

  const all = useMemo(() => rows ?? [], [rows]);
  const pageCount = Math.max(1, Math.ceil(all.length / pageSize));
  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);
  const current = Math.min(page, pageCount);
  const shown = all.slice((current - 1) * pageSize, current * pageSize);

  const selectedSet = new Set(selected);
  const allKeys = all.map(rowKey);
  const allSelected = allKeys.length > 0 && allKeys.every((k) => selectedSet.has(k));
  const someSelected = allKeys.some((k) => selectedSet.has(k));
  const toggle = (key: TRowKey) =>
    onSelectedChange?.(
      selectedSet.has(key) ? selected.filter((k) => k !== key) : [...selected, key],
    );
  const toggleAll = () => onSelectedChange?.(allSelected ? [] : allKeys);

  const exportRows = async () => {
    if (!exportFileName) return;
    setExporting(true);
    setExportError(null);
    try {
      await downloadXlsx(
        { fileName: exportFileName, sheetName: exportSheet ?? exportFileName, timeZone },
        columns,
        all,
      );
    } catch (failure) {
      setExportError(failure);
    } finally {
      setExporting(false);
    }
  };

  const columnCount = columns.length + (selectable ? 1 : 0);
  const firstLoad = loading && rows === undefined;
  const failed = Boolean(error) && !loading;

  let body: ReactNode;
  if (firstLoad) {
    body = Array.from({ length: Math.min(pageSize, 5) }, (_, i) => (
      <TableRow key={`skeleton-${i}`}>
        <TableCell colSpan={columnCount}>
          <Skeleton variant="text" />
        </TableCell>
      </TableRow>
    ));
  } else if (failed) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount}>
          <Alert
            severity="error"
            data-testid="data-table-error"
            action={
              onRetry && (
                <Button color="inherit" size="small" onClick={onRetry}>
                  {t('actions.retry')}
                </Button>
              )
            }
          >
            {errorText(t, error)}
          </Alert>
        </TableCell>
      </TableRow>
    );
  } else if (shown.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount} align="center" data-testid="data-table-empty">
          <Typography color="text.secondary" sx={{ py: 3 }}>
            {emptyText ?? t('table.empty')}
          </Typography>
        </TableCell>
      </TableRow>
    );
  } else {
    body = shown.map((row) => {
      const key = rowKey(row);
      const isSelected = selectedSet.has(key);
      const tone = rowTone?.(row);
      return (
        <TableRow
          key={key}
          hover
          selected={isSelected}
          data-tone={tone}
          sx={tone ? { bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12) } : undefined}
        >
          {selectable && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={isSelected}
                onChange={() => toggle(key)}
                slotProps={{ input: { 'aria-label': t('table.selectRow') } }}
              />
            </TableCell>
          )}
          {columns.map((column) => (
            <TableCell key={column.key}>{cellContent(column, row)}</TableCell>
          ))}
        </TableRow>
      );
    });
  }

  const from = all.length === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, all.length);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid="data-table">
      {(toolbar || exportFileName) && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ p: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>{toolbar}</Box>
          {exportFileName && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<FileDownloadIcon />}
              onClick={() => void exportRows()}
              disabled={exporting || all.length === 0}
              data-testid="export-excel"
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, whiteSpace: 'nowrap' }}
            >
              {t('actions.exportExcel')}
            </Button>
          )}
        </Stack>
      )}
      {Boolean(exportError) && (
        <Alert severity="error" onClose={() => setExportError(null)} sx={{ mx: 1.5, mb: 1 }}>
          {t('table.exportFailed')}
        </Alert>
      )}
      <Box sx={{ height: 4 }}>{loading && !firstLoad && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small" aria-busy={loading}>
          <TableHead>
            <TableRow>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={someSelected && !allSelected}
                    disabled={allKeys.length === 0}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': t('table.selectAll') } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      <Stack
        direction="row"
        spacing={2}
        sx={{ px: 1.5, py: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" id={pageSizeLabel} color="text.secondary">
            {t('table.rowsPerPage')}
          </Typography>
          <Select
            size="small"
            variant="standard"
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(1);
            }}
            inputProps={{ 'aria-labelledby': pageSizeLabel }}
            data-testid="page-size"
          >
            {PAGE_SIZE_OPTIONS.map((size) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </Select>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('table.range', { from, to, count: all.length })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Pager page={current} pageCount={pageCount} onChange={setPage} />
      </Stack>
    </Paper>
  );
}
