import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, openSignedIn, sendPositions } from '../support.js';

const MINUTE_MS = 60_000;

/**
 * A driver assigned to a new truck that has driven the last `minutes` without a stop, a fix
 * every 30 s at 60 km/h up to now (sessions run across midnight, so this works at any hour).
 */
async function driverWhoDrove(
  request: APIRequestContext,
  token: string,
  name: string,
  digits: string,
  minutes: number,
) {
  const username = `${name.toLowerCase()}${digits}`;
  const fullname = `${name} ${digits}`;
  const user = await apiCall(request, token, '/user/create', {
    username,
    password: 'e2e-password-1',
    fullname,
    role: 'driver',
  });
  expect(user.status).toBe(201);
  const deviceId = `overview-${username}`;
  const truck = await apiCall(request, token, '/truck/create', {
    plate: `${name === 'Vuot' ? '60C' : '61C'}${digits}`,
    device_id: deviceId,
  });
  expect(truck.status).toBe(201);
  const assigned = await apiCall(request, token, '/api/trucks/assignments/create', {
    truck_id: truck.body.data.id,
    driver_username: username,
    valid_from: '2025-01-01 00:00:00',
  });
  expect(assigned.status).toBe(201);

  const now = Date.now();
  const positions = [];
  for (let t = now - minutes * MINUTE_MS, i = 0; t <= now - 10_000; t += 30_000, i += 1) {
    positions.push({
      device_id: deviceId,
      time: new Date(t).toISOString(),
      lat: 10.9 + i * 0.0045,
      lon: 106.8,
      speed_kmh: 60,
      ignition: true,
    });
  }
  await sendPositions(request, token, deviceId, positions);
  return { username, fullname };
}

test('the overview puts the driver over the 4 h limit first, counts the fleet and warnings', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const steady = await driverWhoDrove(request, token, 'Deu', digits, 30);
  const over = await driverWhoDrove(request, token, 'Vuot', digits, 4 * 60 + 20);
  await expect
    .poll(async () => {
      const today = await apiCall(request, token, '/driver_report/get_current_list', {});
      const rows = today.body.data as { username: string; continuous_seconds: number }[];
      const mine = rows.filter((r) => [steady.username, over.username].includes(r.username));
      return mine.length === 2 && mine.every((r) => r.continuous_seconds > 0);
    })
    .toBe(true);
  // Driving over 4 h raises a continuous-driving warning.
  await expect
    .poll(async () => {
      const today = await apiCall(request, token, '/api/warnings/today_counts', {});
      return (today.body.data as { counts: Record<string, number> }).counts.continuous_driving;
    })
    .toBeGreaterThan(0);

  await openSignedIn(page, ADMIN.username, ADMIN.password, '/overview');
  const card = page.getByTestId('driver-time-card');
  const firstRow = card.locator('tbody tr').first();
  await expect(firstRow).toContainText(over.fullname);
  await expect(firstRow).toHaveAttribute('data-tone', 'error');
  await expect(firstRow).toContainText('Quá giờ');
  const steadyRow = card.locator('tbody tr').filter({ hasText: steady.fullname });
  await expect(steadyRow).not.toHaveAttribute('data-tone', 'error');

  // The fleet by status, from the live feed: at least these two trucks are moving.
  await expect(page.getByTestId('fleet-count-moving')).toHaveText(/^([2-9]|\d{2,})$/);
  await expect(page.getByTestId('warnings-today-continuous_driving')).toBeVisible();
});
