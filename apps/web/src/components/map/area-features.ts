import type { FeatureCollection, Point } from 'geojson';
/** A map point drawn as a circle of `radius_m` metres around its centre. */
export interface TAreaPoint {
  id: number;
  lat: number;
  lon: number;
  radius_m: number;
  color: string;
}

/** The colour of the map points a report's route passed by. */
export const VISITED_MARKER_COLOR = '#6a1b9a';

/** Map points (markers) as areas, coloured by `colorOf` (by type, or one colour for all). */
export function markerAreas<T extends Omit<TAreaPoint, 'color'>>(
  markers: readonly T[],
  colorOf: (marker: T) => string,
): TAreaPoint[] {
  return markers.map((marker) => ({
    id: marker.id,
    lat: marker.lat,
    lon: marker.lon,
    radius_m: marker.radius_m,
    color: colorOf(marker),
  }));
}

export interface TAreaProperties {
  id: number;
  color: string;
  /** The radius in screen pixels at zoom 0; the layer doubles it per zoom level. */
  r0: number;
}

/** Metres per pixel at zoom 0 on the equator: MapLibre's world is 512 px wide there. */
export const METRES_PER_PIXEL_Z0 = 40_075_016.686 / 512;

/** Pixels at zoom 0 for a radius in metres at a latitude (Web Mercator stretches by 1/cos). */
export function radiusPixelsAtZoom0(radiusM: number, lat: number): number {
  const cos = Math.cos((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return radiusM / (METRES_PER_PIXEL_Z0 * cos);
}

export function areaFeatureCollection(
  points: readonly TAreaPoint[],
): FeatureCollection<Point, TAreaProperties> {
  return {
    type: 'FeatureCollection',
    features: points.map((point) => ({
      type: 'Feature',
      id: point.id,
      geometry: { type: 'Point', coordinates: [point.lon, point.lat] },
      properties: {
        id: point.id,
        color: point.color,
        r0: radiusPixelsAtZoom0(point.radius_m, point.lat),
      },
    })),
  };
}
