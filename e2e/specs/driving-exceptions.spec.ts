import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import {
  ADMIN,
  apiCall,
  apiLogin,
  assignedDriver,
  openSignedIn,
  sendPositions,
  shown,
  wall,
} from '../support.js';

const DAY_MS = 86_400_000;
const ZONE_MS = 7 * 3_600_000;

/** Two days ago (company time) from 08:00 the truck drives 4 h 40 min without a break. */
async function driveOverTheLimit(request: APIRequestContext, token: string, deviceId: string) {
  const dayStart = Math.floor((Date.now() + ZONE_MS) / DAY_MS) * DAY_MS - ZONE_MS - 2 * DAY_MS;
  const start = dayStart + 8 * 3_600_000;
  const positions = [];
  for (let i = 0; i <= 280; i += 1)
    positions.push({
      device_id: deviceId,
      time: new Date(start + i * 60_000).toISOString(),
      lat: 10.8,
      lon: 106.7 + i / 109.3,
      speed_kmh: 60,
      ignition: true,
    });
  await sendPositions(request, token, deviceId, positions);
  return wall(dayStart / 1000).slice(0, 10);
}

test('an exception reason set on a continuous-driving violation shows in the report', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const { fullname, username, deviceId, plate } = await assignedDriver(request, token, {
    fullname: 'Lê Văn Ngoại Lệ',
    username: 'ngoaile',
    platePrefix: '51E',
    device: 'exception-e2e',
  });
  const day = await driveOverTheLimit(request, token, deviceId);
  const period = { start_time: `${day} 00:00:00`, end_time: `${day} 23:59:59` };
  const violations = async () => {
    const answer = await apiCall(request, token, '/driver_report/abnormal_activity', {
      ...period,
      driver_name: username,
    });
    return (answer.body.data as { type: string; exception_reason: string | null }[]).filter(
      (row) => row.type === 'continuous_driving',
    );
  };
  await expect.poll(async () => (await violations()).length).toBe(1);

  await openSignedIn(page, ADMIN.username, ADMIN.password, '/management/driving-report');
  await page.getByTestId('driver-filter-from').fill(shown(`${day} 00:00`));
  await page.getByTestId('driver-filter-to').fill(shown(`${day} 23:59`));
  await page.getByTestId('driver-filter-driver').fill(fullname);
  await page.getByRole('option', { name: new RegExp(fullname) }).click();
  await page.getByTestId('driver-filter-show').click();
  const list = page.getByTestId('abnormal-list');
  const row = list.getByRole('row').filter({ hasText: 'Lái xe liên tục quá giới hạn' });
  await expect(row).toContainText(plate);

  await row.getByRole('button', { name: /^Ghi lý do ngoại lệ: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Lý do ngoại lệ của lái xe liên tục' });
  await expect(dialog).toContainText(`Xe ${plate}`);
  await dialog.getByTestId('driving-exception-reason').selectOption('road_obstacle');
  await dialog.getByTestId('driving-exception-note').fill('Sạt lở đèo');
  await dialog.getByTestId('driving-exception-submit').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Trở ngại trên đường');
  expect((await violations())[0]?.exception_reason).toBe('road_obstacle');

  // Opened again, the form shows what was saved.
  await row.getByRole('button', { name: /^Ghi lý do ngoại lệ: / }).click();
  await expect(dialog.getByTestId('driving-exception-reason')).toHaveValue('road_obstacle');
  await expect(dialog.getByTestId('driving-exception-note')).toHaveValue('Sạt lở đèo');
  await dialog.getByRole('button', { name: 'Huỷ' }).click();
  await expect(dialog).toBeHidden();

  // B.3 shows it too.
  await page.getByTestId('driving-report-tab-reports').click();
  await page.getByRole('combobox', { name: 'Báo cáo' }).click();
  await page.getByTestId('report-code-b3').click();
  await page.getByTestId('report-truck').fill(plate);
  await page.getByRole('option', { name: plate }).click();
  await page.getByTestId('report-from').fill(shown(`${day} 00:00`));
  await page.getByTestId('report-to').fill(shown(`${day} 23:59`));
  await page.getByTestId('report-show').click();
  await expect(page.getByTestId('report-table')).toContainText('Trở ngại trên đường');
});
