import { expect, test } from '../shared-page.js';
import { ADMIN, navLinks, signIn } from '../support.js';

test('admin signs in, sees the whole navigation and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByTestId('page-title')).toBeVisible();
  for (const key of [
    'overview',
    'location',
    'warehouse-video',
    'driver-management',
    'role-management',
    'management-driving-report',
  ]) {
    await expect(page.getByTestId(`nav-${key}`).first()).toBeAttached();
  }
  expect(await navLinks(page).count()).toBeGreaterThanOrEqual(15);
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto('/overview');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a wrong password is refused with a message', async ({ page }) => {
  await page.goto('/auth/login');
  await page
    .locator('[data-testid="login-username"] input, input[data-testid="login-username"]')
    .first()
    .fill('admin');
  await page
    .locator('[data-testid="login-password"] input, input[data-testid="login-password"]')
    .first()
    .fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('unknown paths go to the 404 page, under /auth too', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/errors\/error-404$/);
  await page.goto('/auth/nothing-here');
  await expect(page).toHaveURL(/\/errors\/error-404$/);
});
