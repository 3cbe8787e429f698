import { expect, test } from '../shared-page.js';
import type { TDriverTrip } from '@fleet/contracts';
import {
  apiLogin,
  driveUntilNow,
  driverWithTruck,
  importTodaysDelivery,
  scrollsSideways,
  signIn,
} from '../support.js';

test.use({ viewport: { width: 390, height: 844 } });

test('a driver signs in to the driver app, sees the time left, then a day over 4 h', async ({
  page,
  request,
}) => {
  const {
    username,
    password,
    adminToken: token,
    deviceId,
    truck,
  } = await driverWithTruck(request, 'laixeapp');

  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByTestId('driver-plate')).toHaveText(truck.plate_display);
  await expect(page.getByTestId('driver-left-continuous')).toHaveText('Còn 4:00');
  await expect(page.getByTestId('driver-left-today')).toHaveText('Còn 10:00');
  await expect(page.getByTestId('driver-left-week')).toHaveText('Còn 48:00');
  await expect(page.getByTestId('driver-limit-continuous')).toHaveAttribute('data-level', 'ok');
  expect(await scrollsSideways(page)).toBe(false);
  // The office console's navigation is not part of the driver app.
  await expect(page.getByTestId('mobile-navigation')).toHaveCount(0);
  // Installable: the app links its manifest.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/driver.webmanifest');

  // 4 h 10 min at the wheel until a minute ago: over the continuous limit.
  await driveUntilNow(request, token, deviceId, 250);
  const driverToken = await apiLogin(request, username, password);
  await expect
    .poll(async () => {
      const now = await request.get('/api/driver/now', { headers: { token: driverToken } });
      return ((await now.json()) as { data: { continuous: { level: string } } }).data.continuous
        .level;
    })
    .toBe('over');
  await page.reload();
  const continuous = page.getByTestId('driver-limit-continuous');
  await expect(continuous).toHaveAttribute('data-level', 'over');
  await expect(continuous).toContainText('Quá giờ');
  await expect(page.getByTestId('driver-left-continuous')).toHaveText(/^Quá 0:[01]\d$/);
  expect(await scrollsSideways(page)).toBe(false);

  // English too.
  await page.getByRole('button', { name: 'EN' }).click();
  await expect(continuous).toContainText('Over the limit');
});

test("today's trip from an imported plan shows with its stops, and the driver marks arrival", async ({
  page,
  request,
}) => {
  const { username, password, adminToken, truck } = await driverWithTruck(request, 'laixechuyen');
  const order = `DH-APP-${Date.now().toString(36)}`;
  await importTodaysDelivery(request, adminToken, truck.plate_display, order);

  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/driver$/);
  const trip = page.locator('[data-testid^="driver-trip-"]').filter({ hasText: order });
  await expect(trip).toContainText('Công ty TNHH Giao Nhận Sài Gòn');
  await expect(trip).toContainText('Kế hoạch 11:00 – 13:00');
  await expect(trip).toContainText('Chưa chạy');
  await expect(trip).toContainText('Điểm đi');
  await expect(trip).toContainText('10.8, 106.7');
  await expect(trip).toContainText('Điểm đến');
  await expect(trip).toContainText('10.85, 106.75');
  expect(await scrollsSideways(page)).toBe(false);

  await trip.locator('[data-testid$="-destination-arrived"]').click();
  await expect(trip.locator('[data-testid$="-destination-arrived"]')).toContainText('Đã đến lúc');
  // Stored on the server: shown again after a reload.
  await page.reload();
  await expect(
    page
      .locator('[data-testid^="driver-trip-"]')
      .filter({ hasText: order })
      .locator('[data-testid$="-destination-arrived"]'),
  ).toContainText('Đã đến lúc');

  // Offline, the mark waits on the phone; back online it is sent, once.
  const shown = page.locator('[data-testid^="driver-trip-"]').filter({ hasText: order });
  await page.context().setOffline(true);
  await shown.locator('[data-testid$="-origin-arrived"]').click();
  await expect(shown.locator('[data-testid$="-origin-arrived"]')).toContainText('chờ gửi');
  await page.context().setOffline(false);
  await expect(shown.locator('[data-testid$="-origin-arrived"]')).toContainText('Đã đến lúc');
  const driverToken = await apiLogin(request, username, password);
  const listed = await request.get('/api/driver/trips', { headers: { token: driverToken } });
  const trips = ((await listed.json()) as { data: { trips: TDriverTrip[] } }).data.trips;
  expect(trips.find((t) => t.order_code === order)?.marks.origin.arrived_at).toMatch(/^\d{4}-/);
});
