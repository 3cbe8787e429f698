import { describe, expect, it } from 'vitest';
import { judgeFixes } from './geofence-rules.js';

const depot = { id: 1, lat: 21.0, lon: 105.8, radius_m: 200 };
const customer = { id: 2, lat: 21.01, lon: 105.8, radius_m: 100 };
const at = (minute: number, lat: number, lon = 105.8) => ({
  time: new Date(Date.UTC(2025, 10, 20, 1, minute)),
  lat,
  lon,
});
/** About 1.11 m per 0.00001 degree of latitude. */
const metresNorth = (base: number, metres: number) => base + metres / 111_195;

describe('judgeFixes', () => {
  it('enters on the first fix inside and leaves on the first fix clearly outside', () => {
    const fixes = [at(0, 20.99), at(1, 21.0), at(2, 21.0005), at(3, 21.005)];
    const { events, inside } = judgeFixes([depot, customer], [], fixes);
    expect(events.map((e) => [e.markerId, e.kind, e.at.getUTCMinutes()])).toEqual([
      [1, 'enter', 1],
      [1, 'exit', 3],
    ]);
    expect(inside).toEqual([]);
  });

  it('does not flap when the truck jitters just outside the radius', () => {
    const edge = [210, 195, 215, 205, 190].map((m, i) => at(i, metresNorth(21.0, m)));
    const { events } = judgeFixes([depot], [1], edge);
    expect(events).toEqual([]);
  });

  it('continues from the points the truck was inside, and forgets deleted points', () => {
    const { events, inside } = judgeFixes([customer], [1, 2], [at(0, 21.01)]);
    expect(events).toEqual([]);
    expect(inside).toEqual([2]);
  });
});
