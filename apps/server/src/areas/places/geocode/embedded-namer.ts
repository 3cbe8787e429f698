import type { TAddressSource, TLanguage } from '@fleet/contracts';
import { gridIndex } from './grid-index.js';
import type { MapPointFinder, MapPointMatch } from './map-point-finder.js';
import type { VnPlace } from './vn-places.js';
import { vnProvince } from './vn-admin-units.js';

export interface NamedPosition {
  address: string;
  source: TAddressSource;
}

/** Beyond this from every place of Vietnam (the sea, a neighbouring country) no place is named. */
export const PLACE_REACH_M = 60_000;
/** Places of 1,000 people lie about 20 km apart; cells of about 28 km keep rings small. */
const PLACE_CELL_DEG = 0.25;

const NEAR: Record<TLanguage, string> = { vi: 'gần', en: 'near' };

export const coordinatesText = (lat: number, lon: number) => `${lat.toFixed(5)}, ${lon.toFixed(5)}`;

/** "Kho Bình Dương" inside its circle, else "Kho Bình Dương, 300 m" (to 10 m). */
export const mapPointText = ({ point, metres, inside }: MapPointMatch) =>
  inside ? point.name : `${point.name}, ${Math.round(metres / 10) * 10} m`;

/**
 * "gần xã Như Quỳnh, Hưng Yên": the commune or ward and the province of today (two levels);
 * a place named as its province ("gần Hà Nội") is said once.
 */
export function placeText(place: VnPlace, language: TLanguage): string {
  const name = place[language];
  const found = vnProvince(place.province);
  const province = found?.[language] ?? '';
  const same = found?.vi === place.vi;
  return `${NEAR[language]} ${!province || same ? name : `${name}, ${province}`}`;
}

/** The nearest place of Vietnam, from an index built once over the GeoNames extract. */
export function placeNamer(places: readonly VnPlace[]) {
  const index = gridIndex(places, PLACE_CELL_DEG);
  return (lat: number, lon: number, language: TLanguage): NamedPosition => {
    const found = index.nearest(lat, lon, PLACE_REACH_M);
    return found
      ? { address: placeText(found.point, language), source: 'places' }
      : { address: coordinatesText(lat, lon), source: 'coordinates' };
  };
}

export type PlaceNamer = ReturnType<typeof placeNamer>;

/** The answer with no network: a map point of the company, else the nearest place. */
export function embeddedName(
  mapPoints: MapPointFinder,
  places: PlaceNamer,
  lat: number,
  lon: number,
  language: TLanguage,
): NamedPosition {
  const match = mapPoints.find(lat, lon);
  return match ? { address: mapPointText(match), source: 'map_point' } : places(lat, lon, language);
}
