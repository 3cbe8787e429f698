import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { displayTime } from '@/lib/company-time';
import { useTranslation } from 'react-i18next';
import { displayPlate } from '@fleet/contracts';
import { RetryAlert } from '@/components/retry-alert';
import { useSendAlertsAgain, useUnsentAlerts } from '../warning-mail-api';

/** What waits and what failed of the alert messages, each with a "send again". */
export function AlertDeliveryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('warning');
  const rows = useUnsentAlerts(true);
  const again = useSendAlertsAgain();
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth data-testid="alert-delivery-dialog">
      <DialogTitle>{t('deliveries.title')}</DialogTitle>
      <DialogContent>
        {rows.isPending && <CircularProgress size={24} />}
        {rows.isError && <RetryAlert error={rows.error} onRetry={() => void rows.refetch()} />}
        {again.isError && <RetryAlert error={again.error} />}
        {rows.data?.length === 0 && <Alert severity="success">{t('deliveries.empty')}</Alert>}
        {rows.data && rows.data.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('deliveries.columns.state')}</TableCell>
                <TableCell>{t('deliveries.columns.channel')}</TableCell>
                <TableCell>{t('deliveries.columns.recipient')}</TableCell>
                <TableCell>{t('deliveries.columns.warning')}</TableCell>
                <TableCell>{t('deliveries.columns.queued')}</TableCell>
                <TableCell>{t('deliveries.columns.attempts')}</TableCell>
                <TableCell>{t('deliveries.columns.next')}</TableCell>
                <TableCell>{t('deliveries.columns.error')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.data.map((row) => (
                <TableRow key={row.id} data-testid={`alert-delivery-${row.id}`}>
                  <TableCell>{t(`deliveries.states.${row.state}`)}</TableCell>
                  <TableCell>{t(`deliveries.channels.${row.channel}`)}</TableCell>
                  <TableCell>{row.recipient}</TableCell>
                  <TableCell>
                    {t(`types.${row.warning_type}`, { defaultValue: row.warning_type })}
                    {row.plate ? ` – ${displayPlate(row.plate)}` : ''}
                  </TableCell>
                  <TableCell>{displayTime(row.queued_at)}</TableCell>
                  <TableCell>{row.attempts}</TableCell>
                  <TableCell>
                    {row.next_attempt_at ? displayTime(row.next_attempt_at) : '—'}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{row.last_error ?? '—'}</TableCell>
                  <TableCell>
                    {row.state !== 'sending' && (
                      <Button
                        size="small"
                        disabled={again.isPending}
                        onClick={() => again.mutate([row.id])}
                      >
                        {t('deliveries.sendAgain')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('deliveries.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
