import { useId, useState } from 'react';
import { Button, Checkbox, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import { useTranslation } from 'react-i18next';
import { isActionsColumn } from './table-visibility';

interface Props {
  columns: readonly { key: string; header: string }[];
  hidden: readonly string[];
  onToggle: (key: string) => void;
}

/** The table's "Columns" button: a menu of checkboxes to show or hide each column. */
export function ColumnChooser({ columns, hidden, onToggle }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choosable = columns.filter((column) => !isActionsColumn(column));
  const shownCount = choosable.filter((column) => !hidden.includes(column.key)).length;
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
          const shown = !hidden.includes(column.key);
          return (
            <MenuItem
              key={column.key}
              dense
              // The last shown column stays: a table of no columns says nothing.
              disabled={shown && shownCount === 1}
              onClick={() => onToggle(column.key)}
              role="menuitemcheckbox"
              aria-checked={shown}
              data-testid={`column-toggle-${column.key}`}
            >
              <ListItemIcon>
                <Checkbox edge="start" size="small" checked={shown} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText>{column.header}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
