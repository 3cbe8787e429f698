import { createContext, useContext } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { TMaplibre } from './maplibre';

export interface TMapContext {
  map: MapLibreMap;
  /** The loaded library, for layers that need its classes (markers, popups). */
  maplibre: TMaplibre;
}

export const MapContext = createContext<TMapContext | null>(null);

function useMapContext(): TMapContext {
  const context = useContext(MapContext);
  if (!context) throw new Error('Map layers must be used inside <MapView>');
  return context;
}

/**
 * The map a layer component sits on; layers render once its style has loaded (those given
 * as MapView's `beforeStyle`, as soon as the map exists).
 */
export function useMap(): MapLibreMap {
  return useMapContext().map;
}

export function useMaplibre(): TMaplibre {
  return useMapContext().maplibre;
}
