import { Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TLiveConnectionState } from './live-connection';

const DOT_COLOR: Record<TLiveConnectionState, string> = {
  live: 'success.main',
  connecting: 'grey.500',
  reconnecting: 'warning.main',
};

/** A small chip saying whether positions arrive live or the socket is being reopened. */
export function LiveIndicator({ state }: { state: TLiveConnectionState }) {
  const { t } = useTranslation('live');
  const text = t(`connection.${state}`);
  return (
    <Chip
      size="small"
      role="status"
      aria-live="polite"
      aria-label={t('connection.label', { state: text })}
      data-testid="live-indicator"
      data-state={state}
      icon={
        <Box
          component="span"
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: DOT_COLOR[state], ml: 1 }}
        />
      }
      label={text}
      sx={{ bgcolor: 'background.paper', boxShadow: 1 }}
    />
  );
}
