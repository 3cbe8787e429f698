import { type Page } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import { ADMIN, apiLogin, openSignedIn } from '../support.js';
import { jumpTo, mapLoaded, rendered, reportingTruck, type TMapHost } from '../map-support.js';

/** Digits unique to this run, so plates and device ids do not clash with other specs. */
const runDigits = () => String(Date.now() % 100_000).padStart(5, '0');

type TOverlayHost = { drawnTrucks?: { clusters: { count: number }[] } };

/** The counts of the clusters the overlay drew last. */
function clusterCounts(page: Page): Promise<number[]> {
  return page
    .getByTestId('truck-overlay-trucks')
    .evaluate((element: unknown) =>
      ((element as TOverlayHost).drawnTrucks?.clusters ?? []).map((cluster) => cluster.count),
    );
}

/** Where a place is on the page, in the page's pixels. */
async function pagePoint(page: Page, lat: number, lon: number) {
  const box = (await page.getByTestId('map-view').boundingBox())!;
  const at = await page
    .getByTestId('map-view')
    .evaluate(
      (element: unknown, place) =>
        (element as TMapHost).maplibreMap!.project([place.lon, place.lat]),
      { lat, lon },
    );
  return { x: box.x + at.x, y: box.y + at.y };
}

// Each test loads the map page and waits for what it drew: allow for a busy machine.
test.beforeEach(() => test.slow());

/**
 * /location with the trucks of this test in the list (searched by the run's digits): the
 * map has then fitted itself to the fleet once, and the camera is the test's to move.
 */
async function openLiveMap(page: Page, digits: string, truckIds: number[]) {
  await openSignedIn(page, ADMIN.username, ADMIN.password, '/location');
  await mapLoaded(page);
  await page.getByTestId('truck-search').fill(digits);
  for (const id of truckIds) await expect(page.getByTestId(`truck-row-${id}`)).toBeVisible();
}

/** Pans the map by pixels at once (positive x moves the view right, the map content left). */
async function panBy(page: Page, x: number, y: number) {
  await page.getByTestId('map-view').evaluate(
    (element: unknown, offset) => {
      (element as TMapHost).maplibreMap!.panBy([offset.x, offset.y], { duration: 0 });
    },
    { x, y },
  );
}

test('plate labels show under the trucks at street zoom and zoomed out', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = runDigits();
  const spot = { lat: 16.0544, lon: 108.2022 };
  const truck = await reportingTruck(request, token, `43C${digits}`, spot, 0);

  await openLiveMap(page, digits, [truck.id]);
  await jumpTo(page, spot.lat, spot.lon, 14);
  await expect
    .poll(async () => (await rendered(page, 'labels')).map((label) => label.plate))
    .toContain(truck.plate_display);

  // A dispatcher works at province zoom: a truck that stands alone keeps its plate there.
  await jumpTo(page, spot.lat, spot.lon, 9);
  await expect
    .poll(async () => (await rendered(page, 'labels')).map((label) => label.plate))
    .toContain(truck.plate_display);
});

test('the "Đang dừng" chip leaves only stopped trucks on the map, and the list', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = runDigits();
  const spot = { lat: 20.8449, lon: 106.6881 };
  const parked = await reportingTruck(request, token, `15C${digits}`, spot, 0);
  const moving = await reportingTruck(
    request,
    token,
    `15D${digits}`,
    { lat: spot.lat + 0.002, lon: spot.lon },
    30,
  );

  await openLiveMap(page, digits, [parked.id, moving.id]);
  await jumpTo(page, spot.lat + 0.001, spot.lon, 15);
  const shownIds = async () => (await rendered(page, 'icons')).map((icon) => icon.id);
  await expect.poll(shownIds).toEqual(expect.arrayContaining([parked.id, moving.id]));

  const chip = page.getByTestId('truck-status-stopped');
  await expect(chip).toContainText('Đang dừng');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');

  await expect.poll(shownIds).not.toContain(moving.id);
  expect(await shownIds()).toContain(parked.id);
  const statuses = (await rendered(page, 'icons')).map((icon) => icon.status);
  expect(new Set(statuses)).toEqual(new Set(['stopped']));
  await expect(page.getByTestId(`truck-row-${parked.id}`)).toBeVisible();
  await expect(page.getByTestId(`truck-row-${moving.id}`)).toHaveCount(0);

  // "All" brings the moving truck back.
  await page.getByTestId('truck-status-all').click();
  await expect.poll(shownIds).toContain(moving.id);
});

test('nearby trucks are one counted cluster when zoomed out; a click on it zooms in to them', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = runDigits();
  // A spot of its own, 60 m between the two trucks (the clusters are built in a worker).
  const spot = { lat: 11.9404, lon: 108.4583 };
  const first = await reportingTruck(request, token, `49C${digits}`, spot, 0);
  const second = await reportingTruck(
    request,
    token,
    `49D${digits}`,
    { lat: spot.lat + 0.0005, lon: spot.lon + 0.0003 },
    0,
  );

  await openLiveMap(page, digits, [first.id, second.id]);
  await jumpTo(page, spot.lat, spot.lon, 9);
  await expect.poll(() => clusterCounts(page)).toContain(2);
  expect((await rendered(page, 'icons')).map((icon) => icon.id)).not.toContain(first.id);

  const at = await pagePoint(page, spot.lat + 0.00025, spot.lon + 0.00015);
  await page.mouse.click(at.x, at.y);
  // The map eases to where the cluster falls apart: both trucks drawn on their own.
  await expect
    .poll(async () => (await rendered(page, 'icons')).map((icon) => icon.id), { timeout: 15_000 })
    .toEqual(expect.arrayContaining([first.id, second.id]));
  const zoom = await page
    .getByTestId('map-view')
    .evaluate((element: unknown) => (element as TMapHost).maplibreMap!.getZoom());
  expect(zoom).toBeGreaterThan(9);
});

test('hovering a truck opens its card; a click docks the card, follow and full screen', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = runDigits();
  // A spot of its own: another spec's truck on the same spot could be the one under the pointer.
  const spot = { lat: 10.7412, lon: 106.7234 };
  const truck = await reportingTruck(request, token, `51C${digits}`, spot, 0);

  await openLiveMap(page, digits, [truck.id]);
  await jumpTo(page, spot.lat, spot.lon, 16);
  // The truck where the docked card will stand: four fifths across the map.
  const box = (await page.getByTestId('map-view').boundingBox())!;
  await panBy(page, -0.3 * box.width, 0);
  await expect
    .poll(async () => (await rendered(page, 'icons')).map((i) => i.id))
    .toContain(truck.id);
  const at = { x: box.x + 0.8 * box.width, y: box.y + box.height / 2 };
  const hover = page.getByTestId('truck-hover-card');
  // The pointer rests on the truck, moving a pixel now and then as a hand does: a move made
  // while the map was swapping the tile under it (the source stops clustering past the
  // cluster zoom) finds nothing, the next one finds the truck.
  let nudge = 0;
  await expect
    .poll(async () => {
      nudge = 1 - nudge;
      await page.mouse.move(at.x + nudge, at.y);
      return hover.count();
    })
    .toBe(1);
  await expect(hover).toContainText(truck.plate_display);
  await expect(page.getByTestId('truck-hover-status')).toContainText('Đang dừng');
  await expect(page.getByTestId('truck-hover-speed')).toHaveText('0 km/h');

  await page.mouse.click(at.x, at.y);
  const card = page.getByTestId('truck-card');
  await expect(card).toContainText(truck.plate_display);
  await expect(hover).toHaveCount(0);

  // The docked card never covers the selected truck: the map moves it left of the card.
  const dock = (await page.getByTestId('location-dock').boundingBox())!;
  expect(dock.x - box.x).toBeLessThan(0.8 * box.width);
  await expect
    .poll(() =>
      page
        .getByTestId('map-view')
        .evaluate(
          (element: unknown, spot) =>
            (element as TMapHost).maplibreMap!.project([spot.lon, spot.lat]).x,
          spot,
        ),
    )
    .toBeLessThan(dock.x - box.x);

  const follow = page.getByTestId('truck-card-follow');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  // Dragging the map ends follow mode.
  await page.mouse.move(box.x + 100, box.y + 100);
  await page.mouse.down();
  await page.mouse.move(box.x + 220, box.y + 180, { steps: 5 });
  await page.mouse.up();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');

  const fullscreen = page.getByTestId('map-fullscreen');
  await fullscreen.click();
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
  const frame = (await page.getByTestId('location-map-frame').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.round(frame.width)).toBe(viewport.width);
  expect(Math.round(frame.height)).toBe(viewport.height);
  await page.getByTestId('map-fullscreen').click();
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
});
