import { Box, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { MapPopup } from '@/components/map';
import { durationText } from '../lib/duration-text';
import type { TTimedStop } from '../lib/route-timeline';
import { timeLabel } from '../lib/time-label';

interface Props {
  stop: TTimedStop;
  timeZone: string;
  withDate: boolean;
  onClose: () => void;
}

/** A stop's times and duration, in a popup over its badge. */
export function StopPopup({ stop, timeZone, withDate, onClose }: Props) {
  const { t } = useTranslation('route-replay');
  return (
    <MapPopup lat={stop.lat} lon={stop.lon} onClose={onClose}>
      <Box data-testid="replay-stop-popup" sx={{ minWidth: 180 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
            {t(stop.idle ? 'stops.idle' : 'stops.stopped')}
          </Typography>
          <IconButton size="small" onClick={onClose} aria-label={t('stops.close')} sx={{ mr: -1 }}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
        {stop.address && (
          <Typography variant="body2" sx={{ mb: 0.5 }} data-testid="replay-stop-address">
            {stop.address}
          </Typography>
        )}
        <Typography variant="body2">
          {t('stops.range', {
            from: timeLabel(stop.startMs, timeZone, withDate),
            to: timeLabel(stop.endMs, timeZone, withDate),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {durationText(t, stop.duration_s)}
        </Typography>
      </Box>
    </MapPopup>
  );
}
