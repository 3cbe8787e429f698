import { Box, Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import FollowIcon from '@mui/icons-material/MyLocation';
import RouteIcon from '@mui/icons-material/Route';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DetailCard, DetailList, DetailRow } from './detail-card';
import { DriverMessagesButton } from './driver-messages-button';
import { DriverTextButton } from './driver-text-button';
import { TruckFacts } from './truck-facts';
import { useStoreVersion, type LiveTruckStore } from '@/lib/live';
import { TRUCK_STATUS_COLORS } from '@/components/map';
import { useClientConfig } from '@/lib/client-config';
import { displayTime } from '@/lib/company-time';
import { relativeTime } from '@/lib/format';

interface Props {
  store: LiveTruckStore;
  truckId: number;
  onClose: () => void;
  /** Follow mode: the map keeps this truck centred while on. */
  following: boolean;
  onFollowChange: (on: boolean) => void;
}

/** The details of one truck, kept current by the live store. */
export function TruckCard({ store, truckId, onClose, following, onFollowChange }: Props) {
  const { t, i18n } = useTranslation('location');
  const { config } = useClientConfig();
  useStoreVersion(store, 500);
  const truck = store.get(truckId);
  if (!truck) return null;
  const ignition =
    truck.ignition === null
      ? t('card.unknown')
      : t(truck.ignition ? 'card.ignitionOn' : 'card.ignitionOff');
  const hasPosition = truck.lat !== null && truck.lon !== null;

  return (
    <DetailCard titleId="truck-card-title" testId="truck-card">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id="truck-card-title" variant="h6" component="h2" noWrap>
            {truck.plate_display}
          </Typography>
          {truck.name && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {truck.name}
            </Typography>
          )}
        </Box>
        <Chip
          size="small"
          label={t(`live:status.${truck.status}`)}
          sx={{ bgcolor: TRUCK_STATUS_COLORS[truck.status], color: '#fff' }}
          data-testid="truck-card-status"
        />
        <IconButton size="small" onClick={onClose} aria-label={t('card.close')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {!hasPosition && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('card.noPosition')}
        </Typography>
      )}
      <DetailList>
        <TruckFacts store={store} truck={truck} testId="truck-card" />
        <DetailRow label={t('card.fixTime')}>
          {truck.fix_time
            ? `${displayTime(truck.fix_time, config.time_zone)} (${relativeTime(truck.fix_time, i18n.language, new Date(), config.time_zone)})`
            : t('card.unknown')}
        </DetailRow>
        <DetailRow label={t('card.ignition')}>{ignition}</DetailRow>
        {hasPosition && (
          <DetailRow label={t('card.position')}>
            {truck.lat?.toFixed(5)}, {truck.lon?.toFixed(5)}
          </DetailRow>
        )}
      </DetailList>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button
          variant={following ? 'contained' : 'outlined'}
          size="small"
          startIcon={<FollowIcon />}
          onClick={() => onFollowChange(!following)}
          disabled={!hasPosition}
          aria-pressed={following}
          data-testid="truck-card-follow"
        >
          {t('card.follow')}
        </Button>
        <Button
          component={RouterLink}
          to={`/location/replay?truck=${truck.id}`}
          variant="outlined"
          size="small"
          startIcon={<RouteIcon />}
          data-testid="truck-card-replay"
        >
          {t('card.replay')}
        </Button>
        <DriverMessagesButton plate={truck.plate} />
        <DriverTextButton plate={truck.plate} />
      </Stack>
    </DetailCard>
  );
}
