import ExcelJS from 'exceljs';
import { expect, test, type Page, type Response } from '@playwright/test';
import { ADMIN, apiCall, apiLogin, createUser, openSignedIn } from '../support.js';

/**
 * Words of the server's English messages (validation, conflicts, imports, framework errors)
 * and of the browser's own failures. None may reach a person using the Vietnamese console.
 */
const ENGLISH_WORDS = [
  'Invalid',
  'invalid',
  'expected',
  'received',
  'must be',
  'is required',
  'already used',
  'among your trucks',
  'no truck with plate',
  'Connection refused',
  'Failed to fetch',
  'dynamically imported',
  'Not found',
  'not found',
  'Something went wrong',
  'Too many requests',
  'Forbidden',
  'Unauthorized',
  'Wrong username or password',
  'NaN',
];

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
];

/** The English messages the server answered during this test, read off its error bodies. */
function serverMessages(page: Page): Set<string> {
  const messages = new Set<string>();
  page.on('response', async (response) => {
    if (response.status() < 400) return;
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string; details?: unknown };
    } | null;
    const error = body?.error;
    if (!error) return;
    if (error.message) messages.add(error.message);
    const details = Array.isArray(error.details) ? error.details : [];
    for (const detail of details as { message?: unknown }[])
      if (typeof detail.message === 'string') messages.add(detail.message);
  });
  return messages;
}

/** The page shows none of the English words, nor any message the server answered in English. */
async function expectNoEnglish(page: Page, messages: Set<string>, step: string) {
  const text = await page.locator('body').innerText();
  const found = ENGLISH_WORDS.filter((word) => text.includes(word));
  for (const message of messages) {
    // Each clause of a message ("field: reason; other: reason") on its own.
    for (const clause of message.split(/[;:]/).map((part) => part.trim()))
      if (clause.length >= 12 && /[a-z]{3,} [a-z]{3,}/.test(clause) && text.includes(clause))
        found.push(clause);
  }
  expect(found, `${step}: English text in the Vietnamese console`).toEqual([]);
}

/**
 * The next call to `path` goes out with `changes` in its JSON body, so that the server, not
 * the form's own check, refuses it with its English detail messages; `answer` is its answer.
 */
async function spoilNextBody(
  page: Page,
  path: string,
  changes: Record<string, unknown>,
): Promise<{ answer: Promise<Response> }> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === path);
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, ...changes }) });
    },
    { times: 1 },
  );
  return { answer };
}

/** A field of the sign-in form (the test id sits on the input or on its wrapper). */
const loginField = (page: Page, testId: string) =>
  page
    .locator(`input[data-testid="${testId}"]`)
    .or(page.getByTestId(testId).locator('input'))
    .first();

/** Five digits unique to this run, so plates do not clash with other specs' trucks. */
const runDigits = () => String(Date.now() % 100_000).padStart(5, '0');

async function planWorkbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Chuyen');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

for (const viewport of VIEWPORTS) {
  test.describe(`Vietnamese messages at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, locale: 'vi-VN' });

    test('a wrong password', async ({ page }) => {
      const messages = serverMessages(page);
      await page.goto('/auth/login');
      await loginField(page, 'login-username').fill(ADMIN.username);
      await loginField(page, 'login-password').fill('not-the-password');
      await page.getByTestId('login-submit').click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoEnglish(page, messages, 'wrong password');
      expect(messages.size).toBeGreaterThan(0);
    });

    test('bad truck fields, then a plate another truck holds', async ({ page, request }) => {
      const messages = serverMessages(page);
      await openSignedIn(page, ADMIN.username, ADMIN.password, '/trucks');
      await page.getByTestId('trucks-create').click();
      await page.getByTestId('truck-form-plate').fill('abc');
      await page.getByTestId('truck-form-device-id').fill('bad id !');
      await page.getByTestId('truck-form-save').click();
      await expect(page.getByTestId('truck-form-plate')).toHaveAttribute('aria-invalid', 'true');
      await expectNoEnglish(page, messages, 'bad truck fields');

      const token = await apiLogin(request, ADMIN.username, ADMIN.password);
      const plate = `51K${runDigits()}`;
      const taken = await apiCall(request, token, '/truck/create', { plate, name: 'Xe có sẵn' });
      expect(taken.status).toBe(201);
      await page.getByTestId('truck-form-plate').fill(plate);
      await page.getByTestId('truck-form-device-id').fill('');
      await page.getByTestId('truck-form-save').click();
      await expect(page.getByTestId('truck-form-plate')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('truck-form-save')).toBeEnabled();
      await expectNoEnglish(page, messages, 'taken plate');
      expect(messages.size).toBeGreaterThan(0);
    });

    test('a trip plan naming an unknown truck and a time that is not a time', async ({ page }) => {
      const messages = serverMessages(page);
      const plan = await planWorkbook([
        [
          'Biển số',
          'Tài xế',
          'Giờ đi dự kiến',
          'Giờ đến dự kiến',
          'Điểm đi',
          'Điểm đến',
          'Km dự kiến',
        ],
        ['99Z99999', 'Trần B', '2026-11-20 08:00', '2026-11-20 10:00', 'Kho B', 'Kho C', 10],
        ['99Z99998', 'Trần B', 'không phải giờ', '2026-11-20 10:00', 'Kho B', 'Kho C', 'mười'],
      ]);
      await openSignedIn(page, ADMIN.username, ADMIN.password, '/management/excel-report');
      await page.getByTestId('excel-upload-open').click();
      await page.getByTestId('excel-upload-input').setInputFiles({
        name: `ke-hoach-loi-${runDigits()}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: plan,
      });
      await page.getByTestId('excel-upload-submit').click();
      await expect(page.getByTestId('excel-upload-row-errors')).toContainText('Dòng 2');
      await expectNoEnglish(page, messages, 'bad trip plan');
      expect(messages.size).toBeGreaterThan(0);
    });

    test('a map point with a latitude off the globe and a radius that is not a number', async ({
      page,
    }) => {
      // The map page is the heaviest; on a loaded machine its points tab took 34 s to open.
      test.slow();
      const messages = serverMessages(page);
      await openSignedIn(page, ADMIN.username, ADMIN.password, '/location');
      await page.getByTestId('location-tab-points').click();
      await page.getByTestId('marker-add').click();
      const form = page.getByTestId('marker-form');
      await form.getByTestId('marker-form-name').fill(`Điểm sai ${runDigits()}`);
      await form.getByTestId('marker-form-lat').fill('95');
      await form.getByTestId('marker-form-lon').fill('105,8');
      await form.getByTestId('marker-form-radius-m').fill('một trăm');
      await form.getByTestId('marker-form-save').click();
      await expect(form.getByTestId('marker-form-lat')).toHaveAttribute('aria-invalid', 'true');
      await expect(form).toContainText('Không được lớn hơn 90');
      await expect(form).toContainText('Phải là số');
      await expectNoEnglish(page, messages, 'bad map point');

      await form.getByTestId('marker-form-lat').fill('21,03');
      await form.getByTestId('marker-form-radius-m').fill('100');
      const refused = await spoilNextBody(page, '/marker/create', { lat: 95 });
      await form.getByTestId('marker-form-save').click();
      expect((await refused.answer).status()).toBe(400);
      await expect(form.getByTestId('marker-form-lat')).toHaveAttribute('aria-invalid', 'true');
      await expect(form).toContainText('Không được lớn hơn 90');
      await expect(form.getByTestId('marker-form-save')).toBeEnabled();
      await expectNoEnglish(page, messages, 'map point the server refused');
      expect(messages.size).toBeGreaterThan(0);
    });

    test('an account request with an email and a phone that are not ones', async ({ page }) => {
      const messages = serverMessages(page);
      await page.goto('/auth/register');
      await page.getByTestId('register-fullname').fill('Nguyễn Văn A');
      await page.getByTestId('register-email').fill('khong-phai-email');
      await page.getByTestId('register-phone').fill('gọi tôi');
      await page.getByTestId('register-submit').click();
      await expect(page.getByTestId('register-email')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('body')).toContainText('Email không hợp lệ');
      await expect(page.locator('body')).toContainText('Số điện thoại không hợp lệ');
      await expectNoEnglish(page, messages, 'bad account request');

      await page.getByTestId('register-email').fill('nguyenvana@vantai.vn');
      await page.getByTestId('register-phone').fill('0901 234 567');
      const refused = await spoilNextBody(page, '/form/requeset_demo', {
        email: 'khong-phai-email',
        phone: 'x',
      });
      await page.getByTestId('register-submit').click();
      expect((await refused.answer).status()).toBe(400);
      await expect(page.getByTestId('register-phone')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('body')).toContainText('Email không hợp lệ');
      await expect(page.locator('body')).toContainText('Số điện thoại không hợp lệ');
      await expect(page.getByTestId('register-submit')).toBeEnabled();
      await expectNoEnglish(page, messages, 'account request the server refused');
      expect(messages.size).toBeGreaterThan(0);
    });

    test('thresholds with a band edge too high and a retention below its floor', async ({
      page,
    }) => {
      const messages = serverMessages(page);
      await openSignedIn(page, ADMIN.username, ADMIN.password, '/management/driving-report');
      await page.getByTestId('thresholds-open').click();
      const dialog = page.getByTestId('thresholds-dialog');
      await dialog.getByTestId('threshold-band_2').fill('500');
      await dialog.getByTestId('retention-journey_retention_months').fill('6');
      await dialog.getByTestId('thresholds-save').click();
      await expect(dialog.getByTestId('threshold-band_2')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog).toContainText('Không được lớn hơn 200');
      await expect(dialog).toContainText('Tối thiểu 12 tháng (mức pháp luật yêu cầu)');
      await expectNoEnglish(page, messages, 'bad thresholds');

      await dialog.getByTestId('threshold-band_2').fill('20');
      await dialog.getByTestId('retention-journey_retention_months').fill('12');
      const refused = await spoilNextBody(page, '/api/settings', { journey_retention_months: 6 });
      await dialog.getByTestId('thresholds-save').click();
      expect((await refused.answer).status()).toBe(400);
      const journey = dialog.getByTestId('retention-journey_retention_months');
      await expect(journey).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog).toContainText('Tối thiểu 12 tháng (mức pháp luật yêu cầu)');
      await expectNoEnglish(page, messages, 'thresholds the server refused');
      expect(messages.size).toBeGreaterThan(0);
    });

    test('a warehouse channel with a host that is not one', async ({ page }) => {
      const messages = serverMessages(page);
      await openSignedIn(page, ADMIN.username, ADMIN.password, '/warehouse-video');
      await page.getByTestId('warehouse-channel-add').click();
      await page.getByTestId('warehouse-channel-ip').fill('kho a/b');
      await page.getByTestId('warehouse-channel-port').fill('');
      await page.getByTestId('warehouse-channel-submit').click();
      await expect(page.getByTestId('warehouse-channel-ip')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page.locator('body')).toContainText('Phải là địa chỉ IP hoặc tên máy');
      await expect(page.locator('body')).toContainText('Bắt buộc nhập');
      await expectNoEnglish(page, messages, 'bad warehouse channel');

      await page.getByTestId('warehouse-channel-ip').fill('10.9.9.9');
      await page.getByTestId('warehouse-channel-port').fill('554');
      const refused = await spoilNextBody(page, '/api/warehouse/channels/save', { ip: 'kho a/b' });
      await page.getByTestId('warehouse-channel-submit').click();
      expect((await refused.answer).status()).toBe(400);
      await expect(page.getByTestId('warehouse-channel-ip')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page.locator('body')).toContainText('Phải là địa chỉ IP hoặc tên máy');
      await expectNoEnglish(page, messages, 'warehouse channel the server refused');
      expect(messages.size).toBeGreaterThan(0);
    });

    test('a page the role does not open, and an address that does not exist', async ({
      page,
      request,
    }) => {
      const messages = serverMessages(page);
      const viewer = await createUser(request, 'warehouse_manager', 'chixem');
      await openSignedIn(page, viewer.username, viewer.password, '/trucks');
      await expect(page).toHaveURL(/\/errors\/error-401$/);
      await expectNoEnglish(page, messages, 'closed page');
      await page.goto('/khong-co-trang-nay');
      await expect(page.locator('body')).toContainText('404');
      await expectNoEnglish(page, messages, 'lost page');
    });
  });
}
