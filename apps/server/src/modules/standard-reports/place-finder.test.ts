import { describe, expect, it } from 'vitest';
import { metresBetween, placeFinder } from './place-finder.js';

describe('placeFinder', () => {
  const depot = { name: 'Kho Tân Bình', lat: 10.8, lon: 106.65, radius_m: 300 };
  const gate = { name: 'Cổng kho', lat: 10.801, lon: 106.65, radius_m: 200 };

  it('names the nearest point whose radius covers the position', () => {
    const places = placeFinder([depot, gate]);
    expect(places.name(10.8009, 106.65)).toBe('Cổng kho');
    expect(places.name(10.7995, 106.65)).toBe('Kho Tân Bình');
  });

  it('falls back to coordinates outside every radius', () => {
    const places = placeFinder([depot]);
    // About 330 m north of the depot, outside its 300 m.
    expect(metresBetween(10.8, 106.65, 10.803, 106.65)).toBeGreaterThan(300);
    expect(places.name(10.803, 106.65)).toBe('10.80300, 106.65000');
  });

  it('finds a large point from a neighbouring grid cell', () => {
    const places = placeFinder([{ name: 'Cảng Cát Lái', lat: 10.76, lon: 106.79, radius_m: 2500 }]);
    expect(places.name(10.775, 106.79)).toBe('Cảng Cát Lái');
    expect(places.name(10.79, 106.79)).toBe('10.79000, 106.79000');
  });
});
