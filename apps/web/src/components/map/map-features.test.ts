import { describe, expect, it } from 'vitest';
import { areaFeatureCollection, METRES_PER_PIXEL_Z0, radiusPixelsAtZoom0 } from './area-features';
import { OSM_RASTER_STYLE, resolveMapStyle } from './map-style';
import { boundsOf, overlayTrucks, statusShown, type TTruckPoint } from './truck-features';

describe('overlayTrucks', () => {
  const trucks: TTruckPoint[] = [
    { id: 1, lat: 21, lon: 105, course: 90, status: 'moving', plate_display: '29C-111.11' },
    { id: 2, lat: 21.1, lon: 105, course: null, status: 'stopped', plate_display: '29C-222.22' },
    { id: 3, lat: 21.2, lon: 105, course: null, status: 'idle' },
    { id: 4, lat: null, lon: null, course: null, status: 'offline' },
  ];

  it('draws every truck with a position, labelled with its plate as people read it', () => {
    expect(overlayTrucks(trucks, [])).toEqual([
      { id: 1, lat: 21, lon: 105, course: 90, status: 'moving', plate: '29C-111.11' },
      { id: 2, lat: 21.1, lon: 105, course: null, status: 'stopped', plate: '29C-222.22' },
      { id: 3, lat: 21.2, lon: 105, course: null, status: 'idle' },
    ]);
  });

  it('rings the trucks whose driver is near or over the continuous limit, as the server said', () => {
    const driving: TTruckPoint[] = [
      { id: 5, lat: 21, lon: 105, course: 0, status: 'moving', continuous_driving: 'near' },
      { id: 6, lat: 21, lon: 105, course: 0, status: 'moving', continuous_driving: 'over' },
      { id: 7, lat: 21, lon: 105, course: 0, status: 'moving', continuous_driving: 'ok' },
    ];
    expect(overlayTrucks(driving, []).map((truck) => [truck.id, truck.driving])).toEqual([
      [5, 'near'],
      [6, 'over'],
      [7, undefined],
    ]);
  });

  it('leaves only the chosen statuses on the map ("Đang dừng": the stopped truck)', () => {
    expect(overlayTrucks(trucks, ['stopped']).map((truck) => truck.id)).toEqual([2]);
    expect(overlayTrucks(trucks, ['moving', 'idle']).map((truck) => truck.id)).toEqual([1, 3]);
  });
});

describe('statusShown', () => {
  it('shows every status when no chip is chosen, else only the chosen', () => {
    expect(statusShown([], 'offline')).toBe(true);
    expect(statusShown(['stopped'], 'stopped')).toBe(true);
    expect(statusShown(['stopped', 'idle'], 'moving')).toBe(false);
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
