import { describe, expect, it } from 'vitest';
import { routeFeatureCollection, stopFeatureCollection } from './route-features';

describe('routeFeatureCollection', () => {
  it('joins stretches of one colour into one line and marks the start and the end', () => {
    const { features } = routeFeatureCollection([
      { lat: 21, lon: 105, color: 'green' },
      { lat: 21.1, lon: 105, color: 'green' },
      { lat: 21.2, lon: 105, color: 'red' },
      { lat: 21.3, lon: 105, color: 'green' },
      { lat: 21.4, lon: 105, color: 'unused: the last fix starts no stretch' },
    ]);
    expect(features.map((f) => f.properties)).toEqual([
      { kind: 'line', color: 'green' },
      { kind: 'line', color: 'red' },
      { kind: 'line', color: 'green' },
      { kind: 'start' },
      { kind: 'end' },
    ]);
    // Each line starts where the previous one ended, so the track has no gaps.
    expect(features.slice(0, 3).map((f) => f.geometry.coordinates)).toEqual([
      [
        [105, 21],
        [105, 21.1],
        [105, 21.2],
      ],
      [
        [105, 21.2],
        [105, 21.3],
      ],
      [
        [105, 21.3],
        [105, 21.4],
      ],
    ]);
    expect(features[4]?.geometry.coordinates).toEqual([105, 21.4]);
  });

  it('draws a single fix as a start badge and nothing at all for no fixes', () => {
    const single = routeFeatureCollection([{ lat: 21, lon: 105, color: 'grey' }]);
    expect(single.features.map((f) => f.properties)).toEqual([{ kind: 'start' }]);
    expect(routeFeatureCollection([]).features).toEqual([]);
  });
});

describe('stopFeatureCollection', () => {
  it('keeps the id and whether the engine ran', () => {
    const [feature] = stopFeatureCollection([{ id: 3, lat: 21, lon: 105, idle: true }]).features;
    expect(feature).toMatchObject({
      id: 3,
      geometry: { coordinates: [105, 21] },
      properties: { id: 3, idle: true },
    });
  });
});
