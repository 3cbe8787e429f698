import { describe, expect, it } from 'vitest';
import { areaFeatureCollection, METRES_PER_PIXEL_Z0, radiusPixelsAtZoom0 } from './area-features';
import { OSM_RASTER_STYLE, resolveMapStyle } from './map-style';
import {
  boundsOf,
  statusShown,
  truckFeatureCollection,
  truckSourceDiff,
  type TShownTrucks,
  type TTruckPoint,
} from './truck-features';

describe('truckFeatureCollection', () => {
  it('makes one point per positioned truck and keeps the course only when known', () => {
    const collection = truckFeatureCollection([
      { id: 1, lat: 21.0285, lon: 105.8542, course: 90, status: 'moving' },
      { id: 2, lat: 10.8, lon: 106.6, course: null, status: 'stopped' },
      { id: 3, lat: null, lon: null, course: null, status: 'offline' },
    ]);
    expect(collection.features).toHaveLength(2);
    expect(collection.features[0]).toEqual({
      type: 'Feature',
      id: 1,
      geometry: { type: 'Point', coordinates: [105.8542, 21.0285] },
      properties: { id: 1, status: 'moving', course: 90 },
    });
    expect(collection.features[1]?.properties).toEqual({ id: 2, status: 'stopped' });
  });
});

describe('truckSourceDiff', () => {
  const moving: TTruckPoint = { id: 1, lat: 21, lon: 105, course: 90, status: 'moving' };
  const parked: TTruckPoint = { id: 2, lat: 10, lon: 106, course: null, status: 'stopped' };

  it('sends every positioned truck first, then only what changed', () => {
    const shown: TShownTrucks = new Map();
    const first = truckSourceDiff(shown, [moving, parked, { ...parked, id: 3, lat: null }]);
    expect(first.add.map((f) => f.id)).toEqual([1, 2]);
    expect(first.remove).toEqual([]);

    // Same values in new objects (a delta that only touched last_seen): nothing to send.
    expect(truckSourceDiff(shown, [{ ...moving }, { ...parked }])).toEqual({
      add: [],
      remove: [],
      deferred: 0,
    });

    const turned = truckSourceDiff(shown, [{ ...moving, course: 180 }, parked]);
    expect(turned.add).toHaveLength(1);
    expect(turned.add[0]?.properties).toEqual({ id: 1, status: 'moving', course: 180 });

    const idled = truckSourceDiff(shown, [
      { ...moving, course: 180 },
      { ...parked, status: 'idle' },
    ]);
    expect(idled.add.map((f) => f.id)).toEqual([2]);
  });

  it('removes trucks that are gone or lost their position', () => {
    const shown: TShownTrucks = new Map();
    truckSourceDiff(shown, [moving, parked]);
    expect(truckSourceDiff(shown, [{ ...moving, lat: null, lon: null }])).toEqual({
      add: [],
      remove: [1, 2],
      deferred: 0,
    });
    expect(shown.size).toBe(0);
  });
});

describe('statusShown', () => {
  it('shows every status when no chip is chosen, else only the chosen', () => {
    expect(statusShown([], 'offline')).toBe(true);
    expect(statusShown(['stopped'], 'stopped')).toBe(true);
    expect(statusShown(['stopped', 'idle'], 'moving')).toBe(false);
  });
});

describe('truckSourceDiff with status chips', () => {
  const trucks: TTruckPoint[] = [
    { id: 1, lat: 21, lon: 105, course: 90, status: 'moving', plate_display: '29C-111.11' },
    { id: 2, lat: 21.1, lon: 105, course: null, status: 'stopped', plate_display: '29C-222.22' },
    { id: 3, lat: 21.2, lon: 105, course: null, status: 'idle', plate_display: '29C-333.33' },
  ];

  it('leaves only the chosen statuses on the map and brings the rest back after', () => {
    const shown: TShownTrucks = new Map();
    expect(truckSourceDiff(shown, trucks).add.map((f) => f.id)).toEqual([1, 2, 3]);

    // "Đang dừng" chosen: the moving and the idling truck leave, nothing is resent.
    expect(truckSourceDiff(shown, trucks, ['stopped'])).toEqual({
      add: [],
      remove: [1, 3],
      deferred: 0,
    });
    expect([...shown.keys()]).toEqual([2]);
    // A delta while filtered: the moving truck moves, the map does not hear of it.
    const moved = trucks.map((t) => (t.id === 1 ? { ...t, lat: 21.05 } : t));
    expect(truckSourceDiff(shown, moved, ['stopped'])).toEqual({
      add: [],
      remove: [],
      deferred: 0,
    });

    // A stopped truck that starts moving leaves the filtered map.
    const started = moved.map((t) => (t.id === 2 ? { ...t, status: 'moving' as const } : t));
    expect(truckSourceDiff(shown, started, ['stopped']).remove).toEqual([2]);

    // None chosen means all: every truck is back, at its latest position.
    const back = truckSourceDiff(shown, started, []);
    expect(back.add.map((f) => f.id).sort()).toEqual([1, 2, 3]);
    expect(back.add.find((f) => f.id === 1)?.geometry.coordinates).toEqual([105, 21.05]);
  });

  it('labels each truck with its plate as shown to people', () => {
    const [feature] = truckSourceDiff(new Map(), [trucks[1]!]).add;
    expect(feature?.properties).toEqual({ id: 2, status: 'stopped', plate: '29C-222.22' });
  });
});

describe('truckSourceDiff around the view', () => {
  const hanoi: TTruckPoint = { id: 1, lat: 21.03, lon: 105.85, course: 0, status: 'moving' };
  const saigon: TTruckPoint = { id: 2, lat: 10.78, lon: 106.7, course: 0, status: 'moving' };
  const aroundHanoi = [105.5, 20.8, 106.2, 21.3] as const;

  it('sends changes of trucks outside the view only when the view reaches them', () => {
    const shown: TShownTrucks = new Map();
    truckSourceDiff(shown, [hanoi, saigon]);

    const moved = [
      { ...hanoi, lat: 21.04 },
      { ...saigon, lat: 10.79 },
    ];
    const inView = truckSourceDiff(shown, moved, [], aroundHanoi);
    expect(inView.add.map((f) => f.id)).toEqual([1]);
    expect(inView.deferred).toBe(1);
    expect(shown.get(2)?.lat).toBe(10.78);

    // The map moved to TP. Hồ Chí Minh: the truck there is sent at its latest position.
    const there = truckSourceDiff(shown, moved, [], [106.4, 10.5, 107, 11]);
    expect(there.add.map((f) => f.geometry.coordinates)).toEqual([[106.7, 10.79]]);
    expect(there.deferred).toBe(0);
  });

  it('sends a truck that leaves the view, and removes trucks gone wherever they were', () => {
    const shown: TShownTrucks = new Map();
    truckSourceDiff(shown, [hanoi, saigon]);
    const left = truckSourceDiff(shown, [{ ...hanoi, lat: 22.5 }], [], aroundHanoi);
    expect(left.add.map((f) => f.id)).toEqual([1]);
    expect(left.remove).toEqual([2]);
  });

  it('draws a truck it has not drawn yet wherever it is', () => {
    const first = truckSourceDiff(new Map(), [hanoi, saigon], [], aroundHanoi);
    expect(first.add.map((f) => f.id)).toEqual([1, 2]);
  });
});

describe('boundsOf', () => {
  it('spans the known positions and ignores unknown ones', () => {
    expect(
      boundsOf([
        { lat: 21, lon: 105.8 },
        { lat: null, lon: null },
        { lat: 10.8, lon: 106.6 },
      ]),
    ).toEqual([
      [105.8, 10.8],
      [106.6, 21],
    ]);
    expect(boundsOf([{ lat: null, lon: 1 }])).toBeNull();
  });
});

describe('map point circles', () => {
  it('gives the radius in zoom-0 pixels, wider away from the equator', () => {
    expect(radiusPixelsAtZoom0(METRES_PER_PIXEL_Z0, 0)).toBeCloseTo(1, 10);
    // At 60° a metre spans twice the pixels it spans at the equator.
    expect(radiusPixelsAtZoom0(100, 60)).toBeCloseTo(2 * radiusPixelsAtZoom0(100, 0), 10);
    // 100 m at Hà Nội, zoom 16 (1.19 m/px at the equator, 1.11 there): about 90 px.
    const px = radiusPixelsAtZoom0(100, 21.0285) * 2 ** 16;
    expect(px).toBeGreaterThan(88);
    expect(px).toBeLessThan(91);
  });

  it('carries id, colour and radius into the features', () => {
    const [feature] = areaFeatureCollection([
      { id: 7, lat: 21, lon: 105, radius_m: 250, color: '#c62828' },
    ]).features;
    expect(feature?.geometry.coordinates).toEqual([105, 21]);
    expect(feature?.properties).toMatchObject({ id: 7, color: '#c62828' });
    expect(feature?.properties.r0).toBeCloseTo(radiusPixelsAtZoom0(250, 21), 12);
  });
});

describe('resolveMapStyle', () => {
  it('uses OpenStreetMap raster tiles when no style is configured', () => {
    expect(resolveMapStyle(null, 'http://x/')).toBe(OSM_RASTER_STYLE);
    expect(resolveMapStyle('  ', 'http://x/')).toBe(OSM_RASTER_STYLE);
    const source = OSM_RASTER_STYLE.sources.osm as { tiles: string[]; attribution: string };
    expect(source.tiles).toEqual(['https://tile.openstreetmap.org/{z}/{x}/{y}.png']);
    expect(source.attribution).toContain('OpenStreetMap');
  });

  it('makes a site-relative style URL absolute', () => {
    expect(resolveMapStyle('/map-styles/offline.json', 'http://127.0.0.1:18182/location')).toBe(
      'http://127.0.0.1:18182/map-styles/offline.json',
    );
    expect(resolveMapStyle('https://tiles.example.vn/style.json', 'http://a/')).toBe(
      'https://tiles.example.vn/style.json',
    );
  });
});
