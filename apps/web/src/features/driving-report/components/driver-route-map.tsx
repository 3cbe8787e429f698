import { useMemo } from 'react';
import { Alert, Box, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  AreaLayer,
  boundsOf,
  MapFitBounds,
  MapFlyTo,
  MapView,
  markerAreas,
  RouteLayer,
  StopsLayer,
  useMapStyle,
  type TAreaPoint,
  type TRoutePathPoint,
  VISITED_MARKER_COLOR,
} from '@/components/map';
import { SpeedLegend } from '@/components/map/speed-legend';
import { speedPath } from '@/components/map/speed-bands';
import { useMovingSpeedKmh } from '@/lib/domain-settings';
import { errorText } from '@/i18n/error-text';
import { useDriverRoute } from '../api';

interface Props {
  query: ReturnType<typeof useDriverRoute>;
  driverPicked: boolean;
  /** A position picked in the unsafe-behaviour list. */
  focus: { lat: number; lon: number } | null;
}

/** The driver's route over the period: way points by speed, stops and the map points visited. */
export function DriverRouteMap({ query, driverPicked, focus }: Props) {
  const { t } = useTranslation('driving-report');
  const { t: tc } = useTranslation();
  const mapStyle = useMapStyle();
  const route = query.data;
  const movingKmh = useMovingSpeedKmh();
  const path = useMemo<TRoutePathPoint[]>(
    () => speedPath(route?.points ?? [], movingKmh),
    [route, movingKmh],
  );
  const stops = useMemo(
    () => (route?.stops ?? []).map((s, i) => ({ id: i, lat: s.lat, lon: s.lon, idle: s.idle })),
    [route],
  );
  const areas = useMemo<TAreaPoint[]>(
    () => markerAreas(route?.markers ?? [], () => VISITED_MARKER_COLOR),
    [route],
  );
  const bounds = useMemo(() => boundsOf(route?.points ?? []), [route]);
  const flyTarget = useMemo(() => (focus ? { ...focus, zoom: 15 } : null), [focus]);

  let body;
  if (!driverPicked) body = <Alert severity="info">{t('route.pickDriver')}</Alert>;
  else if (query.error) body = <Alert severity="error">{errorText(tc, query.error)}</Alert>;
  else if (query.isPending || !mapStyle) body = <Skeleton variant="rectangular" height={420} />;
  else
    body = (
      <>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1 }}
          data-testid="route-summary"
        >
          {route && route.points.length > 0
            ? t('route.summary', {
                points: route.points.length,
                stops: stops.length,
                markers: areas.length,
              })
            : t('route.empty')}
        </Typography>
        <Box sx={{ height: 420 }}>
          <MapView mapStyle={mapStyle} overlay={<SpeedLegend />}>
            <AreaLayer id="driver-markers" points={areas} />
            <RouteLayer id="driver-route" path={path} />
            <StopsLayer id="driver-stops" stops={stops} />
            <MapFitBounds bounds={bounds} maxZoom={15} />
            <MapFlyTo target={flyTarget} />
          </MapView>
        </Box>
      </>
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="driver-route">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('route.heading')}
      </Typography>
      {body}
    </Paper>
  );
}
