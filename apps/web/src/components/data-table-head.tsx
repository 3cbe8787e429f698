import { Checkbox, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { cellSx } from './table-layout';
import type { TSort } from './table-sort';
import { isActionsColumn } from './table-visibility';

interface TSelectAll {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: () => void;
}

interface Props {
  columns: readonly { key: string; header: string; width?: number }[];
  sortable: readonly string[];
  sort: TSort | null;
  onSort: (key: string) => void;
  /** The select-all checkbox, for tables whose rows can be picked. */
  selectAll?: TSelectAll;
  /** Columns pass under the pinned actions column. */
  pinnedShadow: boolean;
}

/** The header row: select-all, then each column's title, sortable ones as buttons. */
export function DataTableHead({ columns, sortable, sort, onSort, selectAll, pinnedShadow }: Props) {
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
          const active = sort?.key === column.key;
          return (
            <TableCell
              key={column.key}
              sx={cellSx({
                oneLine: true,
                pinned: isActionsColumn(column),
                head: true,
                shadow: pinnedShadow,
              })}
              style={column.width ? { width: column.width } : undefined}
              aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
              data-testid={`column-header-${column.key}`}
            >
              {sortable.includes(column.key) ? (
                <TableSortLabel
                  active={active}
                  direction={active ? sort.dir : 'asc'}
                  onClick={() => onSort(column.key)}
                  title={t('table.sortBy', { column: column.header })}
                >
                  {column.header}
                </TableSortLabel>
              ) : (
                column.header
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
