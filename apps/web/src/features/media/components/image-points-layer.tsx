import { useEffect } from 'react';
import type { FeatureCollection, Point } from 'geojson';
import type { FilterSpecification } from 'maplibre-gl';
import type { TImage } from '@fleet/contracts';
import { useGeoJsonLayers, useLayerEvent, useMap, usePointerCursor } from '@/components/map';

const collection = (images: readonly TImage[]): FeatureCollection<Point, { id: number }> => ({
  type: 'FeatureCollection',
  features: images.flatMap((image) =>
    image.lat === null || image.lon === null
      ? []
      : [
          {
            type: 'Feature' as const,
            geometry: { type: 'Point' as const, coordinates: [image.lon, image.lat] },
            properties: { id: image.id },
          },
        ],
  ),
});

const selectedFilter = (id: number | null): FilterSpecification => ['==', ['get', 'id'], id ?? -1];

/** Each image as a dot where it was taken; the selected one ringed. */
export function ImagePointsLayer({
  images,
  selectedId,
  onPick,
}: {
  images: readonly TImage[];
  selectedId: number | null;
  onPick: (id: number) => void;
}) {
  const map = useMap();
  const source = useGeoJsonLayers({
    sourceId: 'images',
    source: { type: 'geojson', data: collection(images) },
    layers: [
      {
        id: 'images-dots',
        type: 'circle',
        source: 'images',
        paint: {
          'circle-radius': 7,
          'circle-color': '#6a1b9a',
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
      {
        id: 'images-selected',
        type: 'circle',
        source: 'images',
        filter: selectedFilter(selectedId),
        paint: {
          'circle-radius': 12,
          'circle-opacity': 0,
          'circle-stroke-color': '#f29d0b',
          'circle-stroke-width': 3,
        },
      },
    ],
  });
  useEffect(() => {
    if (source) void source.setData(collection(images));
  }, [source, images]);
  useEffect(() => {
    if (map.getLayer('images-selected'))
      map.setFilter('images-selected', selectedFilter(selectedId));
  }, [map, selectedId, source]);
  useLayerEvent('click', 'images-dots', (event) => {
    const id = (event.features?.[0]?.properties as { id?: unknown } | undefined)?.id;
    if (typeof id === 'number') onPick(id);
  });
  usePointerCursor(['images-dots']);
  return null;
}
