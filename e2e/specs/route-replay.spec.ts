import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, openSignedIn, signIn, wall } from '../support.js';

const runDigits = () => String(Date.now() % 100_000).padStart(5, '0');

interface TFix {
  at: number;
  lat: number;
  knots: number;
}

/**
 * Twenty fixes an hour ago: 8 driving north at 30 knots (55.6 km/h) every 30 s, six standing
 * every minute (a five-minute stop), then 6 driving on.
 */
function journey(start: number): TFix[] {
  const step = 0.0041; // about 458 m: 30 s at 55.6 km/h
  const fixes: TFix[] = [];
  let lat = 21.0;
  let at = start;
  for (let i = 0; i < 8; i += 1, at += 30, lat += step) fixes.push({ at, lat, knots: 30 });
  for (let i = 0; i < 6; i += 1, at += 60) fixes.push({ at, lat, knots: 0 });
  at -= 30;
  for (let i = 0; i < 6; i += 1) {
    lat += step;
    fixes.push({ at, lat, knots: 30 });
    at += 30;
  }
  return fixes;
}

async function report(request: APIRequestContext, deviceId: string, fix: TFix) {
  const response = await request.post('/osmand', {
    form: {
      id: deviceId,
      lat: fix.lat.toFixed(6),
      lon: '105.8542',
      timestamp: String(fix.at),
      speed: String(fix.knots),
      bearing: '0',
    },
  });
  expect(response.status()).toBe(200);
}

test('a truck route replays with its summary, stop, playback and stepping', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = runDigits();
  const deviceId = `e2e-replay-${digits}`;
  const created = await apiCall(request, token, '/truck/create', {
    plate: `29C-${digits.slice(0, 3)}.${digits.slice(3)}`,
    name: 'Xe xem lại',
    device_id: deviceId,
  });
  expect(created.status).toBe(201);
  const truck = created.body.data as { id: number; plate_display: string };

  const start = Math.floor(Date.now() / 1000) - 3600;
  const fixes = journey(start);
  expect(fixes).toHaveLength(20);
  for (const fix of fixes) await report(request, deviceId, fix);
  const stopStart = fixes[8]!.at;

  await signIn(page, ADMIN.username, ADMIN.password);
  const from = wall(start - 60).replace(' ', 'T');
  const to = wall(start + 1_200).replace(' ', 'T');
  const query = `truck=${truck.id}&from=${from}&to=${to}`;
  await page.goto(`/location/replay?${query}`);

  const replay = page.getByTestId('route-replay');
  await expect(replay).toBeVisible();
  await expect(page.getByTestId('replay-truck')).toHaveValue(new RegExp(truck.plate_display));
  await expect(page.getByTestId('map-view').locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(page.getByTestId('map-error')).toHaveCount(0);
  await expect(page.getByTestId('replay-chart').locator('canvas')).toBeVisible();

  // About 6.4 km driven (14 stretches of 458 m), one stop of five and a half minutes.
  const distance = await page.getByTestId('replay-distance').textContent();
  expect(Number(distance?.replace(/[^\d,.]/g, '').replace(',', '.'))).toBeGreaterThan(5);
  await expect(page.getByTestId('replay-stop-count')).toHaveText('1');
  await expect(page.getByTestId('replay-fix-count')).toHaveText('20');
  await expect(page.getByTestId('replay-stops').locator('tbody tr')).toHaveCount(1);

  // The replay starts at the first fix; playing moves the readout on.
  // A range that crosses midnight shows the date too, so only the time of day is compared.
  const time = page.getByTestId('replay-time');
  await expect(time).toContainText(wall(start).slice(11));
  await page.getByTestId('replay-rate-32').click();
  await page.getByTestId('replay-play').click();
  await expect(time).not.toContainText(wall(start).slice(11));
  await expect(page.getByTestId('replay-play')).toHaveAttribute('data-state', 'playing');

  // Choosing the stop pauses there, marks it and opens its popup on the map.
  await page.getByTestId('replay-stop-row-0').click();
  await expect(page.getByTestId('replay-play')).toHaveAttribute('data-state', 'paused');
  await expect(time).toContainText(wall(stopStart).slice(11));
  await expect(page.getByTestId('replay-stop-row-0')).toHaveClass(/Mui-selected/);
  const popup = page.getByTestId('replay-stop-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(wall(stopStart).slice(11));

  // → steps to the next fix, a minute later; space plays again.
  await page.keyboard.press('ArrowRight');
  await expect(time).toContainText(wall(stopStart + 60).slice(11));
  await page.getByTestId('replay-chart').click();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('replay-play')).toHaveAttribute('data-state', 'playing');

  // The URL still names the truck and the range: it can be shared as it is.
  expect(page.url()).toContain(`truck=${truck.id}`);
  expect(new URL(page.url()).searchParams.get('from')).toBe(from);
});

test('a range without positions says so', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = runDigits();
  const created = await apiCall(request, token, '/truck/create', {
    plate: `30H-${digits.slice(0, 3)}.${digits.slice(3)}`,
    device_id: `e2e-replay-empty-${digits}`,
  });
  expect(created.status).toBe(201);
  const truck = created.body.data as { id: number };

  await openSignedIn(page, ADMIN.username, ADMIN.password, `/location/replay?truck=${truck.id}`);
  await expect(page.getByTestId('replay-empty')).toBeVisible();
  // The live map's link names only the truck: the page fills in today's range.
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}(\+|%20)00%3A00%3A00/);

  // An end before the start is refused before asking the server.
  await page.getByTestId('replay-to').fill('01/01/2020 00:00');
  await page.getByTestId('replay-show').click();
  await expect(page.getByText(/after the start|sau thời điểm bắt đầu/)).toBeVisible();
});
