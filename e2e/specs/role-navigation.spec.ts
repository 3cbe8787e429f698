import { expect, test } from '@playwright/test';
import { apiCall, createUser, navLinks, signIn } from '../support.js';

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
