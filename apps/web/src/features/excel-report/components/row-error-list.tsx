import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TTripPlanRowError } from '@fleet/contracts';
import { rowErrorText } from '../lib/row-errors';

/** Row errors as "Row 3, column A" and the message; used before the import is confirmed. */
export function RowErrorList({ errors }: { errors: readonly TTripPlanRowError[] }) {
  const { t, i18n } = useTranslation('excel-report');
  return (
    <List dense sx={{ maxHeight: 240, overflow: 'auto' }} data-testid="excel-upload-row-errors">
      {errors.map((error, index) => (
        <ListItem key={`${error.row}-${error.field}-${index}`} disableGutters>
          <ListItemText
            primary={
              error.column
                ? t('upload.rowColumn', { row: error.row, column: error.column })
                : t('upload.row', { row: error.row })
            }
            secondary={rowErrorText(t, error, i18n.language)}
          />
        </ListItem>
      ))}
    </List>
  );
}
