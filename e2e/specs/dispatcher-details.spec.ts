import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  apiCall,
  apiLogin,
  createUser,
  openSignedIn,
  scrollsSideways,
  shown,
  signIn,
  wall,
} from '../support.js';
import { jumpTo, mapLoaded, rendered, reportingTruck, type TMapHost } from '../map-support.js';

/** Digits unique to this run (and call), so plates and device ids do not clash. */
let calls = 0;
const runDigits = () => String((Date.now() + calls++ * 7) % 100_000).padStart(5, '0');

const SIZES = [
  { name: 'laptop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Opens the list (a drawer on phones) and finds the truck by its digits. */
async function findTruck(page: Page, digits: string, id: number) {
  const open = page.getByTestId('location-panel-open');
  if (await open.isVisible()) await open.click();
  await page.getByTestId('truck-search').fill(digits);
  await page.getByTestId(`truck-row-${id}`).click();
}

// Each test loads the map or a report on a busy machine.
test.beforeEach(() => test.slow());

test('an overview count opens the map filtered by its URL, and the chips keep the URL', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  // A moving truck, so that the overview has a count to click.
  await reportingTruck(request, token, `29C${runDigits()}`, { lat: 21.03, lon: 105.85 }, 20);
  await openSignedIn(page, ADMIN.username, ADMIN.password, '/overview');
  await page.getByTestId('fleet-open-moving').click();
  await expect(page).toHaveURL(/\/location\?status=moving$/);
  await expect(page.getByTestId('truck-status-moving')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('truck-status-all')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('truck-status-stopped')).toHaveAttribute('aria-pressed', 'false');

  // The chips write the URL, and the URL alone gives the same filter after a reload.
  await page.getByTestId('truck-status-idle').click();
  await expect(page).toHaveURL(/\/location\?status=moving%2Cidle$/);
  await page.reload();
  await expect(page.getByTestId('truck-status-idle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('truck-status-moving')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('truck-status-all').click();
  await expect(page).toHaveURL(/\/location$/);

  // A kind of today's warnings opens the warning list of that kind, today.
  const plate = `29C${runDigits()}`;
  expect((await apiCall(request, token, '/truck/create', { plate })).status).toBe(201);
  const warning = await apiCall(request, token, '/canh_bao/tao_canh_bao', {
    plate,
    content: 'Tài xế báo xe hỏng đèn',
    time: wall(Date.now() / 1000),
    lat: 21.03,
    lon: 105.85,
  });
  expect(warning.status).toBe(201);
  await page.goto('/overview');
  await page.getByTestId('warnings-today-manual').click();
  await expect(page).toHaveURL(/\/warning\?type=manual&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
  await expect(page.locator('#warning-filter-type')).toHaveValue('manual');
  await expect(page.getByText('Tài xế báo xe hỏng đèn').first()).toBeVisible();
});

for (const { name, viewport } of SIZES) {
  test.describe(`at ${name} size`, () => {
    test.use({ viewport });

    test('Escape leaves the map full screen', async ({ page }) => {
      await openSignedIn(page, ADMIN.username, ADMIN.password, '/location');
      await mapLoaded(page);
      const button = page.getByTestId('map-fullscreen');
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      const inFullScreen = () =>
        page.evaluate(() => {
          const scope = globalThis as unknown as { document: { fullscreenElement: unknown } };
          return scope.document.fullscreenElement !== null;
        });
      await expect.poll(inFullScreen).toBe(false);
    });

    test('follow mode keeps the followed truck clear of its card', async ({ page, request }) => {
      const token = await apiLogin(request, ADMIN.username, ADMIN.password);
      const digits = runDigits();
      const spot = { lat: 12.2388, lon: 109.1967 };
      const truck = await reportingTruck(request, token, `79C${digits}`, spot, 25);
      await openSignedIn(page, ADMIN.username, ADMIN.password, '/location');
      await mapLoaded(page);
      await findTruck(page, digits, truck.id);
      const follow = page.getByTestId('truck-card-follow');
      await follow.click();
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      // A new fix moves the truck; the camera follows it into the free part of the map.
      const fix = await request.post('/osmand', {
        form: {
          id: truck.deviceId,
          lat: String(spot.lat + 0.002),
          lon: String(spot.lon),
          timestamp: String(Math.floor(Date.now() / 1000)),
          speed: '25',
          bearing: '0',
        },
      });
      expect(fix.status()).toBe(200);
      const card = (await page.getByTestId('location-dock').boundingBox())!;
      const map = (await page.getByTestId('map-view').boundingBox())!;
      await expect
        .poll(
          async () => {
            const at = await page.getByTestId('map-view').evaluate(
              (element: unknown, place) => {
                const map = (element as TMapHost).maplibreMap!;
                return map.isMoving() ? null : map.project([place.lon, place.lat]);
              },
              { lat: spot.lat + 0.002, lon: spot.lon },
            );
            if (!at) return 'moving';
            const x = map.x + at.x;
            const y = map.y + at.y;
            const inMap = x > map.x && x < map.x + map.width && y > map.y && y < map.y + map.height;
            // The truck's icon (about 14 px around its point) stays off the card.
            const underCard =
              x > card.x - 14 &&
              x < card.x + card.width + 14 &&
              y > card.y - 14 &&
              y < card.y + card.height + 14;
            return inMap && !underCard ? 'clear' : 'covered';
          },
          { timeout: 30_000 },
        )
        .toBe('clear');
    });

    test('the report download says why it waits for "Xem"', async ({ page }) => {
      await openSignedIn(
        page,
        ADMIN.username,
        ADMIN.password,
        '/management/driving-report?tab=reports',
      );
      const download = page.getByTestId('report-download');
      await expect(download).toBeDisabled();
      const hintId = await download.getAttribute('aria-describedby');
      expect(hintId).toBeTruthy();
      await expect(page.locator(`[id="${hintId}"]`)).toHaveText(/Bấm "Xem" trước/);
      // The hint read by screen readers takes no room: nothing scrolls sideways.
      expect(await scrollsSideways(page)).toBe(false);
      await download.locator('..').hover();
      await expect(page.getByRole('tooltip')).toHaveText(/Bấm "Xem" trước/);
    });
  });
}

test('plates show at province zoom, thinned: a moving truck wins over a stopped one beside it', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = runDigits();
  // A spot no other spec uses (live-map.spec.ts counts the trucks around Đà Lạt).
  const spot = { lat: 12.6675, lon: 108.0383 };
  const stopped = await reportingTruck(request, token, `49C${digits}`, spot, 0);
  const moving = await reportingTruck(request, token, `49D${digits}`, spot, 20);
  await openSignedIn(page, ADMIN.username, ADMIN.password, '/location');
  await mapLoaded(page);
  const labels = async () => (await rendered(page, 'labels')).map((label) => label.plate);
  // Street zoom: the two trucks stand a few pixels apart; only the moving one's plate shows.
  await jumpTo(page, spot.lat, spot.lon, 15);
  await expect.poll(labels).toContain(moving.plate_display);
  expect(await labels()).not.toContain(stopped.plate_display);

  // Selected, the stopped truck's plate takes the place.
  await findTruck(page, digits, stopped.id);
  await jumpTo(page, spot.lat, spot.lon, 15);
  await expect.poll(labels).toContain(stopped.plate_display);
  expect(await labels()).not.toContain(moving.plate_display);

  // Province zoom, far from other trucks: a lone truck keeps its plate.
  const lone = await reportingTruck(request, token, `49E${digits}`, { lat: 11.2, lon: 107.6 }, 20);
  await jumpTo(page, 11.2, 107.6, 8);
  await expect.poll(labels).toContain(lone.plate_display);
});

test('the map buttons speak the interface language', async ({ page, request }) => {
  // An admin of this test: the language is the account's, and specs signed in as the shared
  // admin at the same time must stay in Vietnamese.
  const { username, password } = await createUser(request, 'admin', 'bando');
  await openSignedIn(page, username, password, '/location');
  await mapLoaded(page);
  const zoomIn = page.locator('.maplibregl-ctrl-zoom-in');
  await expect(zoomIn).toHaveAttribute('title', 'Phóng to');
  await expect(page.locator('.maplibregl-ctrl-zoom-out')).toHaveAttribute('title', 'Thu nhỏ');
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await expect(zoomIn).toHaveAttribute('title', 'Zoom in');
  await expect(page.locator('.maplibregl-ctrl-zoom-out')).toHaveAttribute('title', 'Zoom out');
  // And back.
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-vi').click();
  await expect(zoomIn).toHaveAttribute('title', 'Phóng to');
});

test('role names are words, not keys, in the user list and the signed-in panel', async ({
  page,
  browser,
  request,
}) => {
  const user = await createUser(request, 'warehouse_security', 'baove');
  await openSignedIn(page, ADMIN.username, ADMIN.password, '/driver-management');
  await page.getByTestId('user-search').fill(user.username);
  const row = page.getByRole('row').filter({ hasText: user.username });
  await expect(row).toContainText('Bảo vệ kho');
  await expect(row).not.toContainText('warehouse_security');

  // Role management names each role in words; its key only on hover.
  await page.goto('/role-management');
  const role = page.getByTestId('role-pick-warehouse_security');
  await expect(role).toContainText('Bảo vệ kho');
  await expect(role).not.toContainText('warehouse_security');
  await expect(role).toHaveAttribute('title', 'Mã vai trò: warehouse_security');

  const context = await browser.newContext();
  const own = await context.newPage();
  await signIn(own, user.username, user.password);
  await expect(own.getByTestId('user-panel')).toContainText('Bảo vệ kho');
  await expect(own.getByTestId('user-panel')).not.toContainText('warehouse_security');
  await context.close();
});

test('image history: more than 31 days is refused with the limit, and the list is not polled', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = runDigits();
  const plate = `51D-${digits.slice(0, 3)}.${digits.slice(3)}`;
  expect((await apiCall(request, token, '/truck/create', { plate })).status).toBe(201);

  // The server answers a longer range with a 400 that names the rule and its limit.
  const refused = await apiCall(request, token, '/image/get_list', {
    truck_plate: plate,
    start_time: '2026-01-01 00:00:00',
    end_time: '2026-02-10 00:00:00',
  });
  expect(refused.status).toBe(400);
  expect(refused.body.error.details).toEqual([
    expect.objectContaining({ field: 'end_time', code: 'within_days', params: { days: 31 } }),
  ]);
  const videos = await apiCall(request, token, '/etracking/get_list_by_date', {
    truck_plate: plate,
    start_date: '2026-01-01 00:00:00',
    end_date: '2026-02-10 00:00:00',
  });
  expect(videos.status).toBe(400);
  expect(videos.body.error.details[0]).toMatchObject({ code: 'within_days' });

  await page.clock.install();
  await signIn(page, ADMIN.username, ADMIN.password);
  let asked = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/image/get_list')) asked++;
  });
  await page.goto('/management/image');
  await page.getByTestId('media-truck').fill(plate.slice(0, 6));
  await page.getByRole('option', { name: new RegExp(plate.replace('.', '\\.')) }).click();
  await page.getByTestId('media-from').fill(shown('2026-01-01 00:00'));
  await page.getByTestId('media-to').fill(shown('2026-02-10 00:00'));
  await page.getByTestId('media-show').click();
  await expect(page.getByText('Mỗi lần xem dài nhất 31 ngày')).toBeVisible();
  expect(asked).toBe(0);

  await page.getByTestId('media-to').fill(shown('2026-01-20 00:00'));
  await page.getByTestId('media-show').click();
  await expect(page.getByText('Không có hình ảnh nào trong khoảng thời gian này.')).toBeVisible();
  expect(asked).toBe(1);
  // A minute later nothing has been asked again: the list is asked on "Xem" or "Làm mới".
  await page.clock.fastForward('01:00');
  await page.clock.fastForward('01:00');
  await expect(page.getByTestId('images-refresh')).toBeEnabled();
  expect(asked).toBe(1);
  await page.getByTestId('images-refresh').click();
  await expect.poll(() => asked).toBe(2);
});
