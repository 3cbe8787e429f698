import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import type { TDriverTrip } from '@fleet/contracts';
import { apiLogin, driverWithTruck, importTodaysDelivery, signIn } from '../support.js';

test.use({ viewport: { width: 390, height: 844 } });

/** A driver's trip of `order` as the server has it (their own token). */
async function serverTrip(
  request: APIRequestContext,
  driver: { username: string; password: string },
  order: string,
): Promise<TDriverTrip> {
  const token = await apiLogin(request, driver.username, driver.password);
  const listed = await request.get('/api/driver/trips', { headers: { token } });
  expect(listed.status()).toBe(200);
  const trips = ((await listed.json()) as { data: { trips: TDriverTrip[] } }).data.trips;
  const trip = trips.find((t) => t.order_code === order);
  expect(trip).toBeDefined();
  return trip!;
}

/** A driver with a truck and, today, a trip of a new order imported for it. */
async function driverWithTrip(request: APIRequestContext, prefix: string, orderPrefix: string) {
  const driver = await driverWithTruck(request, prefix);
  const order = `${orderPrefix}-${Date.now().toString(36)}`;
  await importTodaysDelivery(request, driver.adminToken, driver.truck.plate_display, order);
  return { ...driver, order };
}

const tripOf = (page: Page, order: string) =>
  page.locator('[data-testid^="driver-trip-"]').filter({ hasText: order });

test("a mark made offline stays its driver's: another driver signing in on the phone neither sees nor sends it, its driver does", async ({
  page,
  request,
}) => {
  const first = await driverWithTrip(request, 'laixetruoc', 'DH-OWN-A');
  const second = await driverWithTrip(request, 'laixesau', 'DH-OWN-B');
  const { order: firstOrder } = first;
  const { order: secondOrder } = second;

  // The first driver marks arrival without a connection: it waits on the phone.
  await signIn(page, first.username, first.password);
  await expect(page).toHaveURL(/\/driver$/);
  const mine = tripOf(page, firstOrder);
  await expect(mine).toBeVisible();
  await page.context().setOffline(true);
  await mine.locator('[data-testid$="-origin-arrived"]').click();
  await expect(mine.locator('[data-testid$="-origin-arrived"]')).toContainText('chờ gửi');

  // Signing out, they are told it stays theirs; they may stay, or go.
  await page.getByTestId('driver-sign-out').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Còn dữ liệu chưa gửi');
  await expect(dialog).toContainText('1 mục bạn tạo');
  await expect(dialog).toContainText('chỉ được gửi khi chính bạn đăng nhập lại');
  await page.getByTestId('confirm-cancel').click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/driver$/);
  await page.getByTestId('driver-sign-out').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.context().setOffline(false);

  // The second driver signs in on the same phone, online: the first one's mark is neither
  // shown nor sent. Their own mark goes through the same queue, behind where it would be.
  await signIn(page, second.username, second.password);
  await expect(page).toHaveURL(/\/driver$/);
  const theirs = tripOf(page, secondOrder);
  await expect(theirs).toBeVisible();
  await expect(page.locator('[data-testid^="driver-waiting-"]')).toHaveCount(0);
  await theirs.locator('[data-testid$="-destination-arrived"]').click();
  await expect(theirs.locator('[data-testid$="-destination-arrived"]')).toContainText('Đã đến lúc');
  expect((await serverTrip(request, second, secondOrder)).marks.destination.arrived_at).toMatch(
    /^\d{4}-/,
  );
  expect((await serverTrip(request, first, firstOrder)).marks.origin.arrived_at).toBeNull();
  // Nothing of theirs waits: they leave without being asked.
  await page.getByTestId('driver-sign-out').click();
  await expect(page).toHaveURL(/\/auth\/login/);

  // The first driver back: their mark leaves under their own session, once.
  await signIn(page, first.username, first.password);
  const again = tripOf(page, firstOrder);
  await expect(again.locator('[data-testid$="-origin-arrived"]')).toContainText('Đã đến lúc');
  const sent = await serverTrip(request, first, firstOrder);
  expect(sent.marks.origin.arrived_at).toMatch(/^\d{4}-/);
  await expect(page.locator('[data-testid^="driver-waiting-"]')).toHaveCount(0);
});

/** The driver's answers the app's worker keeps on the phone: each kept address's session. */
async function keptSessions(page: Page): Promise<(string | null)[]> {
  return page.evaluate(async () => {
    // The e2e programs are typed without the DOM's names.
    type TCache = { keys: () => Promise<{ url: string }[]> };
    type TCaches = { keys: () => Promise<string[]>; open: (name: string) => Promise<TCache> };
    const store = (globalThis as unknown as { caches: TCaches }).caches;
    const sessions: (string | null)[] = [];
    for (const name of await store.keys()) {
      for (const request of await (await store.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.pathname.startsWith('/api/driver/')) sessions.push(url.searchParams.get('session'));
      }
    }
    return sessions;
  });
}

test("the phone keeps a driver's answers for their own session only: the next driver's drop them", async ({
  page,
  request,
}) => {
  const first = await driverWithTruck(request, 'laixecu');
  const second = await driverWithTrip(request, 'laixemoi', 'DH-KEPT-B');

  // The app's worker installs and takes the driver's page; what the first driver is shown next
  // is kept on the phone, under their session (a digest of the token, never the token).
  await signIn(page, first.username, first.password);
  await expect(page).toHaveURL(/\/driver$/);
  await page.waitForFunction(() => {
    type TWorkers = { serviceWorker: { controller: unknown } };
    return (globalThis as unknown as { navigator: TWorkers }).navigator.serviceWorker.controller;
  });
  await page.reload();
  await expect(page.getByTestId('driver-trips-empty')).toBeVisible();
  await expect.poll(async () => (await keptSessions(page)).length).toBeGreaterThan(0);
  const firstKept = new Set(await keptSessions(page));
  expect(firstKept.size).toBe(1);
  const [firstSession] = [...firstKept];
  expect(firstSession).toMatch(/^[0-9a-f]{32}$/);

  // Their session ends without the sign-out button (it expired); the next driver signs in on the
  // same phone. Their answers are kept under their own session, and the first one's are gone.
  await page.evaluate(() => {
    type TStorage = { removeItem: (key: string) => void };
    (globalThis as unknown as { localStorage: TStorage }).localStorage.removeItem('access_token');
  });
  await signIn(page, second.username, second.password);
  await expect(page).toHaveURL(/\/driver$/);
  await expect(tripOf(page, second.order)).toBeVisible();
  await expect.poll(async () => new Set(await keptSessions(page)).size).toBe(1);
  const [secondSession] = await keptSessions(page);
  expect(secondSession).toMatch(/^[0-9a-f]{32}$/);
  expect(secondSession).not.toBe(firstSession);
});
