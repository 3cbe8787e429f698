import type { ReactNode } from 'react';
import { Checkbox, TableCell, TableRow, type SxProps, type Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { displayText } from '@/lib/company-time';

/** What a row needs of a column: its field, or how it draws the cell. */
export interface TRowColumn<T> {
  key: string;
  /** The cell's label in the card layout of a phone. */
  header: string;
  render?: (row: T) => ReactNode;
}

/** A cell as shown: the column's render, else the row's field as text. */
function cellContent<T>(column: TRowColumn<T>, row: T): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return displayText(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

interface TDataRowProps<T, C extends TRowColumn<T>> {
  row: T;
  columns: readonly C[];
  /** The layout of each of its cells (one line, pinned). */
  cellStyle: (column: C) => SxProps<Theme>;
  selected: boolean;
  /** At the table's cursor; undefined when the table has none. */
  active?: boolean;
  tone?: 'error' | 'warning';
  onClick?: () => void;
  /** The row's checkbox, on tables whose rows are chosen. */
  onToggle?: () => void;
  testId?: string;
  /** A fixed height (a long list drawn by windows). */
  height?: number;
}

/** One row of a DataTable. */
export function DataRow<T, C extends TRowColumn<T>>(props: TDataRowProps<T, C>) {
  const { row, columns, cellStyle, selected, active, tone, onClick, onToggle, height } = props;
  const { t } = useTranslation();
  return (
    <TableRow
      hover
      selected={selected || active === true}
      aria-selected={active}
      onClick={onClick}
      data-tone={tone}
      data-testid={props.testId}
      sx={{
        ...(tone ? { bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12) } : {}),
        ...(onClick ? { cursor: 'pointer' } : {}),
        ...(height ? { height } : {}),
      }}
    >
      {onToggle && (
        <TableCell padding="checkbox">
          <Checkbox
            checked={selected}
            onChange={onToggle}
            slotProps={{ input: { 'aria-label': t('table.selectRow') } }}
          />
        </TableCell>
      )}
      {columns.map((column) => (
        <TableCell key={column.key} sx={cellStyle(column)} data-label={column.header}>
          {cellContent(column, row)}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** The height of the rows a long list does not draw, above or below those it does. */
export function SpacerRow({ height }: { height: number }) {
  return height > 0 ? <TableRow aria-hidden sx={{ height }} /> : null;
}

interface TTotalRowProps {
  columns: readonly { key: string; header: string }[];
  cells: Partial<Record<string, ReactNode>>;
  /** A cell under the selection checkboxes. */
  selectable: boolean;
  testId?: string;
}

/** A bold last row under the columns shown (a report's totals). */
export function TotalRow({ columns, cells, selectable, testId }: TTotalRowProps) {
  return (
    <TableRow data-testid={testId} sx={{ '& td': { fontWeight: 700 } }}>
      {selectable && <TableCell />}
      {columns.map((column) => (
        <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }} data-label={column.header}>
          {cells[column.key] ?? ''}
        </TableCell>
      ))}
    </TableRow>
  );
}
