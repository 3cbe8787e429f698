import type { Feature, FeatureCollection, Point } from 'geojson';
import type { TTruckStatus } from '@fleet/contracts';

/** What the truck layer needs of a truck; the live store's trucks are such points. */
export interface TTruckPoint {
  id: number;
  lat: number | null;
  lon: number | null;
  course: number | null;
  status: TTruckStatus;
  /** Shown as the truck's label at street zoom (`51D-123.45`). */
  plate_display?: string;
}

/** Anything that holds trucks and says when they change (the live store, a replay). */
export interface TTruckFeed {
  values(): Iterable<TTruckPoint>;
  subscribe(listener: () => void): () => void;
}

export interface TTruckProperties {
  id: number;
  status: TTruckStatus;
  /** Present only when the heading is known; without it the icon is a dot, not an arrow. */
  course?: number;
  /** The label drawn under the icon at street zoom. */
  plate?: string;
}

/** Colours of the truck statuses, shared by the map icons, chips and legends. */
export const TRUCK_STATUS_COLORS: Record<TTruckStatus, string> = {
  moving: '#2e7d32',
  stopped: '#1565c0',
  idle: '#f29d0b',
  offline: '#757575',
};

function truckFeature(truck: TTruckPoint & { lat: number; lon: number }) {
  const properties: TTruckProperties = { id: truck.id, status: truck.status };
  if (truck.course !== null) properties.course = truck.course;
  if (truck.plate_display) properties.plate = truck.plate_display;
  const feature: Feature<Point, TTruckProperties> = {
    type: 'Feature',
    id: truck.id,
    geometry: { type: 'Point', coordinates: [truck.lon, truck.lat] },
    properties,
  };
  return feature;
}

/** What the truck source holds for each truck, to tell what changed since. */
export type TShownTrucks = Map<
  number,
  Pick<TTruckPoint, 'lat' | 'lon' | 'course' | 'status' | 'plate_display'>
>;

/** Statuses to draw; none listed means every status (the status chips' "all"). */
export const statusShown = (statuses: readonly TTruckStatus[], status: TTruckStatus) =>
  statuses.length === 0 || statuses.includes(status);

/** West, south, east, north in degrees. */
export type TViewBox = readonly [number, number, number, number];

const inBox = ([west, south, east, north]: TViewBox, lat: number | null, lon: number | null) =>
  lat !== null && lon !== null && lat >= south && lat <= north && lon >= west && lon <= east;

/**
 * The changes to send to the truck source (`updateData`): trucks that appeared or moved,
 * turned or changed status, and trucks gone, without a position or filtered out by
 * `statuses`. `shown` is updated to what was sent. Sending only these keeps 5,000 trucks
 * cheap to redraw several times a second.
 *
 * With `box` (the area around the view), a drawn truck that changed but is outside it,
 * before and after, is left as the source has it and counted in `deferred`: a redraw of the
 * map then costs what the trucks in view cost, not what the fleet does. The next diff with
 * a box that holds it (after the map moved) or without a box sends it. A truck not drawn
 * yet is always sent.
 */
export function truckSourceDiff(
  shown: TShownTrucks,
  trucks: Iterable<TTruckPoint>,
  statuses: readonly TTruckStatus[] = [],
  box?: TViewBox,
): { add: Feature<Point, TTruckProperties>[]; remove: number[]; deferred: number } {
  const add: Feature<Point, TTruckProperties>[] = [];
  const seen = new Set<number>();
  let deferred = 0;
  for (const truck of trucks) {
    const { id, lat, lon, course, status, plate_display } = truck;
    if (lat === null || lon === null || !statusShown(statuses, status)) continue;
    seen.add(id);
    const before = shown.get(id);
    if (
      before &&
      before.lat === lat &&
      before.lon === lon &&
      before.course === course &&
      before.status === status &&
      before.plate_display === plate_display
    ) {
      continue;
    }
    if (box && before && !inBox(box, lat, lon) && !inBox(box, before.lat, before.lon)) {
      deferred++;
      continue;
    }
    shown.set(id, { lat, lon, course, status, plate_display });
    add.push(truckFeature({ ...truck, lat, lon }));
  }
  const remove: number[] = [];
  for (const id of shown.keys()) {
    if (seen.has(id)) continue;
    remove.push(id);
    shown.delete(id);
  }
  return { add, remove, deferred };
}

/** The GeoJSON the truck source shows: one point per truck with a known position. */
export function truckFeatureCollection(
  trucks: Iterable<TTruckPoint>,
): FeatureCollection<Point, TTruckProperties> {
  const features: Feature<Point, TTruckProperties>[] = [];
  for (const truck of trucks) {
    const { lat, lon } = truck;
    if (lat !== null && lon !== null) features.push(truckFeature({ ...truck, lat, lon }));
  }
  return { type: 'FeatureCollection', features };
}

export type TBounds = [[number, number], [number, number]];

/** West-south and east-north corners around the given positions, or null for none. */
export function boundsOf(
  points: Iterable<{ lat: number | null; lon: number | null }>,
): TBounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { lat, lon } of points) {
    if (lat === null || lon === null) continue;
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  if (west === Infinity) return null;
  return [
    [west, south],
    [east, north],
  ];
}
