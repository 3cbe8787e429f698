import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall } from './support.js';

/** What the specs use of the MapLibre map the map element carries for tests. */
export interface TTestMap {
  jumpTo(options: object): void;
  getZoom(): number;
  isMoving(): boolean;
  panBy(offset: [number, number], options: object): void;
  project(lngLat: [number, number]): { x: number; y: number };
  once(event: string, listener: () => void): void;
}
export type TMapHost = { maplibreMap?: TTestMap };

/** Moves the camera at once (no animation) and waits for the map to settle. */
export async function jumpTo(page: Page, lat: number, lon: number, zoom: number) {
  await page.getByTestId('map-view').evaluate(
    (element: unknown, view) =>
      new Promise<void>((resolve) => {
        const map = (element as TMapHost).maplibreMap!;
        map.once('idle', () => resolve());
        map.jumpTo({ center: [view.lon, view.lat], zoom: view.zoom });
      }),
    { lat, lon, zoom },
  );
}

/**
 * A truck with a device (`<devicePrefix>-<plate>`), reporting two fixes 10 s apart at
 * `speedKnots` (two make a motion).
 */
export async function reportingTruck(
  request: APIRequestContext,
  token: string,
  plate: string,
  position: { lat: number; lon: number },
  speedKnots: number,
  devicePrefix = 'e2e-livemap',
) {
  const deviceId = `${devicePrefix}-${plate}`;
  const created = await apiCall(request, token, '/truck/create', { plate, device_id: deviceId });
  expect(created.status).toBe(201);
  const now = Math.floor(Date.now() / 1000);
  for (const [i, at] of [now - 10, now].entries()) {
    const fix = await request.post('/osmand', {
      form: {
        id: deviceId,
        lat: String(position.lat + i * 0.0001 * Math.sign(speedKnots)),
        lon: String(position.lon),
        timestamp: String(at),
        speed: String(speedKnots),
        bearing: '0',
      },
    });
    expect(fix.status()).toBe(200);
  }
  return { ...(created.body.data as { id: number; plate_display: string }), deviceId };
}

/** Waits for the map page's loaded map (the canvas shows before the style has loaded). */
export async function mapLoaded(page: Page) {
  // The map library is the app's largest chunk: on a busy machine it takes a while.
  await expect(page.getByTestId('map-view').locator('canvas.maplibregl-canvas')).toBeVisible({
    timeout: 60_000,
  });
  await expect
    .poll(
      () =>
        page
          .getByTestId('map-view')
          .evaluate((element: unknown) => !!(element as TMapHost).maplibreMap),
      { timeout: 60_000 },
    )
    .toBe(true);
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-state', 'live');
}

type TRendered = { plate?: string; status?: string; id?: number };
type TOverlayHost = { drawnTrucks?: { icons: TRendered[]; labels: TRendered[] } };

/**
 * What the truck overlay drew last: its truck icons or plate labels (they are pixels on a
 * canvas, not elements; the canvas carries the list).
 */
export function rendered(page: Page, layer: 'icons' | 'labels'): Promise<TRendered[]> {
  return page
    .getByTestId('truck-overlay-trucks')
    .evaluate(
      (element: unknown, which) => (element as TOverlayHost).drawnTrucks?.[which] ?? [],
      layer,
    );
}
