import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TTruck } from '@fleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/i18n/error-text';
import { useClientConfig } from '@/lib/client-config';
import { displayTime } from '@/lib/company-time';
import { useJt808Terminal, useReleaseTerminal } from '@/api/trucks/jt808-api';

interface Props {
  truck: Pick<TTruck, 'plate' | 'plate_display' | 'device_id'>;
  /** Admins may release the terminal (the permission registry says who). */
  canRelease: boolean;
}

/**
 * The truck's JT/T 808 terminal as it registered (manufacturer, model, terminal id, plate)
 * and where it last authenticated from. A registered terminal is the truck's own: another
 * one with the same phone number is refused until an admin releases it here.
 */
export function TruckTerminalSection({ truck, canRelease }: Props) {
  const { t } = useTranslation('trucks');
  const timeZone = useClientConfig().config.time_zone;
  const terminal = useJt808Terminal(truck.plate, Boolean(truck.device_id));
  const release = useReleaseTerminal();
  const [asking, setAsking] = useState(false);
  const data = terminal.data;
  if (terminal.forbidden || !data || !terminal.isTerminal) {
    return terminal.isFetching ? <LinearProgress aria-label={t('terminal.loading')} /> : null;
  }
  const none = t('common.none');
  const facts: [string, string][] = [
    [t('terminal.manufacturer'), data.registration?.manufacturer || none],
    [t('terminal.model'), data.registration?.model || none],
    [t('terminal.terminalId'), data.registration?.terminal_id || none],
    [t('terminal.plate'), data.registration?.plate || none],
    [t('terminal.lastAddress'), data.last_address ?? none],
    [t('terminal.state'), data.connected ? t('terminal.connected') : t('terminal.disconnected')],
  ];

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} data-testid="truck-terminal">
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('terminal.title')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {data.released_at ? (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="terminal-released">
          {t('terminal.released', { at: displayTime(data.released_at, timeZone) })}
        </Alert>
      ) : null}
      {release.error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorText(t, release.error)}
        </Alert>
      ) : null}
      {canRelease && !data.released_at && (
        <Stack direction="row" sx={{ mt: 1 }}>
          <Button color="warning" onClick={() => setAsking(true)} data-testid="terminal-release">
            {t('terminal.release')}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={asking}
        title={t('terminal.releaseTitle')}
        message={t('terminal.releaseMessage', { plate: truck.plate_display })}
        confirmText={t('terminal.release')}
        busy={release.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() => release.mutate(truck.plate, { onSettled: () => setAsking(false) })}
      />
    </Box>
  );
}
