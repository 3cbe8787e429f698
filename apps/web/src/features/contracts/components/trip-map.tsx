import { useMemo } from 'react';
import type { StyleSpecification } from 'maplibre-gl';
import type { TMarker, TRoutePoint, TTripStop } from '@fleet/contracts';
import {
  AreaLayer,
  boundsOf,
  MapFitBounds,
  MapFlyTo,
  MapView,
  markerAreas,
  RouteLayer,
  StopsLayer,
  type TAreaPoint,
  type TRoutePathPoint,
  VISITED_MARKER_COLOR,
} from '@/components/map';
import { SpeedLegend } from '@/components/map/speed-legend';
import { speedPath } from '@/components/map/speed-bands';
import { useMovingSpeedKmh } from '@/lib/domain-settings';

interface Props {
  mapStyle: string | StyleSpecification;
  points: readonly TRoutePoint[];
  stops: readonly TTripStop[];
  markers: readonly TMarker[];
  selectedStop: number | null;
  onStopSelect: (index: number) => void;
}

/** The day's route coloured by speed, its stops as badges and the map points it passed. */
export function TripMap({ mapStyle, points, stops, markers, selectedStop, onStopSelect }: Props) {
  const movingKmh = useMovingSpeedKmh();
  const path = useMemo<TRoutePathPoint[]>(() => speedPath(points, movingKmh), [points, movingKmh]);
  const badges = useMemo(
    () =>
      stops.map((stop, index) => ({
        id: index,
        lat: stop.lat,
        lon: stop.lon,
        idle: stop.idle_s > 0,
      })),
    [stops],
  );
  const areas = useMemo<TAreaPoint[]>(
    () => markerAreas(markers, () => VISITED_MARKER_COLOR),
    [markers],
  );
  const bounds = useMemo(() => boundsOf(points), [points]);
  const selected = selectedStop === null ? null : stops[selectedStop];
  const flyTarget = useMemo(
    () => (selected ? { lat: selected.lat, lon: selected.lon, zoom: 15 } : null),
    [selected],
  );

  return (
    <MapView mapStyle={mapStyle} overlay={<SpeedLegend />}>
      <AreaLayer id="trip-markers" points={areas} />
      <RouteLayer id="trip-route" path={path} />
      <StopsLayer
        id="trip-stops"
        stops={badges}
        selectedId={selectedStop}
        onStopClick={onStopSelect}
      />
      <MapFitBounds bounds={bounds} maxZoom={15} />
      <MapFlyTo target={flyTarget} />
    </MapView>
  );
}
