import { useEffect } from 'react';
import type { ExpressionSpecification } from 'maplibre-gl';
import { routeFeatureCollection, type TRoutePathPoint } from './route-features';
import { ensureRouteIcons, ROUTE_ICONS } from './route-icons';
import { useGeoJsonLayers } from './use-map-layers';

export interface TRouteLayerProps {
  /** Prefix of the source and layer ids. */
  id: string;
  /** The fixes in time order, each with the colour of the stretch after it. */
  path: readonly TRoutePathPoint[];
}

const lineWidth: ExpressionSpecification = ['interpolate', ['linear'], ['zoom'], 5, 2.5, 16, 6];
const casingWidth: ExpressionSpecification = ['interpolate', ['linear'], ['zoom'], 5, 4.5, 16, 9];
const isLine: ExpressionSpecification = ['==', ['get', 'kind'], 'line'];

/**
 * A driven route: a line coloured stretch by stretch (by speed, say) over a dark casing
 * that keeps light colours readable on any map, with badges at its start and end.
 */
export function RouteLayer({ id, path }: TRouteLayerProps) {
  const source = useGeoJsonLayers({
    sourceId: id,
    prepare: ensureRouteIcons,
    source: { type: 'geojson', data: routeFeatureCollection(path) },
    layers: [
      {
        id: `${id}-casing`,
        type: 'line',
        source: id,
        filter: isLine,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': '#263238', 'line-opacity': 0.55, 'line-width': casingWidth },
      },
      {
        id: `${id}-line`,
        type: 'line',
        source: id,
        filter: isLine,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': ['get', 'color'], 'line-width': lineWidth },
      },
      {
        id: `${id}-ends`,
        type: 'symbol',
        source: id,
        filter: ['!', isLine],
        layout: {
          'icon-image': ['match', ['get', 'kind'], 'start', ROUTE_ICONS.start, ROUTE_ICONS.end],
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
        },
      },
    ],
  });

  useEffect(() => {
    if (source) void source.setData(routeFeatureCollection(path));
  }, [source, path]);
  return null;
}
