import { describe, expect, it } from 'vitest';
import { DOMAIN_SETTINGS_DEFAULTS, type TTripPlace } from '@fleet/contracts';
import type { RouteFix } from '../../tracking/index.js';
import { reconcileTrip, tripWindow, type MotionRule } from './trip-reconciliation.js';

/** The settings' stop rule as a new console has it. */
const RULE: MotionRule = {
  movingKmh: DOMAIN_SETTINGS_DEFAULTS.moving_speed_kmh,
  minStopMinutes: DOMAIN_SETTINGS_DEFAULTS.min_stop_minutes,
};

const T0 = Date.UTC(2025, 10, 20, 1, 0); // 08:00 company time
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const place = (lat: number | null, lon: number | null, radius_m = 200): TTripPlace => ({
  text: 'x',
  lat,
  lon,
  radius_m: lat === null ? null : radius_m,
  marker_id: null,
});
const fix = (minutes: number, lat: number, lon: number, speedKmh: number): RouteFix => ({
  lat,
  lon,
  time: at(minutes),
  speedKmh,
  ignition: true,
});
const plan = (origin: TTripPlace, destination: TTripPlace) => ({
  planned_departure: at(0),
  planned_arrival: at(120),
  origin,
  destination,
});
/** Depot at 10.8/106.7, customer 0.1° north-east; one step per 5 minutes. */
const drive = (startMinute: number, steps: number) =>
  Array.from({ length: steps }, (_, i) =>
    fix(startMinute + i * 5, 10.8 + (0.1 * (i + 1)) / steps, 106.7 + (0.1 * (i + 1)) / steps, 50),
  );

describe('reconcileTrip', () => {
  const points = plan(place(10.8, 106.7), place(10.9, 106.8, 300));

  it('reads the window from 3 h before departure to 6 h after arrival', () => {
    expect(tripWindow(points)).toEqual({ from: at(-180), to: at(480) });
  });

  it('is on time when the destination is reached within the tolerance', () => {
    const fixes = [fix(0, 10.8, 106.7, 0), ...drive(5, 10)];
    const result = reconcileTrip(points, fixes, at(600), RULE);
    expect(result).toMatchObject({
      status: 'on_time',
      departure: at(5),
      arrival: at(50),
      delayMinutes: -70,
    });
    expect(result.fixes).toHaveLength(10);
  });

  it('is late past the tolerance and still in progress before arriving', () => {
    const fixes = [fix(0, 10.8, 106.7, 0), ...drive(100, 10)];
    expect(reconcileTrip(points, fixes, at(600), RULE)).toMatchObject({
      status: 'late',
      delayMinutes: 25,
    });
    const underWay = reconcileTrip(points, fixes.slice(0, 5), at(130), RULE);
    expect(underWay).toMatchObject({ status: 'in_progress', arrival: null, delayMinutes: 10 });
  });

  it('has not started while the truck stays at the origin or sends nothing', () => {
    const parked = [0, 5, 10].map((m) => fix(m, 10.8, 106.7, 0));
    expect(reconcileTrip(points, parked, at(600), RULE).status).toBe('not_started');
    expect(reconcileTrip(points, [], at(600), RULE).status).toBe('not_started');
  });

  it('without points, starts at the first movement and ends at the first long stop', () => {
    const named = plan(place(null, null), place(null, null));
    const fixes = [
      fix(0, 10.8, 106.7, 0),
      ...drive(5, 6),
      ...[35, 40, 45, 50, 55, 60, 65].map((m) => fix(m, 10.9, 106.8, 0)),
    ];
    expect(reconcileTrip(named, fixes, at(600), RULE)).toMatchObject({
      status: 'on_time',
      departure: at(5),
      arrival: at(35),
    });
  });

  it('without points, starts at the set-off fix: one moving fix is driving (the motion model)', () => {
    const named = plan(place(null, null), place(null, null));
    const fixes = [
      fix(0, 10.8, 106.7, 0),
      fix(5, 10.81, 106.71, 20),
      fix(10, 10.81, 106.71, 0),
      ...drive(15, 4),
    ];
    expect(reconcileTrip(named, fixes, at(600), RULE)).toMatchObject({ departure: at(5) });
  });

  it("follows the admin's stop rule: moving speed and shortest stop", () => {
    const named = plan(place(null, null), place(null, null));
    // Crawling at 8 km/h in the yard, then driving; a 5-minute halt on the way.
    const fixes = [
      fix(0, 10.8, 106.7, 8),
      fix(5, 10.801, 106.701, 8),
      ...drive(10, 4),
      fix(30, 10.85, 106.75, 0),
      fix(34, 10.85, 106.75, 0),
      ...drive(35, 4).map((f) => ({ ...f, lat: f.lat + 0.1 })),
    ];
    const usual = reconcileTrip(named, fixes, at(600), RULE);
    expect(usual.departure).toEqual(at(0));
    expect(usual.stops).toHaveLength(1);

    const strict = reconcileTrip(named, fixes, at(600), { movingKmh: 10, minStopMinutes: 10 });
    expect(strict.departure).toEqual(at(10));
    expect(strict.stops).toHaveLength(0);
  });
});
