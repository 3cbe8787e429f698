import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, createUser, openSignedIn, reportFix } from '../support.js';

/**
 * Issue 35: an admin grants an inspector today and one truck on /inspector-access; the
 * inspector sees that truck on the live map and no other, changes nothing, and the admin
 * reads the inspector's requests in the access log and downloads it.
 */
test('an inspector sees only the granted truck, changes nothing, and is in the access log', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const trucks = [];
  for (const [i, prefix] of ['51H', '51K'].entries()) {
    const deviceId = `e2e-inspect-${i}-${digits}`;
    const created = await apiCall(request, token, '/truck/create', {
      plate: `${prefix}${digits}`,
      device_id: deviceId,
    });
    expect(created.status).toBe(201);
    const truck = created.body.data as { id: number; plate_display: string };
    await reportFix(request, deviceId, {
      lat: 10.77 + i / 100,
      lon: 106.7,
      at: Math.floor(Date.now() / 1000),
      knots: 0,
    });
    trucks.push(truck);
  }
  const [granted, other] = trucks as [(typeof trucks)[0], (typeof trucks)[0]];
  const inspector = await createUser(request, 'inspector', 'thanhtra');

  // The admin grants today and one truck with the form.
  await openSignedIn(page, ADMIN.username, ADMIN.password, '/inspector-access');
  await page.getByTestId('inspector-grant-create').click();
  await page.getByTestId('inspector-grant-username').selectOption(inspector.username);
  const trucksField = page.getByTestId('inspector-grant-trucks');
  await trucksField.fill(granted.plate_display);
  await page.getByRole('option', { name: granted.plate_display }).click();
  await page.getByTestId('inspector-grant-submit').click();
  await expect(
    page.getByTestId(/^inspector-grant-\d+$/).filter({ hasText: inspector.username }),
  ).not.toHaveCount(0);

  // The inspector: the granted truck on the live map, the other one not there.
  const inspectorToken = await apiLogin(request, inspector.username, inspector.password);
  const context = await browser.newContext();
  const inspectorPage = await context.newPage();
  await openSignedIn(inspectorPage, inspector.username, inspector.password, '/location');
  await expect(inspectorPage.getByTestId('location-page')).toBeVisible();
  await expect(inspectorPage.getByTestId(`truck-row-${granted.id}`)).toContainText(
    granted.plate_display,
  );
  await expect(inspectorPage.getByTestId(`truck-row-${other.id}`)).toHaveCount(0);
  await context.close();

  // Changes nothing: a write is refused, and nothing is made.
  const write = await apiCall(request, inspectorToken, '/truck/create', {
    plate: `51L${digits}`,
    device_id: `e2e-inspect-write-${digits}`,
  });
  expect(write.status).toBe(403);
  const listed = await apiCall(request, inspectorToken, '/truck/get_current_truck_list', {});
  expect(listed.status).toBe(200);
  const seen = (listed.body.data as { id: number }[]).map((truck) => truck.id);
  expect(seen).toContain(granted.id);
  expect(seen).not.toContain(other.id);

  // The admin reads the inspector's requests and downloads them.
  await page.getByTestId('inspector-access-tab-audit').click();
  await page.getByTestId('inspector-audit-username').fill(inspector.username);
  await page.getByTestId('inspector-audit-search').click();
  await expect(
    page
      .locator('[data-testid^="inspector-audit-"]', { hasText: 'get_current_truck_list' })
      .first(),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('inspector-audit-export').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});
