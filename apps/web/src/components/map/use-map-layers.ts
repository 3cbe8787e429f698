import { useEffect, useRef, useState } from 'react';
import type {
  AddLayerObject,
  GeoJSONSource,
  GeoJSONSourceSpecification,
  Map as MapLibreMap,
  MapLayerMouseEvent,
} from 'maplibre-gl';
import { useMap } from './map-context';

export interface TGeoJsonLayers {
  sourceId: string;
  /** The source as first added; later data goes through `setData` on the returned source. */
  source: GeoJSONSourceSpecification;
  layers: AddLayerObject[];
  /** Runs before the layers are added, e.g. to register the images they use. */
  prepare?: (map: MapLibreMap) => void;
}

/**
 * Adds a GeoJSON source and its layers while the calling component is mounted and removes
 * them after. The spec is read once per source id: change data with `setData`, filters
 * and paint with the map's setters.
 */
export function useGeoJsonLayers(spec: TGeoJsonLayers): GeoJSONSource | null {
  const map = useMap();
  const latest = useRef(spec);
  latest.current = spec;
  const [source, setSource] = useState<GeoJSONSource | null>(null);

  useEffect(() => {
    const { sourceId, source: definition, layers, prepare } = latest.current;
    prepare?.(map);
    map.addSource(sourceId, definition);
    for (const layer of layers) map.addLayer(layer);
    setSource(map.getSource<GeoJSONSource>(sourceId) ?? null);
    return () => {
      setSource(null);
      for (const layer of [...layers].reverse()) {
        if (map.getLayer(layer.id)) map.removeLayer(layer.id);
      }
      if (map.getSource(sourceId)) map.removeSource(sourceId);
    };
  }, [map, spec.sourceId]);

  return source;
}

type TLayerMouseEvent = 'click' | 'mouseenter' | 'mouseleave' | 'mousemove';

/** A mouse handler on one layer; the latest handler is used without re-registering. */
export function useLayerEvent(
  type: TLayerMouseEvent,
  layerId: string,
  handler: (event: MapLayerMouseEvent) => void,
): void {
  const map = useMap();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (event: MapLayerMouseEvent) => latest.current(event);
    map.on(type, layerId, listener);
    return () => {
      map.off(type, layerId, listener);
    };
  }, [map, type, layerId]);
}

/** A pointer cursor over the given layers, so people see what can be clicked. */
export function usePointerCursor(layerIds: readonly string[]): void {
  const map = useMap();
  const key = layerIds.join('|');
  useEffect(() => {
    if (!key) return;
    const canvas = map.getCanvas();
    const enter = () => (canvas.style.cursor = 'pointer');
    const leave = () => (canvas.style.cursor = '');
    const ids = key.split('|');
    for (const id of ids) {
      map.on('mouseenter', id, enter);
      map.on('mouseleave', id, leave);
    }
    return () => {
      for (const id of ids) {
        map.off('mouseenter', id, enter);
        map.off('mouseleave', id, leave);
      }
    };
  }, [map, key]);
}
