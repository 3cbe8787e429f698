/** A point of a highway polyline; a named point is a town the road passes through. */
export interface RoutePoint {
  lat: number;
  lon: number;
  town?: string;
  /** Built-up area around the town centre where trucks drive slowly. */
  townRadiusKm?: number;
}

export interface Highway {
  id: string;
  name: string;
  /** Typical height above sea level, for the altitude field of the fixes. */
  altitudeM: number;
  points: RoutePoint[];
}

export interface Placement {
  lat: number;
  lon: number;
  /** Degrees clockwise from north, in the direction of travel. */
  bearing: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

export function bearingDeg(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const y = Math.sin(rad(b.lon - a.lon)) * Math.cos(rad(b.lat));
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) -
    Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lon - a.lon));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** A highway measured once: cumulative distances make placing a truck a binary search. */
export interface MeasuredHighway extends Highway {
  lengthKm: number;
  /** Kilometre mark of each point from the first one. */
  marks: number[];
  /** Kilometre ranges of the built-up areas. */
  towns: { name: string; fromKm: number; toKm: number }[];
}

export function measure(highway: Highway): MeasuredHighway {
  const marks = [0];
  for (let i = 1; i < highway.points.length; i += 1) {
    marks.push(marks[i - 1]! + distanceKm(highway.points[i - 1]!, highway.points[i]!));
  }
  const towns = highway.points.flatMap((point, i) =>
    point.town
      ? [
          {
            name: point.town,
            fromKm: marks[i]! - (point.townRadiusKm ?? 2),
            toKm: marks[i]! + (point.townRadiusKm ?? 2),
          },
        ]
      : [],
  );
  return { ...highway, lengthKm: marks[marks.length - 1]!, marks, towns };
}

/** Where a truck `km` along the highway stands, facing forward (+1) or back (-1). */
export function placeAt(highway: MeasuredHighway, km: number, direction: 1 | -1): Placement {
  const { points, marks } = highway;
  const at = Math.min(Math.max(km, 0), highway.lengthKm);
  let low = 0;
  let high = marks.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (marks[middle]! <= at) low = middle;
    else high = middle;
  }
  const from = points[low]!;
  const to = points[high]!;
  const span = marks[high]! - marks[low]!;
  const share = span > 0 ? (at - marks[low]!) / span : 0;
  const forward = bearingDeg(from, to);
  return {
    lat: from.lat + (to.lat - from.lat) * share,
    lon: from.lon + (to.lon - from.lon) * share,
    bearing: direction === 1 ? forward : (forward + 180) % 360,
  };
}

export function townAt(highway: MeasuredHighway, km: number): string | null {
  return highway.towns.find((town) => km >= town.fromKm && km <= town.toKm)?.name ?? null;
}
