import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, createUser, openSignedIn, signIn } from '../support.js';

interface TTruckRow {
  id: number;
  plate: string;
  plate_display: string;
  name: string | null;
  vehicle_type: string;
  speed_limit_kmh: number;
  cameras: number;
  driver_username: string | null;
}

/** Five digits unique to this run, so plates do not clash with other specs' trucks. */
const runDigits = (offset = 0) => String((Date.now() + offset) % 100_000).padStart(5, '0');
const display = (series: string, digits: string) =>
  `${series}-${digits.slice(0, 3)}.${digits.slice(3)}`;

async function trucksMatching(request: APIRequestContext, token: string, search: string) {
  const listed = await apiCall(request, token, '/truck/truck_list', { search });
  expect(listed.status).toBe(200);
  return listed.body.data as TTruckRow[];
}

async function openTrucks(page: Page) {
  await openSignedIn(page, ADMIN.username, ADMIN.password, '/trucks');
  await expect(page.getByTestId('page-title')).toBeVisible();
  await expect(page.getByTestId('trucks-create')).toBeVisible();
}

const rowOf = (page: Page, text: string) =>
  page.getByTestId('data-table').locator('tbody tr').filter({ hasText: text });

test('entering the main layout loads the truck list once', async ({ page }) => {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/truck/truck_list') {
      bodies.push(request.postDataJSON());
    }
  });
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/overview/);
  await expect.poll(() => bodies).toEqual([{}]);
  // Moving between screens of the layout does not load it again.
  await page.getByTestId('user-panel-change-password').click();
  await expect(page).toHaveURL(/\/change-password/);
  await expect(page.getByTestId('page-title')).toBeVisible();
  expect(bodies).toHaveLength(1);
});

test('admin creates a truck from a typed plate; the same plate again is refused on its field', async ({
  page,
  request,
}) => {
  const digits = runDigits();
  const plate = display('51D', digits);
  const name = `Đầu kéo ${Date.now().toString(36)}`;
  const driver = await createUser(request, 'driver', 'taixe');
  await openTrucks(page);

  await page.getByTestId('trucks-create').click();
  await page.getByTestId('truck-form-plate').fill(`51d ${digits}`);
  await page.getByTestId('truck-form-name').fill(name);
  await page.getByTestId('truck-form-vehicle-type').selectOption('tractor');
  // An empty limit means the type's default, shown as the placeholder.
  await expect(page.getByTestId('truck-form-speed-limit-kmh')).toHaveAttribute('placeholder', '70');
  await page.getByTestId('truck-form-cameras').fill('4');
  await page.getByTestId('truck-form-driver-username').fill(driver.username);
  await page.getByRole('option', { name: new RegExp(driver.username) }).click();
  await page.getByTestId('truck-form-save').click();
  await expect(page.getByTestId('truck-form-save')).toBeHidden();

  await page.getByTestId('trucks-search').fill(name);
  await expect(rowOf(page, name)).toHaveCount(1);
  await expect(rowOf(page, name)).toContainText(plate);

  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const [saved] = await trucksMatching(request, token, name);
  expect(saved).toMatchObject({
    plate: `51D${digits}`,
    plate_display: plate,
    vehicle_type: 'tractor',
    speed_limit_kmh: 70,
    cameras: 4,
    driver_username: driver.username,
  });

  await page.getByTestId('trucks-create').click();
  await page.getByTestId('truck-form-plate').fill(plate);
  await page.getByTestId('truck-form-name').fill('Xe trùng biển');
  await page.getByTestId('truck-form-save').click();
  await expect(page.locator('#truck-form-plate-helper-text')).toHaveText(
    'Đã có xe khác mang biển số này.',
  );
  await expect(page.getByTestId('truck-form-plate')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('truck-form-save')).toBeVisible();
  expect(await trucksMatching(request, token, 'Xe trùng biển')).toEqual([]);
});

test("admin edits a truck's name", async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = runDigits();
  const before = `Xe cũ ${Date.now().toString(36)}`;
  const after = `Xe đã sửa ${Date.now().toString(36)}`;
  const created = await apiCall(request, token, '/truck/create', {
    plate: `51C${digits}`,
    name: before,
  });
  expect(created.status).toBe(201);
  await openTrucks(page);

  await page.getByTestId('trucks-search').fill(before);
  await expect(rowOf(page, before)).toHaveCount(1);
  await page.getByTestId(`truck-edit-51C${digits}`).click();
  await expect(page.getByTestId('truck-form-plate')).toHaveValue(display('51C', digits));
  await page.getByTestId('truck-form-name').fill(after);
  await page.getByTestId('truck-form-save').click();
  await expect(page.getByTestId('truck-form-save')).toBeHidden();

  await page.getByTestId('trucks-search').fill(after);
  await expect(rowOf(page, after)).toContainText(display('51C', digits));
  const [saved] = await trucksMatching(request, token, after);
  expect(saved).toMatchObject({ id: created.body.data.id, name: after });
});

test('the camera editor gives the source its room; adding a channel raises the camera count', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = runDigits(7);
  const name = `Xe camera ${Date.now().toString(36)}`;
  const created = await apiCall(request, token, '/truck/create', {
    plate: `51C${digits}`,
    name,
    cameras: 0,
  });
  expect(created.status).toBe(201);
  const sourceWidth = async () =>
    (await page.getByTestId('camera-source-1').boundingBox())?.width ?? 0;

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    if (viewport.width === 1280) await openTrucks(page);
    await page.getByTestId('trucks-search').fill(name);
    await page.getByTestId(`truck-edit-51C${digits}`).click();
    await expect(page.getByTestId('truck-form-cameras')).toHaveValue('0');
    await page.getByTestId('camera-add').click();
    // The count is the truck's one `cameras` field: the new channel 1 makes it 1.
    await expect(page.getByTestId('truck-form-cameras')).toHaveValue('1');
    await expect(page.getByTestId('camera-source-1')).toBeVisible();
    expect(await sourceWidth()).toBeGreaterThanOrEqual(viewport.width < 600 ? 250 : 400);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('truck-form-save')).toBeHidden();
  }
});

test('a truck manager without the camera-sources grant sees the cameras read-only', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = runDigits(11);
  const name = `Xe nguồn ${Date.now().toString(36)}`;
  const created = await apiCall(request, token, '/truck/create', { plate: `51C${digits}`, name });
  expect(created.status).toBe(201);
  const cameras = await apiCall(request, token, '/api/trucks/cameras/save', {
    truck_id: created.body.data.id,
    cameras: [
      { channel: 1, name: 'Trước', position: 'road', source_url: 'rtsp://203.0.113.5/live' },
    ],
  });
  expect(cameras.status).toBe(200);
  const manager = await createUser(request, 'driver', 'quanlyxe');
  for (const [type, keys] of [
    ['page', ['trucks']],
    ['truck', [String(created.body.data.id)]],
  ] as const) {
    const granted = await apiCall(request, token, '/fleet/roles/add_resources', {
      username: manager.username,
      type,
      keys,
    });
    expect(granted.status).toBe(200);
  }

  await openSignedIn(page, manager.username, manager.password, '/trucks');
  await page.getByTestId('trucks-search').fill(name);
  await page.getByTestId(`truck-edit-51C${digits}`).click();
  await expect(page.getByTestId('cameras-read-only')).toBeVisible();
  await expect(page.getByTestId('camera-source-1')).toBeDisabled();
  await expect(page.getByTestId('camera-add')).toBeDisabled();
});

test('admin selects two trucks and deletes them', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const group = `Đội xoá ${Date.now().toString(36)}`;
  const plates = [`51E${runDigits()}`, `51F${runDigits(1)}`];
  for (const [index, plate] of plates.entries()) {
    const created = await apiCall(request, token, '/truck/create', {
      plate,
      name: `${group} ${index + 1}`,
    });
    expect(created.status).toBe(201);
  }
  await openTrucks(page);

  await page.getByTestId('trucks-search').fill(group);
  await expect(rowOf(page, group)).toHaveCount(2);
  const deleteButton = page.getByTestId('trucks-delete-selected');
  await expect(deleteButton).toBeDisabled();
  await rowOf(page, `${group} 1`).getByRole('checkbox').check();
  await rowOf(page, `${group} 2`).getByRole('checkbox').check();
  await expect(deleteButton).toBeEnabled();
  await expect(deleteButton).toContainText('2');
  await deleteButton.click();

  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(display('51E', plates[0]!.slice(3)));
  await confirm.getByTestId('confirm-ok').click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('data-table-empty')).toBeVisible();
  await expect(deleteButton).toBeDisabled();
  expect(await trucksMatching(request, token, group)).toEqual([]);
});

test('admin attaches a device that sent data to no truck', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const stamp = Date.now().toString(36);
  const deviceId = `e2e-unknown-${stamp}`;
  const digits = runDigits(2);
  const name = `Xe gắn thiết bị ${stamp}`;
  const created = await apiCall(request, token, '/truck/create', { plate: `51G${digits}`, name });
  expect(created.status).toBe(201);
  // OsmAnd answers 200 whatever the id; an id no truck has is recorded as unknown.
  const sent = await request.post(`/osmand?id=${deviceId}&lat=21&lon=105.8`);
  expect(sent.status()).toBe(200);

  await openTrucks(page);
  await page.getByTestId('trucks-tab-devices').click();
  await expect(page).toHaveURL(/[?&]tab=devices/);
  const row = rowOf(page, deviceId);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('21.00000, 105.80000');

  await page.getByTestId(`device-attach-${deviceId}`).click();
  const dialog = page.getByTestId('device-attach-form');
  await expect(dialog).toContainText(deviceId);
  await page.getByTestId('device-attach-truck').fill(name);
  await page.getByTestId(`device-attach-option-${created.body.data.id}`).click();
  await page.getByTestId('device-attach-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('trucks-status')).toContainText(deviceId);
  await expect(rowOf(page, deviceId)).toHaveCount(0);

  const [attached] = await trucksMatching(request, token, name);
  expect(attached).toMatchObject({ id: created.body.data.id, device_id: deviceId });
  const unknown = await apiCall(request, token, '/api/devices/unknown', {});
  expect(unknown.body.data.map((d: { device_id: string }) => d.device_id)).not.toContain(deviceId);

  // The truck list tab shows the truck with its new device id.
  await page.getByTestId('trucks-tab-list').click();
  await page.getByTestId('trucks-search').fill(name);
  await expect(rowOf(page, name)).toContainText(deviceId);
});

test('admin creates a device key, shown once, that the batch endpoint accepts', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const stamp = Date.now().toString(36);
  const deviceId = `e2e-gw-${stamp}`;
  const digits = runDigits(3);
  const name = `Xe có khoá ${stamp}`;
  const created = await apiCall(request, token, '/truck/create', {
    plate: `51H${digits}`,
    name,
    device_id: deviceId,
  });
  expect(created.status).toBe(201);
  await openTrucks(page);
  await page.getByTestId('trucks-search').fill(name);
  await expect(rowOf(page, name)).toHaveCount(1);

  await page.getByTestId(`truck-device-key-51H${digits}`).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(deviceId);
  await confirm.getByTestId('confirm-ok').click();
  const dialog = page.getByTestId('device-key-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('/api/ingest/positions');
  await expect(dialog).toContainText('x-device-key');
  const key = await page.getByTestId('device-key-value').inputValue();
  expect(key.length).toBeGreaterThanOrEqual(20);
  await expect(page.getByTestId('device-key-example')).toContainText(key);

  const batch = await request.post('/api/ingest/positions', {
    headers: { 'x-device-key': key },
    data: {
      positions: [{ device_id: deviceId, time: '2025-03-01 08:00:00', lat: 21, lon: 105.8 }],
    },
  });
  expect(batch.status()).toBe(200);
  expect((await batch.json()).data).toMatchObject({ accepted: 1, rejected: [] });

  await page.getByTestId('device-key-close').click();
  await expect(dialog).toBeHidden();
  // A second rotation gives a new key and the first stops working.
  await page.getByTestId(`truck-device-key-51H${digits}`).click();
  await page.getByTestId('confirm-dialog').getByTestId('confirm-ok').click();
  await expect(page.getByTestId('device-key-value')).not.toHaveValue(key);
  const stale = await request.post('/api/ingest/positions', {
    headers: { 'x-device-key': key },
    data: {
      positions: [{ device_id: deviceId, time: '2025-03-01 08:00:05', lat: 21, lon: 105.8 }],
    },
  });
  expect(stale.status()).toBe(401);
});
