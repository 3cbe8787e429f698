import { useId, useState } from 'react';
import { Button, Checkbox, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import type { Column } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';

interface Props<T> {
  /** Every column of the table; those that can be hidden (not the actions column) are listed. */
  columns: readonly Column<T, unknown>[];
}

/** The table's "Columns" button: a menu of checkboxes to show or hide each column. */
export function ColumnChooser<T>({ columns }: Props<T>) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choosable = columns.filter((column) => column.getCanHide());
  const shownCount = choosable.filter((column) => column.getIsVisible()).length;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="column-chooser"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('table.columns')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choosable.map((column) => {
          const shown = column.getIsVisible();
          return (
            <MenuItem
              key={column.id}
              dense
              // The last shown column stays: a table of no columns says nothing.
              disabled={shown && shownCount === 1}
              onClick={() => column.toggleVisibility()}
              role="menuitemcheckbox"
              aria-checked={shown}
              data-testid={`column-toggle-${column.id}`}
            >
              <ListItemIcon>
                <Checkbox edge="start" size="small" checked={shown} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText>{String(column.columnDef.header)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
