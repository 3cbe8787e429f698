import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../support.js';

test('the bell badge changes within one polling period when a notice arrives', async ({
  page,
  request,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  // Open the bell once so everything so far counts as seen.
  await page.getByTestId('notice-bell').click();
  await expect(page.getByTestId('notice-popover')).toBeVisible();
  await expect(page.getByTestId('notice-popover')).toContainText('Notifications');
  await page.keyboard.press('Escape');
  const badge = page.getByTestId('notice-badge');
  const before = (await badge.textContent())?.trim() ?? '';

  const response = await request.post('/form/requeset_demo', {
    data: { fullname: 'Vũ Văn Hải', email: 'hai@vantai.vn', company: 'Vận tải Hải Phòng' },
  });
  expect(response.status()).toBe(201);

  // One polling period is 15 s; allow a little for the request itself.
  await expect(badge).not.toHaveText(before, { timeout: 17_000 });
  // Other notices may arrive meanwhile (the suite's other specs raise them): at least this one.
  await expect
    .poll(async () => Number((await badge.textContent())?.trim() || 0))
    .toBeGreaterThanOrEqual(1);

  await page.getByTestId('notice-bell').click();
  await expect(page.getByTestId('notice-popover')).toContainText('Vũ Văn Hải');
  await expect(page.getByTestId('notice-popover').getByText('Xem toàn bộ')).toBeVisible();
});
