import { companyCalendar, segmentFixes, type TMotionSettings } from '@fleet/contracts';
import { distanceMeters, markersContaining, type MarkerArea } from '../../places/index.js';
import { segmenterFix, type RouteFix } from '../../tracking/index.js';

/** Days do not matter to a sum over the whole range. */
const UTC_DAYS = companyCalendar('UTC');

/**
 * Time driven, by the one motion model: the driving segments the segmenter folds the fixes
 * into (set-offs, arrivals and halts shorter than a stop count; stops, and legs longer than
 * the session break, do not), as the engine stores them.
 */
export function drivingSeconds(fixes: readonly RouteFix[], s: TMotionSettings): number {
  let ms = 0;
  for (const record of segmentFixes(fixes.map(segmenterFix), s, UTC_DAYS))
    if (record.kind === 'driving') ms += record.end - record.start;
  return Math.round(ms / 1000);
}

export interface NamedArea extends MarkerArea {
  id: number;
  name: string;
}

/** The nearest map point whose circle holds the position, or null. */
export function placeOf<T extends NamedArea>(
  markers: readonly T[],
  lat: number,
  lon: number,
): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const marker of markersContaining(markers, lat, lon)) {
    const distance = distanceMeters(marker, { lat, lon });
    if (distance < bestDistance) [best, bestDistance] = [marker, distance];
  }
  return best;
}

/** A place as coordinates when no map point holds it (about 10 cm precision). */
export const coordinatesText = (lat: number, lon: number) => `${lat.toFixed(6)}, ${lon.toFixed(6)}`;

/**
 * Map points the route passed through, in the order first reached. A bounding box of the
 * route rules most points out before walking the fixes.
 */
export function markersAlong<T extends MarkerArea & { id: number }>(
  markers: readonly T[],
  points: readonly { lat: number; lon: number }[],
): T[] {
  if (points.length === 0) return [];
  let [south, north, west, east] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const p of points) {
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
    west = Math.min(west, p.lon);
    east = Math.max(east, p.lon);
  }
  // One degree of latitude is about 111 km; longitude shrinks with the cosine, so the same
  // margin in degrees is generous enough near Vietnam's latitudes (8–23°).
  const near = markers.filter((m) => {
    const margin = m.radius_m / 100_000;
    return (
      m.lat >= south - margin &&
      m.lat <= north + margin &&
      m.lon >= west - margin &&
      m.lon <= east + margin
    );
  });
  const reached = new Map<number, { marker: T; index: number }>();
  for (const marker of near) {
    const index = points.findIndex((p) => distanceMeters(marker, p) <= marker.radius_m);
    if (index >= 0) reached.set(marker.id, { marker, index });
  }
  return [...reached.values()].sort((a, b) => a.index - b.index).map((r) => r.marker);
}
