import { describe, expect, it } from 'vitest';
import { distanceMeters, markersContaining } from './marker-geometry.js';

const BEN_THANH = { lat: 10.772461, lon: 106.698055 };
const HOAN_KIEM = { lat: 21.028511, lon: 105.852195 };
// The textbook haversine example: Big Ben to the Statue of Liberty is 5,574.8 km.
const BIG_BEN = { lat: 51.5007, lon: -0.1246 };
const LIBERTY = { lat: 40.6892, lon: -74.0445 };

describe('distanceMeters', () => {
  it('is zero for the same place and symmetric', () => {
    expect(distanceMeters(BEN_THANH, BEN_THANH)).toBe(0);
    expect(distanceMeters(BEN_THANH, HOAN_KIEM)).toBeCloseTo(
      distanceMeters(HOAN_KIEM, BEN_THANH),
      6,
    );
  });

  it('matches known distances', () => {
    expect(distanceMeters(BIG_BEN, LIBERTY) / 1000).toBeCloseTo(5_574.8, 0);
    // One degree of latitude is about 111.2 km everywhere.
    expect(distanceMeters({ lat: 10, lon: 106 }, { lat: 11, lon: 106 })).toBeCloseTo(111_195, -1);
    // One degree of longitude shrinks with cos(latitude): at 60° it is half of the equator's.
    const atEquator = distanceMeters({ lat: 0, lon: 0 }, { lat: 0, lon: 1 });
    const at60 = distanceMeters({ lat: 60, lon: 0 }, { lat: 60, lon: 1 });
    expect(at60 / atEquator).toBeCloseTo(0.5, 2);
  });

  it('takes the short way across the antimeridian', () => {
    const d = distanceMeters({ lat: 0, lon: 179.9 }, { lat: 0, lon: -179.9 });
    expect(d).toBeCloseTo(22_239, -1);
  });
});

describe('markersContaining', () => {
  const depot = { id: 1, lat: 10.8, lon: 106.7, radius_m: 200 };
  const customer = { id: 2, lat: 10.801, lon: 106.7, radius_m: 50 };
  const far = { id: 3, lat: 21, lon: 105.8, radius_m: 5_000 };
  const markers = [depot, customer, far];

  it('answers every point whose circle holds the position, and nothing else', () => {
    expect(markersContaining(markers, 10.8, 106.7).map((m) => m.id)).toEqual([1]);
    // 0.001° latitude ≈ 111 m north of the depot: inside both circles.
    expect(markersContaining(markers, 10.801, 106.7).map((m) => m.id)).toEqual([1, 2]);
    expect(markersContaining(markers, 11, 106.7)).toEqual([]);
  });

  it('includes the border and excludes just outside it, east-west as well as north-south', () => {
    const metersPerDegreeLon = distanceMeters(
      { lat: 10.8, lon: 106.7 },
      { lat: 10.8, lon: 106.701 },
    );
    const eastAt = (meters: number) => 106.7 + (meters / metersPerDegreeLon) * 0.001;
    expect(markersContaining([depot], 10.8, eastAt(199))).toHaveLength(1);
    expect(markersContaining([depot], 10.8, eastAt(201))).toHaveLength(0);
    const border = { ...depot, radius_m: distanceMeters(depot, { lat: 10.8, lon: eastAt(150) }) };
    expect(markersContaining([border], 10.8, eastAt(150))).toHaveLength(1);
  });

  it('returns the caller’s own objects', () => {
    expect(markersContaining(markers, 21, 105.8)[0]).toBe(far);
  });
});
