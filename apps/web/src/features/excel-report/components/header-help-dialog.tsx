import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  TRIP_PLAN_COLUMNS,
  TRIP_PLAN_HEADERS,
  TRIP_PLAN_REQUIRED_COLUMNS,
  type TTripPlanColumn,
} from '@fleet/contracts';

const FIELDS = Object.keys(TRIP_PLAN_COLUMNS) as TTripPlanColumn[];

/** The columns a trip plan may have and the header names accepted for each (from contracts). */
export function HeaderHelpDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('excel-report');
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="excel-help-title"
      data-testid="excel-header-help"
    >
      <DialogTitle id="excel-help-title">{t('help.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('help.intro')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('help.column')}</TableCell>
              <TableCell>{t('help.accepted')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {FIELDS.map((field) => (
              <TableRow key={field}>
                <TableCell>
                  {TRIP_PLAN_HEADERS[field][language]}
                  {TRIP_PLAN_REQUIRED_COLUMNS.includes(field) ? ' *' : ''}
                </TableCell>
                <TableCell>{TRIP_PLAN_COLUMNS[field].join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('help.times')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('help.places')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('help.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
