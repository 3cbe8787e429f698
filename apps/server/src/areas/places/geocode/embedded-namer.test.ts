import { describe, expect, it } from 'vitest';
import { addressCell } from './address-cell.js';
import { embeddedName, placeNamer, placeText } from './embedded-namer.js';
import { mapPointFinder } from './map-point-finder.js';
import { placeAliases, provinceNow } from './vn-admin-units.js';
import { readVnPlaces } from './vn-places.js';
import { VN_OLD_PROVINCES } from './vn-provinces.js';

const places = placeNamer(readVnPlaces());
/** A position `metres` north of (lat, lon). */
const north = (lat: number, lon: number, metres: number) => ({
  lat: lat + (metres / 6_371_008.8) * (180 / Math.PI),
  lon,
});

describe('embedded addresses', () => {
  const depot = { name: 'Kho Bình Dương', lat: 10.98, lon: 106.65, radius_m: 100 };
  const port = { name: 'Cảng Cát Lái', lat: 10.76, lon: 106.79, radius_m: 2500 };
  const points = mapPointFinder([depot, port]);
  const name = (lat: number, lon: number, language: 'vi' | 'en' = 'vi') =>
    embeddedName(points, places, lat, lon, language);

  it('names the centre of Hà Nội and of Thành phố Hồ Chí Minh after the city', () => {
    expect(name(21.0285, 105.8542)).toEqual({
      address: 'gần phường Hoàn Kiếm, Hà Nội',
      source: 'places',
    });
    expect(name(21.0285, 105.8542, 'en').address).toBe('near Hoàn Kiếm ward, Hanoi');
    // The former district as it was written (not "Quận Một"), never a ward of its number.
    expect(name(10.7769, 106.7009).address).toBe('gần Quận 1, Thành phố Hồ Chí Minh');
    expect(name(10.7769, 106.7009, 'en').address).toBe('near Quận 1, Ho Chi Minh City');
  });

  it('says places in merged provinces in the province of today (Resolution 202/2025/QH15)', () => {
    // The places alone: no map point of a company speaks first.
    const province = (lat: number, lon: number, language: 'vi' | 'en' = 'vi') =>
      places(lat, lon, language).address.split(', ').at(-1);
    // Thành phố Hải Dương, Thủ Dầu Một (Bình Dương), Tam Kỳ (Quảng Nam), Hà Giang.
    expect(province(20.94, 106.33)).toBe('Hải Phòng');
    expect(province(20.94, 106.33, 'en')).toBe('Hai Phong');
    expect(province(10.98, 106.65)).toBe('Thành phố Hồ Chí Minh');
    expect(province(15.57, 108.47)).toBe('Đà Nẵng');
    expect(province(22.82, 104.98)).toBe('Tuyên Quang');
    // A former town is said as the commune or ward it went into.
    expect(places(20.94, 106.33, 'vi').address).toBe('gần phường Hải Dương, Hải Phòng');
    expect(places(10.98, 106.65, 'vi').address).toBe(
      'gần phường Thủ Dầu Một, Thành phố Hồ Chí Minh',
    );
    // No place is said in a former province.
    const former = new Set([
      'Hải Dương',
      'Bình Dương',
      'Quảng Nam',
      'Hà Giang',
      'Bà Rịa - Vũng Tàu',
    ]);
    for (const place of readVnPlaces()) {
      const said = placeText(place, 'vi').split(', ').at(-1)!;
      expect(former.has(said), `${place.vi}: ${said}`).toBe(false);
    }
  });

  it('names a point 200 m from a map point after it, with the distance', () => {
    const at = north(depot.lat, depot.lon, 200);
    expect(name(at.lat, at.lon)).toEqual({ address: 'Kho Bình Dương, 200 m', source: 'map_point' });
    // Inside its circle the point's name is enough.
    const inside = north(depot.lat, depot.lon, 60);
    expect(name(inside.lat, inside.lon).address).toBe('Kho Bình Dương');
    // Past 500 m the nearest populated place speaks.
    const far = north(depot.lat, depot.lon, 650);
    expect(name(far.lat, far.lon)).toMatchObject({ source: 'places' });
  });

  it('finds a large map point from anywhere in its circle', () => {
    expect(name(10.775, 106.79).address).toBe('Cảng Cát Lái');
  });

  it('says the commune or ward and its province, and a city named as its province once', () => {
    expect(name(20.98, 105.99).address).toBe('gần xã Như Quỳnh, Hưng Yên');
    expect(name(20.98, 105.99, 'en').address).toBe('near Như Quỳnh commune, Hưng Yên');
    expect(name(10.35, 107.08).address).toBe('gần phường Vũng Tàu, Thành phố Hồ Chí Minh');
    expect(name(16.46, 107.59).address).toBe('gần Huế');
  });

  it('falls back to the coordinates far from every place of Vietnam', () => {
    expect(name(0, 0)).toEqual({ address: '0.00000, 0.00000', source: 'coordinates' });
  });

  it('reads places in each of the 34 provinces of today, each former province mapped', () => {
    const read = readVnPlaces();
    expect(Object.keys(VN_OLD_PROVINCES)).toHaveLength(63);
    const today = Object.values(VN_OLD_PROVINCES).map((old) => provinceNow(old));
    expect(today.every(Boolean)).toBe(true);
    expect(new Set(today).size).toBe(34);
    expect(new Set(read.map((p) => p.province)).size).toBe(34);
    expect(read.some((p) => p.vi.includes('Ð'))).toBe(false);
  });

  it('keeps former province names as aliases for search', () => {
    expect(placeAliases('Hải Dương')).toEqual(['Hải Phòng']);
    expect(placeAliases('tỉnh Bình Dương')).toEqual(
      expect.arrayContaining(['Bình Dương', 'Thành phố Hồ Chí Minh']),
    );
    expect(placeAliases('Đà Nẵng').sort()).toEqual(['Quảng Nam']);
    expect(placeAliases('Tuyên Quang').sort()).toEqual(['Hà Giang']);
    expect(placeAliases('Kho Tân Bình')).toEqual([]);
  });
});

describe('address cells', () => {
  it('puts positions a few metres apart in one cell of about 50 m, asked at its centre', () => {
    const a = addressCell(21.02851, 105.85421);
    expect(addressCell(21.02853, 105.85424).key).toBe(a.key);
    expect(Math.abs(a.lat - 21.02851)).toBeLessThan(0.00025);
    const next = addressCell(21.02851 + 0.0006, 105.85421);
    expect(next.key).not.toBe(a.key);
  });
});
