import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, openSignedIn } from '../support.js';

const runDigits = () => String(Date.now() % 100_000).padStart(5, '0');
/** About 500 m along a meridian: 30 s at 60 km/h. */
const STEP = 0.0045;
const LAT = 10.9;
const LON = 106.75;

/** `2025-11-20 HH:mm:ss` (company zone) for seconds after 08:00. */
function at(offset: number): string {
  const seconds = 8 * 3600 + offset;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `2025-11-20 ${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/**
 * 08:00–08:10 driving (20 steps), a stop from 08:10:30 to 08:20:30 (its first and last fixes
 * at rest, as the motion model counts a stop) with the engine on for its first five minutes,
 * then driving from 08:21 to 08:26 (11 steps): 31 steps, about 15.5 km.
 */
function day(deviceId: string) {
  const positions: object[] = [];
  const fix = (offset: number, step: number, speed: number, ignition: boolean) =>
    positions.push({
      device_id: deviceId,
      time: at(offset),
      lat: LAT + step * STEP,
      lon: LON,
      speed_kmh: speed,
      course: 0,
      ignition,
    });
  for (let i = 0; i <= 20; i += 1) fix(i * 30, i, 60, true);
  for (let offset = 630; offset <= 1230; offset += 60) fix(offset, 20, 0, offset < 930);
  for (let i = 0; i <= 10; i += 1) fix(1260 + i * 30, 21 + i, 60, true);
  return positions;
}

async function sendDay(request: APIRequestContext, token: string, deviceId: string) {
  const key = await apiCall(request, token, '/api/devices/key', { device_id: deviceId });
  expect(key.status).toBe(200);
  const positions = day(deviceId);
  const response = await request.post('/api/ingest/positions', {
    data: { positions },
    headers: { 'x-device-key': key.body.data.key as string },
  });
  expect(response.status()).toBe(200);
  expect((await response.json()).data.accepted).toBe(positions.length);
}

test('a contract is created and its trip report shows the route, stops and sums', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = runDigits();
  const deviceId = `e2e-contract-${digits}`;
  const plate = `51C-${digits.slice(0, 3)}.${digits.slice(3)}`;
  const truck = await apiCall(request, token, '/truck/create', {
    plate,
    name: 'Xe hợp đồng',
    device_id: deviceId,
  });
  expect(truck.status).toBe(201);
  await sendDay(request, token, deviceId);
  const depot = `Kho E2E ${digits}`;
  const marker = await apiCall(request, token, '/marker/create', {
    name: depot,
    lat: LAT + 20 * STEP,
    lon: LON,
    radius_m: 150,
    type: 'warehouse',
  });
  expect(marker.status).toBe(201);

  await openSignedIn(page, ADMIN.username, ADMIN.password, '/contract');
  await page.getByTestId('contract-create').click();
  const form = page.getByTestId('contract-form');
  const code = `HD-E2E-${digits}`;
  await form.getByTestId('contract-form-code').fill(code);
  await form.getByTestId('contract-form-customer').fill('Công ty Minh Phát');
  await form.getByTestId('contract-form-plate').fill(plate.slice(0, 6));
  await page.getByRole('option', { name: new RegExp(plate.replace('.', '\\.')) }).click();
  await form.getByTestId('contract-form-planned-start').fill('20/11/2025 07:30');
  await form.getByTestId('contract-form-planned-end').fill('20/11/2025 09:00');
  await form.getByTestId('contract-form-origin-marker-id').fill(depot);
  await page.getByRole('option', { name: depot }).click();
  await form.getByTestId('contract-form-cargo').fill('12 pallet gạo');
  await page.getByTestId('contract-form-save').click();
  await expect(form).toHaveCount(0);

  const row = page.locator('tr', { hasText: code });
  await expect(row).toContainText(depot);
  await expect(row).toContainText('20/11/2025 07:30:00');

  // The same code again is refused with the server's message on the field.
  await page.getByTestId('contract-create').click();
  await form.getByTestId('contract-form-code').fill(code.toLowerCase());
  await form.getByTestId('contract-form-customer').fill('Khác');
  await form.getByTestId('contract-form-plate').fill(plate.slice(0, 6));
  await page.getByRole('option', { name: new RegExp(plate.replace('.', '\\.')) }).click();
  await page.getByTestId('contract-form-save').click();
  await expect(form).toContainText('Mã hợp đồng này đã có.');
  // The cancel button waits until the refused save has settled (Escape could land while
  // the dialog is still busy, or in the truck picker's list).
  await form.getByRole('button', { name: 'Huỷ' }).click();
  await expect(form).toHaveCount(0);

  await row.locator('[data-testid^="contract-report-"]').click();
  const report = page.getByTestId('trip-report');
  await expect(report).toBeVisible();
  await expect(page).toHaveURL(/tab=report/);
  await expect(page.getByTestId('trip-contract')).toContainText(code);
  await expect(page.getByTestId('map-view').locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(page.getByTestId('map-error')).toHaveCount(0);

  // 31 steps of about 500 m; 16 min driving (the arrival's and the set-off's 30 s legs
  // count), one stop of 10 min with 5 min engine on.
  await expect(page.getByTestId('trip-sum-distance')).toContainText('15,5 km');
  await expect(page.getByTestId('trip-sum-driving')).toContainText('16 phút 00 giây');
  await expect(page.getByTestId('trip-sum-stops')).toContainText('1');
  await expect(page.getByTestId('trip-sum-idle')).toContainText('5 phút 00 giây');
  const stopRows = report.getByTestId('data-table').locator('tbody tr');
  await expect(stopRows).toHaveCount(2);
  await expect(stopRows.first()).toContainText(depot);
  await expect(stopRows.first()).toContainText('20/11/2025 08:10:30');
  await expect(stopRows.first()).toContainText('10 phút 00 giây');
  await expect(stopRows.first()).toContainText('Không có video');
  await expect(stopRows.last()).toContainText('Tổng');
  await expect(report.getByText(depot).first()).toBeVisible();

  // A shorter filter keeps the same stop; 15 min hides it.
  await page.getByTestId('trip-min').locator('..').click();
  await page.getByRole('option', { name: '15 phút' }).click();
  await page.getByTestId('trip-show').click();
  await expect(page).toHaveURL(/min=15/);
  await expect(report.getByTestId('data-table-empty')).toBeVisible();
  await expect(page.getByTestId('trip-sum-stops')).toContainText('0');
});
