// Bundled, the library cannot find its worker next to itself: point it at the emitted file.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

export type TMaplibre = typeof import('maplibre-gl');

let loading: Promise<TMaplibre> | null = null;

/**
 * MapLibre GL, loaded on first use: the library is about 1 MB, so it is its own chunk that
 * only map screens download. A failed download may be tried again.
 */
export function loadMaplibre(): Promise<TMaplibre> {
  loading ??= import('maplibre-gl').then(
    (maplibre) => {
      maplibre.setWorkerUrl(workerUrl);
      return maplibre;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
