import { canonicalPlate, VEHICLE_TYPES } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_TRUCKS } from './fleet.js';
import { HIGHWAYS } from './highways.js';
import { measure } from './polyline.js';

describe('the demo company', () => {
  it('has about 30 trucks with valid, distinct Vietnamese plates and device ids', () => {
    expect(DEMO_TRUCKS.length).toBeGreaterThanOrEqual(25);
    for (const truck of DEMO_TRUCKS) {
      expect(canonicalPlate(truck.plate)).toBe(truck.plate);
      expect(truck.device_id).toMatch(/^demo-\d{3}$/);
    }
    expect(new Set(DEMO_TRUCKS.map((truck) => truck.plate)).size).toBe(DEMO_TRUCKS.length);
    expect(new Set(DEMO_TRUCKS.map((truck) => truck.device_id)).size).toBe(DEMO_TRUCKS.length);
    expect(new Set(DEMO_TRUCKS.map((truck) => truck.vehicle_type))).toEqual(new Set(VEHICLE_TYPES));
  });

  it('registers trucks where they drive (29 Hà Nội, 15 Hải Phòng, 51 TP.HCM, 72 Vũng Tàu, 43 Đà Nẵng)', () => {
    const provinces = (highway: string) =>
      new Set(DEMO_TRUCKS.filter((t) => t.highway === highway).map((t) => t.plate.slice(0, 2)));
    expect(provinces('QL5')).toEqual(new Set(['29', '15', '34']));
    expect(provinces('QL51')).toEqual(new Set(['51', '72', '60']));
    expect([...provinces('QL1A_CENTRAL')]).toContain('43');
  });

  it('gives every truck its own driver with a Vietnamese name and a 12-digit ID card', () => {
    const drivers = DEMO_TRUCKS.map((truck) => truck.driver);
    expect(new Set(drivers.map((driver) => driver.username)).size).toBe(drivers.length);
    expect(new Set(drivers.map((driver) => driver.card_id)).size).toBe(drivers.length);
    for (const driver of drivers) {
      expect(driver.card_id).toMatch(/^\d{12}$/);
      expect(driver.fullname.split(' ').length).toBeGreaterThanOrEqual(3);
      expect(driver.username).toMatch(/^taixe\d{2}$/);
    }
  });

  it('has one truck about to pass 4 h of driving and one already past', () => {
    expect(DEMO_TRUCKS.filter((truck) => truck.scenario === 'long-drive-soon')).toHaveLength(1);
    expect(DEMO_TRUCKS.filter((truck) => truck.scenario === 'long-drive-past')).toHaveLength(1);
  });

  it('draws highways through real towns inside Vietnam, of realistic lengths', () => {
    for (const highway of Object.values(HIGHWAYS)) {
      const { lengthKm, towns } = measure(highway);
      expect(lengthKm).toBeGreaterThan(80);
      expect(lengthKm).toBeLessThan(320);
      expect(towns.length).toBeGreaterThanOrEqual(4);
      for (const point of highway.points) {
        expect(point.lat).toBeGreaterThan(8.18);
        expect(point.lat).toBeLessThan(23.39);
        expect(point.lon).toBeGreaterThan(102.14);
        expect(point.lon).toBeLessThan(109.47);
      }
    }
  });
});
