import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, openSignedIn, useRtspServer } from '../support.js';

const rtsp = useRtspServer(1);

test('a warehouse range downloads, plays in the grid and can be redownloaded', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const saved = await apiCall(request, token, '/api/warehouse/channels/save', {
    ip: '127.0.0.1',
    channel: 1,
    name: 'Cổng kho A',
    warehouse: 'Kho Bình Dương',
    vendor: 'hikvision',
    port: rtsp.port,
  });
  expect(saved.status).toBe(200);

  await openSignedIn(page, ADMIN.username, ADMIN.password, '/warehouse-video');
  // A range of seconds keeps the download short.
  await page.getByTestId('warehouse-start').fill('20/11/2026 09:00:00');
  await page.getByTestId('warehouse-end').fill('20/11/2026 09:00:04');
  await page.getByTestId('warehouse-submit').click();

  const status = page.locator('[data-testid^="warehouse-status-"]');
  await expect(status).toHaveCount(1);
  await expect(status).toHaveText('Đã tải', { timeout: 40_000 });
  await expect(page.getByTestId('warehouse-totals')).toContainText('Đã tải: 1');

  await page.getByRole('button', { name: /^Xem video 20\/11\/2026 09:00:00/ }).click();
  const video = page.getByTestId('warehouse-grid-slot-1').locator('video');
  await expect(video).toBeVisible();
  await expect
    .poll(() =>
      video.evaluate((element) => (element as unknown as { currentTime: number }).currentTime),
    )
    .toBeGreaterThan(1);

  await page.getByRole('button', { name: /^Tải lại video 20\/11\/2026 09:00:00/ }).click();
  await expect(page.getByTestId('warehouse-status')).toHaveText('Đã gửi yêu cầu tải lại');
  await expect(status).toHaveText('Đã tải', { timeout: 40_000 });

  await page.getByTestId('warehouse-grid-clear').click();
  await expect(page.getByTestId('warehouse-grid-slot-1').locator('video')).toHaveCount(0);
});
