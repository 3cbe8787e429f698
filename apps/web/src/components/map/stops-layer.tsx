import { useEffect } from 'react';
import type { FilterSpecification } from 'maplibre-gl';
import { useMap } from './map-context';
import { stopFeatureCollection, type TRouteStopPoint } from './route-features';
import { ensureRouteIcons, ROUTE_ICONS } from './route-icons';
import { useGeoJsonLayers, useLayerEvent, usePointerCursor } from './use-map-layers';

export interface TStopsLayerProps {
  /** Prefix of the source and layer ids. */
  id: string;
  stops: readonly TRouteStopPoint[];
  selectedId?: number | null;
  onStopClick?: (id: number) => void;
}

const selectedFilter = (id: number | null | undefined): FilterSpecification => [
  '==',
  ['get', 'id'],
  id ?? -1,
];

/** Stops along a route as "P" badges: orange while the engine ran (idle), blue when it was off. */
export function StopsLayer({ id, stops, selectedId, onStopClick }: TStopsLayerProps) {
  const map = useMap();
  const icons = `${id}-icons`;
  const halo = `${id}-selected`;
  const source = useGeoJsonLayers({
    sourceId: id,
    prepare: ensureRouteIcons,
    source: { type: 'geojson', data: stopFeatureCollection(stops) },
    layers: [
      {
        id: halo,
        type: 'circle',
        source: id,
        filter: selectedFilter(selectedId),
        paint: {
          'circle-radius': 17,
          'circle-color': '#ffffff',
          'circle-opacity': 0.6,
          'circle-stroke-color': '#263238',
          'circle-stroke-width': 2,
        },
      },
      {
        id: icons,
        type: 'symbol',
        source: id,
        layout: {
          'icon-image': ['case', ['get', 'idle'], ROUTE_ICONS.idle, ROUTE_ICONS.stopped],
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
        },
      },
    ],
  });

  useEffect(() => {
    if (source) void source.setData(stopFeatureCollection(stops));
  }, [source, stops]);

  useEffect(() => {
    if (map.getLayer(halo)) map.setFilter(halo, selectedFilter(selectedId));
  }, [map, halo, selectedId, source]);

  useLayerEvent('click', icons, (event) => {
    const stopId = (event.features?.[0]?.properties as { id?: unknown } | undefined)?.id;
    if (typeof stopId === 'number') onStopClick?.(stopId);
  });
  usePointerCursor(onStopClick ? [icons] : []);
  return null;
}
