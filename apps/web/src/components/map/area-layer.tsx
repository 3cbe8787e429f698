import { useEffect } from 'react';
import type { ExpressionSpecification } from 'maplibre-gl';
import { useMap } from './map-context';
import { areaFeatureCollection, type TAreaPoint } from './area-features';
import { useGeoJsonLayers, useLayerEvent, usePointerCursor } from './use-map-layers';

export interface TAreaLayerProps {
  /** Prefix of the source and layer ids. */
  id: string;
  points: readonly TAreaPoint[];
  selectedId?: number | null;
  onPointClick?: (id: number) => void;
}

/**
 * A screen radius that stays `radius_m` metres on the ground: the pixels at zoom 0, doubled
 * for every zoom level (exact at each point's own latitude, which is all a circle needs).
 */
const radiusInMetres: ExpressionSpecification = [
  'interpolate',
  ['exponential', 2],
  ['zoom'],
  0,
  ['get', 'r0'],
  24,
  ['*', ['get', 'r0'], 2 ** 24],
];

const isSelected = (id: number | null | undefined): ExpressionSpecification => [
  '==',
  ['get', 'id'],
  id ?? -1,
];

/** Map points as translucent circles of their radius with a dot at the centre. */
export function AreaLayer({ id, points, selectedId, onPointClick }: TAreaLayerProps) {
  const map = useMap();
  const area = `${id}-area`;
  const centre = `${id}-centre`;
  const source = useGeoJsonLayers({
    sourceId: id,
    source: { type: 'geojson', data: areaFeatureCollection(points) },
    layers: [
      {
        id: area,
        type: 'circle',
        source: id,
        paint: {
          'circle-radius': radiusInMetres,
          'circle-color': ['get', 'color'],
          'circle-opacity': 0.14,
          'circle-stroke-color': ['get', 'color'],
          'circle-stroke-width': 1.5,
          'circle-stroke-opacity': 0.8,
          'circle-pitch-alignment': 'map',
        },
      },
      {
        id: centre,
        type: 'circle',
        source: id,
        paint: {
          'circle-radius': 5,
          'circle-color': ['get', 'color'],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.5,
        },
      },
    ],
  });

  useEffect(() => {
    if (source) void source.setData(areaFeatureCollection(points));
  }, [source, points]);

  useEffect(() => {
    if (!source) return;
    map.setPaintProperty(area, 'circle-stroke-width', ['case', isSelected(selectedId), 3, 1.5]);
    map.setPaintProperty(centre, 'circle-radius', ['case', isSelected(selectedId), 7, 5]);
  }, [map, source, area, centre, selectedId]);

  const click = (event: { features?: { properties: unknown }[] }) => {
    const pointId = (event.features?.[0]?.properties as { id?: unknown } | undefined)?.id;
    if (typeof pointId === 'number') onPointClick?.(pointId);
  };
  useLayerEvent('click', centre, click);
  useLayerEvent('click', area, click);
  usePointerCursor(onPointClick ? [area, centre] : []);
  return null;
}
