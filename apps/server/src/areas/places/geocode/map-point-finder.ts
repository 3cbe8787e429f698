import { distanceMeters } from '../markers/marker-geometry.js';
import { gridIndex } from './grid-index.js';

/** A map point of the company as an address needs it. */
export interface MapPoint {
  name: string;
  lat: number;
  lon: number;
  radius_m: number;
}

/** How far from a map point a position is still named after it ("Kho Bình Dương, 300 m"). */
export const MAP_POINT_REACH_M = 500;
/** Grid of about 1.1 km: a position is looked up in its own cell only. */
const CELL_DEG = 0.01;

export interface MapPointMatch {
  point: MapPoint;
  metres: number;
  /** Inside the point's own circle. */
  inside: boolean;
}

/**
 * The map point a position belongs to: the nearest whose circle holds it, else the nearest
 * within 500 m. Circles are filed in every grid cell they reach, so a large point (a port of
 * 2.5 km) is found from anywhere inside it.
 */
export function mapPointFinder(points: readonly MapPoint[]) {
  const cells = new Map<string, MapPoint[]>();
  const key = (i: number, j: number) => `${i}:${j}`;
  for (const p of points) {
    const spanLat = p.radius_m / 111_000;
    const spanLon = spanLat / Math.max(0.01, Math.cos((p.lat * Math.PI) / 180));
    const [i0, i1] = [
      Math.floor((p.lat - spanLat) / CELL_DEG),
      Math.floor((p.lat + spanLat) / CELL_DEG),
    ];
    const [j0, j1] = [
      Math.floor((p.lon - spanLon) / CELL_DEG),
      Math.floor((p.lon + spanLon) / CELL_DEG),
    ];
    for (let i = i0; i <= i1; i++)
      for (let j = j0; j <= j1; j++) {
        const list = cells.get(key(i, j));
        if (list) list.push(p);
        else cells.set(key(i, j), [p]);
      }
  }
  const near = gridIndex(points, CELL_DEG);

  return {
    find(lat: number, lon: number): MapPointMatch | null {
      let best: MapPointMatch | null = null;
      const here = cells.get(key(Math.floor(lat / CELL_DEG), Math.floor(lon / CELL_DEG))) ?? [];
      for (const point of here) {
        const metres = distanceMeters({ lat, lon }, point);
        if (metres <= point.radius_m && (!best || metres < best.metres))
          best = { point, metres, inside: true };
      }
      if (best) return best;
      const found = near.nearest(lat, lon, MAP_POINT_REACH_M);
      return found ? { ...found, inside: found.metres <= found.point.radius_m } : null;
    },
  };
}

export type MapPointFinder = ReturnType<typeof mapPointFinder>;
