import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiCall, apiLogin, createUser, signIn } from '../support.js';

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
      await signIn(page, ADMIN.username, ADMIN.password);
      await page.goto('/trucks');
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
      await signIn(page, ADMIN.username, ADMIN.password);
      await page.goto('/management/excel-report');
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

    test('a page the role does not open, and an address that does not exist', async ({
      page,
      request,
    }) => {
      const messages = serverMessages(page);
      const viewer = await createUser(request, 'warehouse_manager', 'chixem');
      await signIn(page, viewer.username, viewer.password);
      await page.goto('/trucks');
      await expect(page).toHaveURL(/\/errors\/error-401$/);
      await expectNoEnglish(page, messages, 'closed page');
      await page.goto('/khong-co-trang-nay');
      await expect(page.locator('body')).toContainText('404');
      await expectNoEnglish(page, messages, 'lost page');
    });
  });
}
