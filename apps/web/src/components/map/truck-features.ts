import type { TContinuousDrivingState, TTruckStatus } from '@fleet/contracts';

/** What the truck layer needs of a truck; the live store's trucks are such points. */
export interface TTruckPoint {
  id: number;
  lat: number | null;
  lon: number | null;
  course: number | null;
  status: TTruckStatus;
  /** Shown as the truck's label under its icon (`51D-123.45`). */
  plate_display?: string;
  /** Where the driver's continuous driving stands (the server's word; live trucks have it). */
  continuous_driving?: TContinuousDrivingState;
}

/** Anything that holds trucks and says when they change (the live store, a replay). */
export interface TTruckFeed {
  values(): Iterable<TTruckPoint>;
  subscribe(listener: () => void): () => void;
}

/** Colours of the truck statuses, shared by the map icons, chips and legends. */
export const TRUCK_STATUS_COLORS: Record<TTruckStatus, string> = {
  moving: '#2e7d32',
  stopped: '#1565c0',
  idle: '#f29d0b',
  offline: '#757575',
};

/** The ring round a truck whose driver is near (amber) or over (red) the continuous limit. */
export const CONTINUOUS_DRIVING_COLORS = { near: '#ed6c02', over: '#d32f2f' } as const;
export type TDrivingMark = keyof typeof CONTINUOUS_DRIVING_COLORS;

/** Statuses to draw; none listed means every status (the status chips' "all"). */
export const statusShown = (statuses: readonly TTruckStatus[], status: TTruckStatus) =>
  statuses.length === 0 || statuses.includes(status);

/** A truck the map draws: a known position, shown by the status filter. */
export interface TOverlayTruck {
  id: number;
  lon: number;
  lat: number;
  course: number | null;
  status: TTruckStatus;
  plate?: string;
  /** Near or over the continuous-driving limit: ringed. */
  driving?: TDrivingMark;
}

/** The trucks that have a position and pass the status filter, as the map draws them. */
export function overlayTrucks(
  trucks: Iterable<TTruckPoint>,
  statuses: readonly TTruckStatus[],
): TOverlayTruck[] {
  const shown: TOverlayTruck[] = [];
  for (const { id, lat, lon, course, status, plate_display, continuous_driving } of trucks) {
    if (lat === null || lon === null || !statusShown(statuses, status)) continue;
    shown.push({
      id,
      lat,
      lon,
      course,
      status,
      ...(plate_display ? { plate: plate_display } : {}),
      ...(continuous_driving && continuous_driving !== 'ok' ? { driving: continuous_driving } : {}),
    });
  }
  return shown;
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
