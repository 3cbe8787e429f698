import { Checkbox, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { Column } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { cellSx } from './table-layout';
import { isActionsColumn } from './table-visibility';

interface TSelectAll {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: () => void;
}

interface Props<T> {
  /** The table's shown columns; each one's title and width from the caller's column. */
  columns: readonly Column<T, unknown>[];
  titleOf: (id: string) => { header: string; width?: number };
  /** The select-all checkbox, for tables whose rows can be picked. */
  selectAll?: TSelectAll;
  /** Columns pass under the pinned actions column. */
  pinnedShadow: boolean;
}

/** The header row: select-all, then each column's title, sortable ones as buttons. */
export function DataTableHead<T>({ columns, titleOf, selectAll, pinnedShadow }: Props<T>) {
  const { t } = useTranslation();
  return (
    <TableHead>
      <TableRow>
        {selectAll && (
          <TableCell padding="checkbox">
            <Checkbox
              checked={selectAll.checked}
              indeterminate={selectAll.indeterminate}
              disabled={selectAll.disabled}
              onChange={selectAll.onChange}
              slotProps={{ input: { 'aria-label': t('table.selectAll') } }}
            />
          </TableCell>
        )}
        {columns.map((column) => {
          const { header, width } = titleOf(column.id);
          const sorted = column.getIsSorted();
          return (
            <TableCell
              key={column.id}
              sx={cellSx({
                oneLine: true,
                pinned: isActionsColumn({ key: column.id }),
                head: true,
                shadow: pinnedShadow,
              })}
              style={width ? { width } : undefined}
              aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
              data-testid={`column-header-${column.id}`}
            >
              {column.getCanSort() ? (
                <TableSortLabel
                  active={sorted !== false}
                  direction={sorted || 'asc'}
                  onClick={column.getToggleSortingHandler()}
                  title={t('table.sortBy', { column: header })}
                >
                  {header}
                </TableSortLabel>
              ) : (
                header
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
