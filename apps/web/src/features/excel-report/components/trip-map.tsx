import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TTripDetail, TTripPlace } from '@fleet/contracts';
import {
  AreaLayer,
  boundsOf,
  MapFitBounds,
  MapView,
  RouteLayer,
  StopsLayer,
  useMapStyle,
  type TAreaPoint,
  type TRoutePathPoint,
} from '@/components/map';

const ROUTE_COLOR = '#1e88e5';
const ORIGIN_COLOR = '#43a047';
const DESTINATION_COLOR = '#e53935';

const areaOf = (id: number, place: TTripPlace, color: string): TAreaPoint[] =>
  place.lat === null || place.lon === null
    ? []
    : [{ id, lat: place.lat, lon: place.lon, radius_m: place.radius_m ?? 100, color }];

/** The actual route on the map, with the planned origin (green) and destination (red). */
export function TripMap({ detail }: { detail: TTripDetail }) {
  const { t } = useTranslation('excel-report');
  const mapStyle = useMapStyle();
  const { trip, points, stops } = detail;
  const path = useMemo<TRoutePathPoint[]>(
    () => points.map((point) => ({ lat: point.lat, lon: point.lon, color: ROUTE_COLOR })),
    [points],
  );
  const areas = useMemo(
    () => [
      ...areaOf(1, trip.origin, ORIGIN_COLOR),
      ...areaOf(2, trip.destination, DESTINATION_COLOR),
    ],
    [trip],
  );
  const stopPoints = useMemo(
    () =>
      stops.map((stop, index) => ({ id: index, lat: stop.lat, lon: stop.lon, idle: stop.idle })),
    [stops],
  );
  const bounds = useMemo(() => boundsOf([...points, ...areas]), [points, areas]);

  return (
    <Box
      sx={{ height: { xs: 320, md: 480 } }}
      role="region"
      aria-label={t('trip.mapLabel')}
      data-testid="trip-map"
    >
      {points.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('trip.noRoute')}
        </Typography>
      )}
      {mapStyle && (
        <MapView mapStyle={mapStyle}>
          <AreaLayer id="trip-places" points={areas} />
          <RouteLayer id="trip-route" path={path} />
          <StopsLayer id="trip-stops" stops={stopPoints} />
          <MapFitBounds bounds={bounds} maxZoom={15} />
        </MapView>
      )}
    </Box>
  );
}
