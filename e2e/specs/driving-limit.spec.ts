import { type Page } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import {
  ADMIN,
  apiCall,
  apiLogin,
  assignedDriver,
  driveUntilNow,
  openSignedIn,
} from '../support.js';

const SIZES = [
  { name: 'laptop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Amber, the colour of "near the limit" (MUI's warning colour). */
const AMBER = 'rgb(237, 108, 2)';

type TDrawn = { id: number; driving?: string };

/** The truck icons the map's overlay drew last (pixels on a canvas; the canvas lists them). */
const drawnIcons = (page: Page) =>
  page
    .getByTestId('truck-overlay-trucks')
    .evaluate(
      (element: unknown) =>
        (element as { drawnTrucks?: { icons: TDrawn[] } }).drawnTrucks?.icons ?? [],
    );

for (const { name, viewport } of SIZES) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test(`${name}: a driver at 3 h 55 min shows amber on the list, the map, the card and the overview`, async ({
      page,
      request,
    }) => {
      test.slow();
      const token = await apiLogin(request, ADMIN.username, ADMIN.password);
      const driver = await assignedDriver(request, token, {
        fullname: 'Lái Gần Giới Hạn',
        username: `gan${name}`,
        platePrefix: name === 'laptop' ? '62C' : '63C',
        device: `e2e-near-${name}`,
      });
      // 3 h 55 min without a break, the last fix a minute ago: the warning setting's time.
      await driveUntilNow(request, token, driver.deviceId, 235);
      let truckId = 0;
      await expect
        .poll(async () => {
          const list = await apiCall(request, token, '/truck/get_current_truck_list', {});
          const truck = (
            list.body.data as { id: number; plate_display: string; continuous_driving: string }[]
          ).find((t) => t.plate_display === driver.plate);
          truckId = truck?.id ?? 0;
          return truck?.continuous_driving;
        })
        .toBe('near');

      await openSignedIn(page, ADMIN.username, ADMIN.password, '/location');
      await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-state', 'live');
      const phone = viewport.width < 900;
      if (phone) await page.getByTestId('location-panel-open').click();
      await page.getByTestId('truck-search').fill(driver.plate);

      // The list row: its continuous driving in amber, and in words.
      const row = page.getByTestId(`truck-driving-${truckId}`);
      await expect(row).toHaveAttribute('data-state', 'near');
      await expect(row).toContainText('3:55');
      await expect(row).toContainText('sắp đến giới hạn');
      await expect(row).toHaveCSS('color', AMBER);

      // The card, and the truck's marker ringed in amber on the map.
      await page.getByTestId(`truck-row-${truckId}`).click();
      const card = page.getByTestId('truck-card-driving');
      await expect(card).toHaveAttribute('data-state', 'near');
      await expect(card).toHaveText(/^3:55 · sắp đến giới hạn$/);
      await expect(card).toHaveCSS('color', AMBER);
      await expect
        .poll(async () => (await drawnIcons(page)).find((icon) => icon.id === truckId)?.driving)
        .toBe('near');

      // The overview's driving-time card: the driver's row in amber, "near the limit".
      await page.goto('/overview');
      const overview = page
        .getByTestId('driver-time-card')
        .locator('[data-tone]')
        .filter({ hasText: driver.fullname });
      await expect(overview).toHaveAttribute('data-tone', 'warning');
      await expect(overview).toContainText('Sắp hết giờ');
    });
  });
}
