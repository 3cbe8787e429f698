import { describe, expect, it } from 'vitest';
import { addressCell } from './address-cell.js';
import { embeddedName, placeNamer } from './embedded-namer.js';
import { mapPointFinder } from './map-point-finder.js';
import { readVnPlaces } from './vn-places.js';
import { VN_PROVINCES } from './vn-provinces.js';

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

  it('names the centre of Hà Nội and of TP. Hồ Chí Minh after the city', () => {
    expect(name(21.0285, 105.8542)).toEqual({ address: 'gần Hoàn Kiếm, Hà Nội', source: 'places' });
    expect(name(21.0285, 105.8542, 'en').address).toBe('near Hoàn Kiếm, Hanoi');
    expect(name(10.7769, 106.7009).address).toMatch(/^gần .+, TP\. Hồ Chí Minh$/);
    expect(name(10.7769, 106.7009, 'en').address).toMatch(/^near .+, Ho Chi Minh City$/);
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

  it('says the place and its province, and a city named as its province once', () => {
    expect(name(20.98, 105.99).address).toBe('gần Như Quỳnh, Hưng Yên');
    expect(name(20.98, 105.99, 'en').address).toBe('near Như Quỳnh, Hưng Yên');
    expect(name(10.35, 107.08).address).toBe('gần Vũng Tàu, Bà Rịa - Vũng Tàu');
  });

  it('falls back to the coordinates far from every place of Vietnam', () => {
    expect(name(0, 0)).toEqual({ address: '0.00000, 0.00000', source: 'coordinates' });
  });

  it('reads a place for each of the 63 provinces from the GeoNames extract', () => {
    const read = readVnPlaces();
    expect(Object.keys(VN_PROVINCES)).toHaveLength(63);
    expect(new Set(read.map((p) => p.province)).size).toBe(63);
    expect(read.some((p) => p.vi.includes('Ð'))).toBe(false);
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
