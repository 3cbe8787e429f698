/** A map point as the place lookup needs it. */
export interface PlacePoint {
  name: string;
  lat: number;
  lon: number;
  radius_m: number;
}

const EARTH_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;
/** Grid cell of about 1.1 km; a point is filed in every cell its radius reaches. */
const CELL_DEG = 0.01;

export function metresBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const coordinateText = (lat: number, lon: number) => `${lat.toFixed(5)}, ${lon.toFixed(5)}`;

/**
 * Names a position as the reports do: the nearest map point whose radius covers it, else the
 * coordinates. Reports name thousands of rows, so points are filed in a coarse grid once.
 */
export function placeFinder(points: readonly PlacePoint[]) {
  const cells = new Map<string, PlacePoint[]>();
  const key = (i: number, j: number) => `${i}:${j}`;
  for (const p of points) {
    const spanLat = p.radius_m / 111_320;
    const spanLon = spanLat / Math.max(0.01, Math.cos(rad(p.lat)));
    for (
      let i = Math.floor((p.lat - spanLat) / CELL_DEG);
      i <= Math.floor((p.lat + spanLat) / CELL_DEG);
      i++
    )
      for (
        let j = Math.floor((p.lon - spanLon) / CELL_DEG);
        j <= Math.floor((p.lon + spanLon) / CELL_DEG);
        j++
      ) {
        const list = cells.get(key(i, j));
        if (list) list.push(p);
        else cells.set(key(i, j), [p]);
      }
  }
  return {
    name(lat: number, lon: number): string {
      const near = cells.get(key(Math.floor(lat / CELL_DEG), Math.floor(lon / CELL_DEG))) ?? [];
      let best: { name: string; d: number } | null = null;
      for (const p of near) {
        const d = metresBetween(lat, lon, p.lat, p.lon);
        if (d <= p.radius_m && (!best || d < best.d)) best = { name: p.name, d };
      }
      return best?.name ?? coordinateText(lat, lon);
    },
  };
}

export type PlaceFinder = ReturnType<typeof placeFinder>;
