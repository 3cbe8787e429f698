import type { StyleSpecification } from 'maplibre-gl';

/**
 * The default map when no style URL is configured: OpenStreetMap's standard raster tiles.
 * No glyphs or sprites, so every layer of this app must draw without text.
 */
export const OSM_RASTER_STYLE: StyleSpecification = {
  version: 8,
  sources: {
    osm: {
      type: 'raster',
      tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
      tileSize: 256,
      maxzoom: 19,
      attribution:
        '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a> contributors',
    },
  },
  layers: [{ id: 'osm', type: 'raster', source: 'osm' }],
};

/** The configured style URL (`MAP_STYLE_URL`, relative to this site or absolute), else OSM. */
export function resolveMapStyle(
  url: string | null | undefined,
  base: string = window.location.href,
): string | StyleSpecification {
  const trimmed = url?.trim();
  if (!trimmed) return OSM_RASTER_STYLE;
  // MapLibre resolves a style's own relative URLs against the style URL: make it absolute.
  return new URL(trimmed, base).href;
}

/** All of Việt Nam: the view before any truck or point is known. */
export const DEFAULT_VIEW = { center: [106.3, 16.2] as [number, number], zoom: 4.6 };
