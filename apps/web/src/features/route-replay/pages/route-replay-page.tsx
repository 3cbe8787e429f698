import { useMemo } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/i18n';
import { ApiError } from '@/lib/api';
import { useClientConfig } from '@/lib/client-config';
import { useTruckList } from '@/api/trucks';
import { useRoute, type TRouteQuery } from '@/api/route';
import { ReplayFilter, type TReplayFilter } from '../components/replay-filter';
import { RouteReplay } from '../components/route-replay';
import { defaultRange, rangeErrors } from '../lib/replay-range';
import { rangeErrorsOf } from '../lib/route-query-errors';
import { useReplayParams } from '../lib/use-replay-params';

/**
 * Route replay (/location/replay): pick a truck and a range, then play its route back; other
 * screens open it at a moment with `?plate=…&t=…`.
 */
export default function RouteReplayPage() {
  const { t } = useTranslation('route-replay');
  const { config, isPending: configPending } = useClientConfig();
  const timeZone = config.time_zone;
  const trucks = useTruckList();
  const { truckId, from, to, at, plateUnknown, key, show } = useReplayParams(
    timeZone,
    !configPending,
    trucks.data,
  );
  const truck = trucks.data?.find((candidate) => candidate.id === truckId) ?? null;

  const query = useMemo<TRouteQuery | null>(() => {
    if (!truck || !from || !to || Object.keys(rangeErrors({ from, to }, timeZone)).length > 0) {
      return null;
    }
    return { plate: truck.plate, start_time: from, end_time: to };
  }, [truck, from, to, timeZone]);
  const route = useRoute(query);

  const serverErrors = useMemo(() => rangeErrorsOf(route.error), [route.error]);
  const initial = useMemo(() => {
    const fallback = defaultRange(new Date(), timeZone);
    return { truckId, from: from ?? fallback.from, to: to ?? fallback.to };
  }, [truckId, from, to, timeZone]);

  const onShow = (filter: TReplayFilter & { truckId: number }) => {
    const same = filter.truckId === truckId && filter.from === from && filter.to === to;
    // The same range again means "ask again": today's route may have grown.
    if (same) void route.refetch();
    else show(filter);
  };

  let body = null;
  if (plateUnknown) {
    body = <Alert severity="warning">{t('state.truckNotFound')}</Alert>;
  } else if (truckId === null && !trucks.isPending) {
    body = <Alert severity="info">{t('state.choose')}</Alert>;
  } else if (trucks.isError) {
    body = <Alert severity="error">{errorText(t, trucks.error)}</Alert>;
  } else if (trucks.data && !truck) {
    body = <Alert severity="warning">{t('state.truckNotFound')}</Alert>;
  } else if (route.isError) {
    const notFound = route.error instanceof ApiError && route.error.status === 404;
    body = (
      <Alert severity="error" data-testid="replay-error">
        {notFound ? t('state.truckNotFound') : errorText(t, route.error)}
      </Alert>
    );
  } else if (route.data && route.data.points.length === 0) {
    body = (
      <Alert severity="info" data-testid="replay-empty">
        {t('state.empty', { plate: route.data.plate })}
      </Alert>
    );
  } else if (route.data) {
    body = (
      <RouteReplay
        key={`${JSON.stringify(query)}@${at}`}
        route={route.data}
        timeZone={timeZone}
        at={at}
      />
    );
  } else if (query || trucks.isPending) {
    body = (
      <Box role="status" sx={{ py: 2 }}>
        <LinearProgress />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('state.loading')}
        </Typography>
      </Box>
    );
  }

  return (
    <Stack spacing={2} data-testid="route-replay-page">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button component={RouterLink} to="/location" startIcon={<ArrowBackIcon />} size="small">
          {t('back')}
        </Button>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
      </Stack>
      <ReplayFilter
        key={key}
        initial={initial}
        trucks={trucks.data ?? []}
        trucksLoading={trucks.isPending}
        timeZone={timeZone}
        serverErrors={serverErrors}
        busy={route.isFetching}
        onShow={onShow}
      />
      {route.isFetching && route.data && <LinearProgress aria-label={t('state.loading')} />}
      {body}
    </Stack>
  );
}
