import type { Feature, FeatureCollection, LineString, Point, Position } from 'geojson';

/** One fix of a drawn route: where it is, and the colour of the stretch to the next fix. */
export interface TRoutePathPoint {
  lat: number;
  lon: number;
  color: string;
}

export type TRouteProperties = { kind: 'line'; color: string } | { kind: 'start' | 'end' };

/**
 * A route as few lines as its colours allow: consecutive stretches of one colour form one
 * line, so a day of fixes stays a handful of features. The first and last fix are points.
 */
export function routeFeatureCollection(
  path: readonly TRoutePathPoint[],
): FeatureCollection<LineString | Point, TRouteProperties> {
  const features: Feature<LineString | Point, TRouteProperties>[] = [];
  const first = path[0];
  const last = path[path.length - 1];
  let run: Position[] = [];
  let runColor = '';
  const close = () => {
    if (run.length > 1) {
      features.push({
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: run },
        properties: { kind: 'line', color: runColor },
      });
    }
  };
  for (let i = 0; i + 1 < path.length; i += 1) {
    const from = path[i]!;
    const to = path[i + 1]!;
    if (from.color !== runColor) {
      close();
      run = [[from.lon, from.lat]];
      runColor = from.color;
    }
    run.push([to.lon, to.lat]);
  }
  close();
  const endPoint = (kind: 'start' | 'end', at: TRoutePathPoint) =>
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [at.lon, at.lat] },
      properties: { kind },
    });
  if (first) endPoint('start', first);
  if (last && path.length > 1) endPoint('end', last);
  return { type: 'FeatureCollection', features };
}

/** A stop on a route: where, and whether the engine ran (idle) or was off (stopped). */
export interface TRouteStopPoint {
  id: number;
  lat: number;
  lon: number;
  idle: boolean;
}

export function stopFeatureCollection(
  stops: readonly TRouteStopPoint[],
): FeatureCollection<Point, { id: number; idle: boolean }> {
  return {
    type: 'FeatureCollection',
    features: stops.map((stop) => ({
      type: 'Feature',
      id: stop.id,
      geometry: { type: 'Point', coordinates: [stop.lon, stop.lat] },
      properties: { id: stop.id, idle: stop.idle },
    })),
  };
}
