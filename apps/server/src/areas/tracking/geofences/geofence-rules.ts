import { markersContaining, type MarkerArea } from '../../places/index.js';

/** A truck leaves a point only beyond this share of its radius, so GPS jitter at the edge is not a stream of events. */
export const EXIT_RADIUS_FACTOR = 1.1;

export interface GeofenceMarker extends MarkerArea {
  id: number;
}

export interface GeofenceFix {
  time: Date;
  lat: number;
  lon: number;
}

export interface GeofenceEvent {
  markerId: number;
  kind: 'enter' | 'exit';
  at: Date;
  lat: number;
  lon: number;
}

/**
 * Walks one truck's fixes in time order from the points it is inside, and answers the enter
 * and exit events and the points it is inside afterwards.
 */
export function judgeFixes(
  markers: readonly GeofenceMarker[],
  insideBefore: readonly number[],
  fixes: readonly GeofenceFix[],
): { events: GeofenceEvent[]; inside: number[] } {
  const known = new Set(markers.map((m) => m.id));
  // Points deleted since are forgotten without an exit.
  let inside = new Set(insideBefore.filter((id) => known.has(id)));
  const wide = markers.map((m) => ({ ...m, radius_m: m.radius_m * EXIT_RADIUS_FACTOR }));
  const events: GeofenceEvent[] = [];
  for (const fix of fixes) {
    const entered = new Set(markersContaining(markers, fix.lat, fix.lon).map((m) => m.id));
    const near = new Set(markersContaining(wide, fix.lat, fix.lon).map((m) => m.id));
    const at = { at: fix.time, lat: fix.lat, lon: fix.lon };
    for (const id of inside) if (!near.has(id)) events.push({ markerId: id, kind: 'exit', ...at });
    for (const id of entered)
      if (!inside.has(id)) events.push({ markerId: id, kind: 'enter', ...at });
    inside = new Set([...[...inside].filter((id) => near.has(id)), ...entered]);
  }
  return { events, inside: [...inside] };
}
