import { distanceMeters } from '../markers/marker-geometry.js';

export interface GridPoint {
  lat: number;
  lon: number;
}

/**
 * Nearest-point search over a fixed set of points: a grid of `cellDeg` squares, searched ring by
 * ring outward until no nearer point can lie in the next ring. Built once; microseconds a lookup.
 */
export function gridIndex<T extends GridPoint>(points: readonly T[], cellDeg: number) {
  const cells = new Map<number, T[]>();
  // Two 16-bit cell numbers in one integer key: latitude and longitude shifted positive.
  const key = (i: number, j: number) => (i + 32_768) * 65_536 + (j + 32_768);
  const cellOf = (deg: number) => Math.floor(deg / cellDeg);
  for (const p of points) {
    const k = key(cellOf(p.lat), cellOf(p.lon));
    const list = cells.get(k);
    if (list) list.push(p);
    else cells.set(k, [p]);
  }
  // A ring r further out is at least (r - 1) cells away in latitude, the shortest side.
  const ringMetres = cellDeg * 111_000;

  return {
    /** The nearest point within `maxMetres`, with its distance; null when there is none. */
    nearest(lat: number, lon: number, maxMetres: number): { point: T; metres: number } | null {
      if (points.length === 0) return null;
      const ci = cellOf(lat);
      const cj = cellOf(lon);
      let best: { point: T; metres: number } | null = null;
      const maxRing =
        Math.ceil(maxMetres / ringMetres / Math.max(0.2, Math.cos((lat * Math.PI) / 180))) + 1;
      for (let r = 0; r <= maxRing; r++) {
        if (best && (r - 1) * ringMetres * Math.cos((Math.abs(lat) * Math.PI) / 180) > best.metres)
          break;
        for (let i = ci - r; i <= ci + r; i++)
          for (let j = cj - r; j <= cj + r; j++) {
            if (Math.max(Math.abs(i - ci), Math.abs(j - cj)) !== r) continue;
            for (const point of cells.get(key(i, j)) ?? []) {
              const metres = distanceMeters({ lat, lon }, point);
              if (metres <= maxMetres && (!best || metres < best.metres)) best = { point, metres };
            }
          }
      }
      return best;
    },
  };
}
