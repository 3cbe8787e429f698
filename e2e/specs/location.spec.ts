import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, openSignedIn } from '../support.js';

/** Five digits unique to this run, so plates and device ids do not clash with other specs. */
const runDigits = () => String(Date.now() % 100_000).padStart(5, '0');

test('a truck reporting over OsmAnd appears live on the map page with its speed in km/h', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = runDigits();
  const deviceId = `e2e-map-${digits}`;
  const created = await apiCall(request, token, '/truck/create', {
    plate: `51D-${digits.slice(0, 3)}.${digits.slice(3)}`,
    name: 'Xe bản đồ',
    device_id: deviceId,
  });
  expect(created.status).toBe(201);
  const truck = created.body.data as { id: number; plate_display: string };

  await openSignedIn(page, ADMIN.username, ADMIN.password, '/location');
  await expect(page.getByTestId('location-page')).toBeVisible();
  // The map is drawn with WebGL on a canvas, from the offline style (no tile server).
  await expect(page.getByTestId('map-view').locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(page.getByTestId('map-error')).toHaveCount(0);
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-state', 'live');

  // 30 knots = 55.56 km/h: the list shows 56 km/h.
  const fix = await request.post('/osmand', {
    form: {
      id: deviceId,
      lat: '21.0285',
      lon: '105.8542',
      timestamp: String(Math.floor(Date.now() / 1000)),
      speed: '30',
      bearing: '90',
    },
  });
  expect(fix.status()).toBe(200);

  await page.getByTestId('truck-search').fill(truck.plate_display);
  const row = page.getByTestId(`truck-row-${truck.id}`);
  await expect(row).toContainText(truck.plate_display);
  await expect(page.getByTestId(`truck-speed-${truck.id}`)).toHaveText('56 km/h');

  await row.click();
  const card = page.getByTestId('truck-card');
  await expect(card).toContainText(truck.plate_display);
  await expect(page.getByTestId('truck-card-speed')).toHaveText('56 km/h');
  await expect(page.getByTestId('truck-card-replay')).toHaveAttribute(
    'href',
    `/location/replay?truck=${truck.id}`,
  );
});

test('a map point created with the form is listed, then deleted', async ({ page }) => {
  const name = `Kho Long Biên ${runDigits()}`;
  await openSignedIn(page, ADMIN.username, ADMIN.password, '/location');
  await page.getByTestId('location-tab-points').click();

  await page.getByTestId('marker-add').click();
  const form = page.getByTestId('marker-form');
  await form.getByTestId('marker-form-name').fill(name);
  await form.getByTestId('marker-form-type').selectOption('warehouse');
  await form.getByTestId('marker-form-lat').fill('21.0455');
  await form.getByTestId('marker-form-lon').fill('105.8721');
  await form.getByTestId('marker-form-radius-m').fill('250');
  await form.getByTestId('marker-form-save').click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('location-status')).toContainText(name);

  await page.getByTestId('marker-search').fill(name);
  const table = page.getByTestId('data-table');
  const row = table.locator('tbody tr').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('250');
  // The card of the new point opens on the map.
  await expect(page.getByTestId('marker-card')).toContainText(name);

  await row.getByRole('checkbox').check();
  await page.getByTestId('marker-delete-selected').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('location-status')).toContainText('1');
  await expect(row).toHaveCount(0);
  // Removing points clears the selection (spec 4).
  await expect(page.getByTestId('marker-delete-selected')).toHaveCount(0);
  await expect(page.getByTestId('marker-card')).toHaveCount(0);
});
