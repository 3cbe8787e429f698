import { useMemo } from 'react';
import type { StyleSpecification } from 'maplibre-gl';
import { useClientConfig } from '@/lib/client-config';
import { resolveMapStyle } from './map-style';

/**
 * The style every map of this install uses: `map_style_url` of GET /api/config, or the
 * OpenStreetMap raster style. `null` while the config loads, so no map is built twice;
 * a config that fails to load falls back to OpenStreetMap.
 */
export function useMapStyle(): string | StyleSpecification | null {
  const { config, isPending } = useClientConfig();
  const url = config.map_style_url;
  return useMemo(() => (isPending ? null : resolveMapStyle(url)), [isPending, url]);
}
