/** Pure geometry of map points: no database, so the tracking pipeline can call it per position. */

export interface LatLon {
  lat: number;
  lon: number;
}

export interface MarkerArea extends LatLon {
  radius_m: number;
}

/** Mean Earth radius (IUGG); the haversine error is well under 0.5 % at point-radius scale. */
const EARTH_RADIUS_M = 6_371_008.8;
const METERS_PER_DEGREE_LAT = (Math.PI / 180) * EARTH_RADIUS_M;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The points whose circle (centre, radius_m; border included) holds the position.
 * A cheap latitude band rules most points out before the trigonometry.
 */
export function markersContaining<T extends MarkerArea>(
  markers: readonly T[],
  lat: number,
  lon: number,
): T[] {
  const position = { lat, lon };
  return markers.filter((marker) => {
    if (Math.abs(marker.lat - lat) * METERS_PER_DEGREE_LAT > marker.radius_m) return false;
    return distanceMeters(marker, position) <= marker.radius_m;
  });
}
