import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, createUser, navLinks, signIn } from '../support.js';

test('a warehouse manager with two granted pages sees only those and gets 401 elsewhere', async ({
  page,
  request,
}) => {
  const manager = await createUser(request, 'warehouse_manager', 'manager');
  const granted = await apiCall(request, manager.adminToken, '/fleet/roles/add_resources', {
    role: 'warehouse_manager',
    type: 'page',
    keys: ['warehouse-video', 'notice-management'],
  });
  expect(granted.status).toBe(200);

  await signIn(page, manager.username, manager.password);
  await expect(page.getByTestId('nav-warehouse-video').first()).toBeAttached();
  await expect(page.getByTestId('nav-notice-management').first()).toBeAttached();
  const keys = await navLinks(page).evaluateAll((links) => [
    ...new Set(links.map((l) => l.getAttribute('data-testid'))),
  ]);
  expect(keys.sort()).toEqual(['nav-notice-management', 'nav-warehouse-video']);

  await page.goto('/driver-management');
  await expect(page).toHaveURL(/\/errors\/error-401$/);
  await page.goto('/notice-management');
  await expect(page).toHaveURL(/\/notice-management$/);
  await expect(page.getByTestId('page-title')).toBeVisible();

  await page.getByTestId('sign-out').first().click();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a thin bar runs at the top while the next page’s code loads', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByTestId('page-title')).toBeVisible();
  // The first page's own first loads are over before the navigation.
  await expect(page.getByTestId('page-progress')).toHaveCount(0);

  // The rule page's chunk is held until released: the bar must show while it is awaited.
  let asked: () => void = () => undefined;
  let release: () => void = () => undefined;
  const chunkAsked = new Promise<void>((resolve) => (asked = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/rule-page-[\w-]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.getByTestId('nav-rule').first().click();
  await chunkAsked;
  const bar = page.getByTestId('page-progress');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS('position', 'fixed');
  expect((await bar.boundingBox())?.y).toBe(0);
  release();
  await expect(bar).toHaveCount(0);
  await expect(page).toHaveURL(/\/rule$/);
});
