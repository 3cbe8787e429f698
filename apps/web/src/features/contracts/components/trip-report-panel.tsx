import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/i18n';
import { useMapStyle } from '@/components/map';
import { useClientConfig } from '@/lib/client-config';
import { useContract, useTripRoute, useTripStops, type TTripQuery } from '../api';
import { wireTime } from '@/lib/company-time';
import type { TTripParams } from '../lib/trip-params';
import { TripFilter } from './trip-filter';
import { TripMap } from './trip-map';
import { TripStopTable } from './trip-stop-table';
import { TripSums } from './trip-sums';

interface Props {
  trip: TTripParams;
  onShow: (trip: TTripParams) => void;
}

/** The trip report by day: map, stop table and sums of one truck over a range together. */
export function TripReportPanel({ trip, onShow }: Props) {
  const { t } = useTranslation('contracts');
  const { config } = useClientConfig();
  const zone = config.time_zone;
  const mapStyle = useMapStyle();
  const contract = useContract(trip.contractId);
  const query = useMemo<TTripQuery | null>(() => {
    const start = wireTime(trip.from, zone);
    const end = wireTime(trip.to, zone);
    return trip.plate && start && end
      ? {
          plate: trip.plate,
          start_time: start,
          end_time: end,
          ...(trip.minMinutes === null ? {} : { min_minutes: trip.minMinutes }),
        }
      : null;
  }, [trip, zone]);
  const route = useTripRoute(query);
  const stops = useTripStops(query);
  const [selectedStop, setSelectedStop] = useState<number | null>(null);
  const show = useCallback((index: number) => setSelectedStop(index), []);

  let map: React.ReactNode;
  if (!query) map = <Alert severity="info">{t('report.choose')}</Alert>;
  else if (route.isLoading)
    map = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2 }} role="status">
        <CircularProgress size={20} />
        <Typography>{t('report.loading')}</Typography>
      </Stack>
    );
  else if (route.error) map = <Alert severity="error">{errorText(t, route.error)}</Alert>;
  else if (route.data && route.data.points.length === 0)
    map = (
      <Alert severity="info" data-testid="trip-no-positions">
        {t('report.noPositions', { plate: route.data.plate })}
      </Alert>
    );
  else if (route.data && mapStyle)
    map = (
      <Paper
        variant="outlined"
        sx={{ height: { xs: 340, md: '48vh' }, minHeight: 300, overflow: 'hidden' }}
      >
        <TripMap
          mapStyle={mapStyle}
          points={route.data.points}
          stops={stops.data?.stops ?? []}
          markers={route.data.markers}
          selectedStop={selectedStop}
          onStopSelect={show}
        />
      </Paper>
    );

  return (
    <Stack spacing={2} data-testid="trip-report">
      <TripFilter
        key={JSON.stringify(trip)}
        initial={trip}
        timeZone={zone}
        busy={route.isFetching || stops.isFetching}
        onShow={onShow}
      />
      {contract.data && (
        <Typography variant="subtitle1" data-testid="trip-contract">
          {t('report.contract', { code: contract.data.code, customer: contract.data.customer })}
        </Typography>
      )}
      {map}
      {route.data && route.data.points.length > 0 && (
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {t('report.markersPassed')}
          </Typography>
          {route.data.markers.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('report.noMarkersPassed')}
            </Typography>
          ) : (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {route.data.markers.map((marker) => (
                <Chip key={marker.id} size="small" label={marker.name} />
              ))}
            </Stack>
          )}
        </Box>
      )}
      {query && stops.data && <TripSums sum={stops.data.sum} />}
      {query && (
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('stops.title')}
          </Typography>
          <TripStopTable
            report={stops.data}
            loading={stops.isFetching}
            error={stops.error}
            onRetry={() => void stops.refetch()}
            onShow={show}
          />
        </Box>
      )}
    </Stack>
  );
}
