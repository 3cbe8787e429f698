import { describe, expect, it } from 'vitest';
import { DOMAIN_SETTINGS_DEFAULTS } from '@fleet/contracts';
import type { RouteFix } from '../../tracking/index.js';
import { coordinatesText, drivingSeconds, markersAlong, placeOf } from './trip-analysis.js';

const at = (seconds: number) => new Date(Date.UTC(2025, 10, 20, 1, 0, seconds));
const fix = (seconds: number, speedKmh: number, ignition: boolean | null = null): RouteFix => ({
  lat: 10.8,
  lon: 106.7,
  time: at(seconds),
  speedKmh,
  ignition,
});

describe('drivingSeconds', () => {
  it('counts the driving segments of the motion model, without lost-signal legs', () => {
    const fixes = [fix(0, 50), fix(30, 50), fix(60, 2), fix(90, 40), fix(120, 40), fix(1000, 40)];
    // 0→120 is driving (the one slow fix is no stop); 120→1000 is longer than the 10-minute
    // break: lost signal, not driving.
    const model = { ...DOMAIN_SETTINGS_DEFAULTS, moving_speed_kmh: 3, session_break_minutes: 10 };
    expect(drivingSeconds(fixes, model)).toBe(120);
    // A halt shorter than a stop is driving; as long as one, it is not.
    const halt = [fix(0, 50), fix(30, 0), fix(60, 0), fix(90, 50)];
    expect(drivingSeconds(halt, { ...model, min_stop_minutes: 2 })).toBe(90);
    expect(drivingSeconds(halt, { ...model, min_stop_minutes: 0 })).toBe(60);
  });
});

describe('placeOf and markersAlong', () => {
  const near = { id: 1, name: 'Cổng', lat: 10.8, lon: 106.7001, radius_m: 100 };
  const wide = { id: 2, name: 'Khu công nghiệp', lat: 10.8, lon: 106.7005, radius_m: 500 };
  const far = { id: 3, name: 'Xa', lat: 11.5, lon: 107, radius_m: 100 };

  it('names a stop after the nearest point that holds it, else its coordinates', () => {
    expect(placeOf([wide, near, far], 10.8, 106.7)?.name).toBe('Cổng');
    expect(placeOf([far], 10.8, 106.7)).toBeNull();
    expect(coordinatesText(10.8, 106.7)).toBe('10.800000, 106.700000');
  });

  it('lists the points a route passes in the order reached', () => {
    const route = [
      { lat: 10.8, lon: 106.71 }, // in neither
      { lat: 10.8, lon: 106.704 }, // about 380 m from the wide point, 430 m from the gate
      { lat: 10.8, lon: 106.7 },
    ];
    expect(markersAlong([near, far, wide], route).map((m) => m.id)).toEqual([2, 1]);
    expect(markersAlong([near], [])).toEqual([]);
  });
});
