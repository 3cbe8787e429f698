import { type Page } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, openSignedIn, reportFix } from '../support.js';

/** Digits unique to this run, so plates and device ids do not clash with other specs. */
const runDigits = () => String(Date.now() % 100_000).padStart(5, '0');

const SIZES = [
  { name: 'laptop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Plate prefixes of each size's two trucks. */
const PREFIXES: Record<string, string[]> = { laptop: ['29C', '30C'], phone: ['60C', '61C'] };

/** What a row shows when it has no address: "10.80000, 106.70000". */
const COORDINATES = /^-?\d+\.\d{5}, -?\d+\.\d{5}$/;

/** Knots of each live update and the km/h the list then shows (one update, one speed). */
const UPDATES = [
  { knots: 20, shown: '37 km/h' },
  { knots: 30, shown: '56 km/h' },
  { knots: 40, shown: '74 km/h' },
];

/** The place line of a truck's row: an address, never raw coordinates. */
async function expectAddressed(page: Page, truckId: number) {
  const place = page.getByTestId(`truck-place-${truckId}`);
  await expect(place).toHaveText(/\S/);
  await expect(place).not.toHaveText(COORDINATES);
}

for (const { name, viewport } of SIZES) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test(`${name}: the truck list keeps its addresses through live updates, the selected row as its card`, async ({
      page,
      request,
    }) => {
      test.slow();
      const token = await apiLogin(request, ADMIN.username, ADMIN.password);
      const digits = runDigits();
      const shownDigits = `${digits.slice(0, 3)}.${digits.slice(3)}`;
      const start = Math.floor(Date.now() / 1000) - 120;
      // Two trucks near Thủ Dầu Một and Hà Nội, each with a first fix before the page opens.
      const trucks = [
        { lat: 10.98, lon: 106.65 },
        { lat: 21.03, lon: 105.85 },
      ].map((home, i) => ({ ...home, deviceId: `e2e-addr-${name}-${digits}-${i}`, id: 0 }));
      for (const [i, truck] of trucks.entries()) {
        const created = await apiCall(request, token, '/truck/create', {
          plate: `${PREFIXES[name]![i]}-${shownDigits}`,
          device_id: truck.deviceId,
        });
        expect(created.status).toBe(201);
        truck.id = (created.body.data as { id: number }).id;
        await reportFix(request, truck.deviceId, { ...truck, at: start, knots: 0 });
      }
      const [selected, other] = [trucks[0]!, trucks[1]!];

      await openSignedIn(page, ADMIN.username, ADMIN.password, '/location');
      await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-state', 'live');
      const openPanel = page.getByTestId('location-panel-open');
      const phone = viewport.width < 900;
      if (phone) await openPanel.click();
      await page.getByTestId('truck-search').fill(shownDigits);
      for (const truck of trucks) await expectAddressed(page, truck.id);

      // The selected truck: its card opens (on a phone the list's drawer closes for it).
      await page.getByTestId(`truck-row-${selected.id}`).click();
      await expect(page.getByTestId('truck-card-address')).toHaveText(/\S/);
      if (phone) {
        // The list's drawer opens again with an empty search: among every other spec's
        // trucks, only a search keeps this test's two rows drawn.
        await openPanel.click();
        await page.getByTestId('truck-search').fill(shownDigits);
      }

      // Three live updates, each about 1.1 km further north: every row keeps an address.
      for (const [step, update] of UPDATES.entries()) {
        for (const truck of trucks) {
          const moved = { lat: truck.lat + 0.01 * (step + 1), lon: truck.lon };
          await reportFix(request, truck.deviceId, {
            ...moved,
            at: start + 10 * (step + 1),
            knots: update.knots,
          });
        }
        for (const truck of trucks) {
          await expect(page.getByTestId(`truck-speed-${truck.id}`)).toHaveText(update.shown);
          await expectAddressed(page, truck.id);
        }
      }
      await expectAddressed(page, other.id);

      // The selected row says what the card says.
      const card = page.getByTestId('truck-card-address');
      await expect(card).not.toHaveText(COORDINATES);
      await expect
        .poll(async () => {
          const row = await page.getByTestId(`truck-place-${selected.id}`).textContent();
          return row && row === (await card.textContent());
        })
        .toBeTruthy();
    });
  });
}
