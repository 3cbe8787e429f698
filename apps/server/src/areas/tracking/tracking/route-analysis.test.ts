import { describe, expect, it } from 'vitest';
import { detectStops, type RouteFix } from './route-analysis.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 1, minute));
/** A fix at `minute` past 08:00 (company time) at `speedKmh`, ignition as given. */
const fix = (minute: number, speedKmh: number, ignition: boolean | null): RouteFix => ({
  lat: 21,
  lon: 105.8,
  time: at(minute),
  speedKmh,
  ignition,
});

describe('detectStops: idle (stopped with the engine on)', () => {
  it('is not idle when only the arrival fix had the engine on', () => {
    const [stop] = detectStops(
      [
        fix(0, 50, true),
        fix(1, 0, true),
        fix(2, 0, false),
        fix(20, 0, false),
        fix(21, 40, true),
        fix(22, 50, true),
      ],
      2,
      3,
    );
    expect(stop).toMatchObject({ start: at(1), end: at(20), idle: false });
  });

  it('is idle when the engine ran for most of the stop', () => {
    const [stop] = detectStops(
      [
        fix(0, 50, true),
        fix(1, 0, true),
        fix(15, 0, true),
        fix(18, 0, false),
        fix(21, 40, true),
        fix(22, 50, true),
      ],
      2,
      3,
    );
    expect(stop).toMatchObject({ start: at(1), end: at(18), idle: true });
  });

  it('is not idle when the ignition is unknown', () => {
    const [stop] = detectStops([fix(0, 0, null), fix(10, 0, null)], 2, 3);
    expect(stop).toMatchObject({ start: at(0), end: at(10), idle: false });
  });
});
