import { Box, Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import RouteIcon from '@mui/icons-material/Route';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DetailCard, DetailList, DetailRow } from './detail-card';
import type { TCurrentTruck } from '@fleet/contracts';
import { useStoreVersion, type LiveTruckStore } from '@/features/live';
import { TRUCK_STATUS_COLORS } from '@/features/map';
import { useClientConfig } from '@/lib/client-config';
import { formatTime, relativeTime } from '@/lib/format';
import { roundSpeed } from '../lib/truck-search';

interface Props {
  store: LiveTruckStore;
  truckId: number;
  onClose: () => void;
}

/** Address lines the server may add to a truck's live state (not every install has them). */
function addressOf(truck: TCurrentTruck): string | null {
  const { address } = truck as TCurrentTruck & { address?: unknown };
  return typeof address === 'string' && address.trim() ? address : null;
}

/** The details of one truck, kept current by the live store. */
export function TruckCard({ store, truckId, onClose }: Props) {
  const { t, i18n } = useTranslation('location');
  const { config } = useClientConfig();
  useStoreVersion(store, 500);
  const truck = store.get(truckId);
  if (!truck) return null;
  const speed = roundSpeed(truck.speed_kmh);
  const driver = truck.driver_name ?? truck.current_driver;
  const address = addressOf(truck);
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
        <DetailRow label={t('card.driver')}>{driver ?? t('card.unknown')}</DetailRow>
        <DetailRow label={t('card.speed')}>
          <span data-testid="truck-card-speed">
            {speed === null ? t('card.unknown') : t('speed', { speed })}
          </span>
        </DetailRow>
        <DetailRow label={t('card.fixTime')}>
          {truck.fix_time
            ? `${formatTime(truck.fix_time, config.time_zone)} (${relativeTime(truck.fix_time, i18n.language, new Date(), config.time_zone)})`
            : t('card.unknown')}
        </DetailRow>
        <DetailRow label={t('card.ignition')}>{ignition}</DetailRow>
        {hasPosition && (
          <DetailRow label={t('card.position')}>
            {truck.lat?.toFixed(5)}, {truck.lon?.toFixed(5)}
          </DetailRow>
        )}
        {address && <DetailRow label={t('card.address')}>{address}</DetailRow>}
      </DetailList>
      <Button
        component={RouterLink}
        to={`/location/replay?truck=${truck.id}`}
        variant="outlined"
        size="small"
        startIcon={<RouteIcon />}
        sx={{ mt: 2 }}
        data-testid="truck-card-replay"
      >
        {t('card.replay')}
      </Button>
    </DetailCard>
  );
}
