import { type Page } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, openSignedIn } from '../support.js';

/** A plate unique to this run, so other specs' trucks do not clash. */
const digits = String(Date.now() % 100_000).padStart(5, '0');
const plate = `29H${digits}`;
const plateDisplay = `29H-${digits.slice(0, 3)}.${digits.slice(3)}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const rowOf = (page: Page, text: string) =>
  page.getByTestId('data-table').locator('tbody tr').filter({ hasText: text });

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const created = await apiCall(request, token, '/truck/create', {
    plate,
    vehicle_type: 'truck_over_3_5t',
    cameras: 0,
    odometer_km: 19_500,
  });
  expect(created.status).toBe(201);
});

async function open(page: Page, path: string) {
  await openSignedIn(page, ADMIN.username, ADMIN.password, path);
  await expect(page.getByTestId('page-title')).toBeVisible();
}

test('a warning with a photo and a map position is created, resolved and deleted', async ({
  page,
}) => {
  const content = `Va chạm nhẹ ${digits}`;
  await open(page, '/warning');
  await page.getByTestId('warning-create').click();
  await page.getByTestId('warning-form-plate').selectOption(plate);
  await page.getByTestId('warning-form-content').fill(content);
  // The position is picked on the map (a click fills both coordinates).
  const canvas = page.getByTestId('warning-map').locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible();
  await canvas.click({ position: { x: 120, y: 100 } });
  await expect(page.getByTestId('warning-form-lat')).not.toHaveValue('');
  await expect(page.getByTestId('warning-form-lon')).not.toHaveValue('');
  await page.getByTestId('warning-form-image').setInputFiles({
    name: 'hien-truong.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByTestId('warning-form-save').click();
  await expect(page.getByTestId('warning-form-save')).toBeHidden();

  await page.getByTestId('warning-filter-plate').fill(plate);
  const row = rowOf(page, content);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(plateDisplay);
  await row.getByRole('button', { name: /xem ảnh/i }).click();
  await expect(page.getByTestId('warning-image')).toBeVisible();
  await page.keyboard.press('Escape');

  await row.locator('[data-testid^="warning-resolve-"]').click();
  await expect(row).toContainText('Đã xử lý');

  // Deleting refetches the list (spec 4).
  const refetched = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/canh_bao/list_canh_bao',
  );
  await row.locator('[data-testid^="warning-delete-"]').click();
  await page.getByTestId('confirm-ok').click();
  await refetched;
  await expect(rowOf(page, content)).toHaveCount(0);
});

test('a maintenance rule shows km left, sends total_km as a number and is deleted', async ({
  page,
}) => {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/truck_info/add_rule')
      bodies.push(request.postDataJSON());
  });
  await open(page, '/rule');
  await page.getByTestId('rule-create').click();
  await page.getByTestId('rule-form-plate').selectOption(plate);
  await page.getByTestId('rule-form-type').selectOption('oil_change');
  await page.getByTestId('rule-form-total-km').fill('20000');
  await page.getByTestId('rule-form-last-service-km').fill('0');
  await page.getByTestId('rule-form-save').click();
  await expect(page.getByTestId('rule-form-save')).toBeHidden();
  expect(bodies[0]).toMatchObject({ plate, total_km: 20_000, last_service_km: 0 });

  await page.getByTestId('rule-filter-plate').fill(plate);
  const row = rowOf(page, plateDisplay);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Thay dầu');
  // Odometer 19,500 of 20,000: 500 km left, due soon.
  await expect(row).toContainText('500');
  await expect(row).toContainText('Sắp đến hạn');

  await row.getByRole('checkbox').check();
  await page.getByTestId('rule-delete-selected').click();
  await page.getByTestId('confirm-ok').click();
  await expect(rowOf(page, plateDisplay)).toHaveCount(0);
});

test('a paper with two files is added, downloaded and deleted', async ({ page }) => {
  const number = `DK-${digits}`;
  await open(page, '/paper');
  await page.getByTestId('paper-create').click();
  await page.getByTestId('paper-form-plate').selectOption(plate);
  await page.getByTestId('paper-form-type').selectOption('inspection');
  await page.getByTestId('paper-form-number').fill(number);
  await page.getByTestId('paper-form-expires-at').fill('30/06/2030');
  await page.getByTestId('paper-form-files').setInputFiles([
    { name: 'dang-kiem.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'anh-chup.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await page.getByTestId('paper-form-save').click();
  await expect(page.getByTestId('paper-form-save')).toBeHidden();

  await page.getByTestId('paper-filter').fill(plate);
  const row = rowOf(page, number);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Đăng kiểm');
  await expect(row).toContainText('Còn hạn');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /dang-kiem\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('dang-kiem.pdf');

  await row.getByRole('checkbox').check();
  await page.getByTestId('paper-delete-selected').click();
  await page.getByTestId('confirm-ok').click();
  await expect(rowOf(page, number)).toHaveCount(0);
});

test('a paper is edited in place, its file replaced with the upload shown', async ({ page }) => {
  const number = `PD-${digits}`;
  await open(page, '/paper');
  await page.getByTestId('paper-create').click();
  await page.getByTestId('paper-form-plate').selectOption(plate);
  await page.getByTestId('paper-form-type').selectOption('road_fee');
  await page.getByTestId('paper-form-number').fill(number);
  await page
    .getByTestId('paper-form-files')
    .setInputFiles([{ name: 'phi-cu.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await page.getByTestId('paper-form-save').click();
  await expect(page.getByTestId('paper-form-save')).toBeHidden();
  await page.getByTestId('paper-filter').fill(plate);
  const row = rowOf(page, number);
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: /Sửa giấy tờ|Edit paper/ }).click();
  await expect(page.getByTestId('paper-form-number')).toHaveValue(number);
  await page.getByTestId('paper-form-number').fill(`${number}-2`);
  // A file of 256 kB over a slow uplink: the bar is seen while it goes up.
  const big = Buffer.concat([PDF, Buffer.alloc(256 * 1024, 0x20)]);
  await page
    .getByTestId('paper-form-files')
    .setInputFiles([{ name: 'phi-moi.pdf', mimeType: 'application/pdf', buffer: big }]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  });
  await page.getByTestId('paper-form-save').click();
  await expect(page.getByTestId('paper-upload-progress')).toBeVisible();
  await expect(page.getByTestId('paper-form-save')).toBeHidden({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const edited = rowOf(page, `${number}-2`);
  await expect(edited).toHaveCount(1);
  await expect(edited.getByRole('button', { name: /phi-moi\.pdf/ })).toBeVisible();
  await expect(edited.getByRole('button', { name: /phi-cu\.pdf/ })).toHaveCount(0);
});

test('an admin chooses which warning kinds are mailed', async ({ page, request }) => {
  await open(page, '/warning');
  await page.getByTestId('warning-mail-open').click();
  const dialog = page.getByTestId('warning-mail-dialog');
  await dialog.getByLabel(/Quá tốc độ|Overspeed/).check();
  await page.getByTestId('warning-mail-save').click();
  await expect(page.getByTestId('warning-status')).toBeVisible();
  await expect(dialog).toBeHidden();
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const saved = await apiCall(request, token, '/api/warnings/mail_settings', {});
  expect(saved.body.data.types).toEqual(['overspeed']);
});
