import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import {
  ADMIN,
  apiCall,
  apiLogin,
  assignedDriver,
  openSignedIn,
  rowOnSomePage,
  sendPositions,
} from '../support.js';

const DAY_MS = 86_400_000;
const ZONE_MS = 7 * 3_600_000;

/**
 * Today (company time) a truck drives 40 min at 60 km/h with a fix every 30 s, then stands
 * 15 min: one session, one trip, one stop for the assigned driver.
 */
async function driveToday(request: APIRequestContext, token: string, deviceId: string) {
  const now = Date.now();
  const dayStart = Math.floor((now + ZONE_MS) / DAY_MS) * DAY_MS - ZONE_MS;
  const start = Math.max(dayStart + 60_000, now - 60 * 60_000);
  const positions = [];
  let lon = 106.7;
  for (let t = start, i = 0; t <= now - 30_000 && i < 110; t += 30_000, i += 1) {
    const moving = i < 80;
    if (moving && i > 0) lon += 0.5 / 109.3;
    positions.push({
      device_id: deviceId,
      time: new Date(t).toISOString(),
      lat: 10.8,
      lon,
      speed_kmh: moving ? 60 : 0,
      ignition: true,
    });
  }
  await sendPositions(request, token, deviceId, positions);
}

test('driver report, a standard report with its XLSX, and the overview card', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const { fullname, username, deviceId, plate } = await assignedDriver(request, token, {
    fullname: 'Trần Văn Lái',
    username: 'laixe',
    platePrefix: '51D',
    device: 'report-e2e',
  });
  await driveToday(request, token, deviceId);
  await expect
    .poll(async () => {
      const today = await apiCall(request, token, '/driver_report/get_current_list', {});
      return (today.body.data as { username: string }[]).some((r) => r.username === username);
    })
    .toBe(true);

  await openSignedIn(page, ADMIN.username, ADMIN.password, '/overview');
  const card = page.getByTestId('driver-time-card');
  await expect(card).toContainText('Thời gian lái xe hôm nay');
  // Five rows a page, most urgent first: other specs' drivers drove longer today.
  await expect(await rowOnSomePage(card, fullname)).toContainText(plate);

  await page.goto('/management/driving-report');
  const days = page.getByTestId('driver-days');
  await page.getByTestId('driver-filter-driver').fill(fullname);
  await page.getByRole('option', { name: new RegExp(fullname) }).click();
  await page.getByTestId('driver-filter-show').click();
  await expect(page.getByTestId('route-summary')).toContainText(/\d+ điểm, 1 điểm dừng/);
  await expect(days.getByRole('row')).toHaveCount(2);
  // Filtered to the driver: the list of all drivers pages, and other specs add drivers.
  await expect(days.getByRole('row').filter({ hasText: fullname })).toContainText(plate);

  await page.getByTestId('driving-report-tab-reports').click();
  await page.getByRole('combobox', { name: 'Báo cáo' }).click();
  await page.getByTestId('report-code-b4').click();
  await page.getByTestId('report-truck').fill(plate);
  await page.getByRole('option', { name: plate }).click();
  await page.getByTestId('report-show').click();
  const table = page.getByTestId('report-table');
  await expect(table.getByRole('row').filter({ hasText: fullname })).toContainText(plate);
  await expect(page.getByTestId('report-total')).toContainText('Tổng cộng: 1');

  const download = page.waitForEvent('download');
  await page.getByTestId('report-download').click();
  expect((await download).suggestedFilename()).toMatch(/^B\.4-\d{4}-\d{2}-\d{2}\.xlsx$/);

  // The admin's thresholds dialog edits the domain settings.
  await page.getByTestId('thresholds-open').click();
  // Each legal limit shows its basis beside it (Law 36/2024 art. 64, Law 118/2025).
  await expect(page.getByTestId('threshold-basis-continuous_limit_minutes')).toContainText(
    'Luật 36/2024/QH15, điều 64',
  );
  await expect(page.getByTestId('threshold-basis-weekly_limit_minutes')).toContainText(
    'Bộ luật Lao động',
  );
  await page.getByTestId('threshold-continuous_limit_minutes').fill('250');
  await page.getByTestId('thresholds-save').click();
  await expect(page.getByTestId('status')).toContainText('Đã lưu ngưỡng');
  const settings = await request.get('/api/settings', { headers: { token } });
  const saved = ((await settings.json()) as { data: Record<string, unknown> }).data;
  expect(saved.continuous_limit_minutes).toBe(250);
  // Headers and the B.3 filter name the limit the admin set, not a fixed 4 h.
  await page.getByRole('combobox', { name: 'Báo cáo' }).click();
  await page.getByTestId('report-code-b3').click();
  await expect(page.getByLabel('Chỉ phiên lái liên tục trên 4 giờ 10 phút')).toBeVisible();
  await page.getByTestId('report-show').click();
  await expect(
    table.getByRole('columnheader', { name: 'Lái liên tục trên 4 giờ 10 phút' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Báo cáo' }).click();
  await page.getByTestId('report-code-b5-1').click();
  await page.getByTestId('report-show').click();
  await expect(table.getByRole('columnheader', { name: 'Quá tốc độ trên 35 km/h' })).toBeVisible();
  const restored = await apiCall(
    request,
    token,
    '/api/settings',
    { ...saved, continuous_limit_minutes: 240 },
    'put',
  );
  expect(restored.status).toBe(200);
});
