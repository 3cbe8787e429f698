import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiCall, apiLogin, openSignedIn } from '../support.js';

/**
 * Issue 14: the paper and maintenance rule forms word field problems by code in Vietnamese,
 * whether the browser's check finds them (the contract schemas the server uses) or the server
 * refuses the save; no English message of the server reaches the page.
 */

const digits = String(Date.now() % 100_000).padStart(5, '0');
const plate = `29K${digits}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** Words of the server's English field and error messages. */
const ENGLISH_WORDS = ['must be', 'must not', 'is required', 'invalid', 'Invalid', 'expected'];

/** The English messages the server answered during this test, read off its error bodies. */
function serverMessages(page: Page): Set<string> {
  const messages = new Set<string>();
  page.on('response', async (response) => {
    if (response.status() < 400) return;
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string; details?: unknown };
    } | null;
    if (body?.error?.message) messages.add(body.error.message);
    const details = Array.isArray(body?.error?.details) ? body.error.details : [];
    for (const detail of details as { message?: unknown }[])
      if (typeof detail.message === 'string') messages.add(detail.message);
  });
  return messages;
}

async function expectNoEnglish(page: Page, messages: Set<string>, step: string) {
  const text = await page.locator('body').innerText();
  const found = ENGLISH_WORDS.filter((word) => text.includes(word));
  for (const message of messages)
    for (const clause of message.split(/[;:]/).map((part) => part.trim()))
      if (clause.length >= 12 && text.includes(clause)) found.push(clause);
  expect(found, `${step}: English text in the Vietnamese console`).toEqual([]);
}

test.use({ locale: 'vi-VN' });

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const created = await apiCall(request, token, '/truck/create', { plate, odometer_km: 1_000 });
  expect(created.status).toBe(201);
});

async function open(page: Page, path: string) {
  await openSignedIn(page, ADMIN.username, ADMIN.password, path);
  await expect(page.getByTestId('page-title')).toBeVisible();
}

test('a paper that expires before it was issued, then a file that is no PDF', async ({ page }) => {
  const messages = serverMessages(page);
  await open(page, '/paper');
  await page.getByTestId('paper-create').click();
  const form = page.getByTestId('paper-form');
  await page.getByTestId('paper-form-plate').selectOption(plate);
  await page.getByTestId('paper-form-issued-at').fill('01/02/2026');
  await page.getByTestId('paper-form-expires-at').fill('01/01/2026');
  await page.getByTestId('paper-form-files').setInputFiles({
    name: 'dang-kiem.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.getByTestId('paper-form-save').click();
  await expect(page.getByTestId('paper-form-expires-at')).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('Ngày hết hạn không được trước ngày cấp.');
  await expectNoEnglish(page, messages, 'expiry before issue');

  // The server judges a file by its content: text named .pdf is refused (415, no field).
  await page.getByTestId('paper-form-expires-at').fill('01/01/2030');
  await page.getByTestId('paper-form-files').setInputFiles({
    name: 'khong-phai-pdf.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('chỉ là chữ, không phải PDF\n'.repeat(20)),
  });
  await page.getByTestId('paper-form-save').click();
  await expect(form.getByRole('alert')).toContainText('Loại tệp này không được hỗ trợ.');
  await expectNoEnglish(page, messages, 'file that is no PDF');
  expect(messages.size).toBeGreaterThan(0);
});

test('a maintenance rule with km that are no interval', async ({ page }) => {
  const messages = serverMessages(page);
  await open(page, '/rule');
  await page.getByTestId('rule-create').click();
  const form = page.getByTestId('rule-form');
  await page.getByTestId('rule-form-save').click();
  await expect(page.getByTestId('rule-form-plate')).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('Bắt buộc nhập');

  await page.getByTestId('rule-form-plate').selectOption(plate);
  await page.getByTestId('rule-form-total-km').fill('0');
  await page.getByTestId('rule-form-last-service-km').fill('-5');
  await page.getByTestId('rule-form-save').click();
  await expect(form).toContainText('Phải lớn hơn 0');
  await expect(form).toContainText('Không được nhỏ hơn 0');

  await page.getByTestId('rule-form-total-km').fill('mười nghìn');
  await page.getByTestId('rule-form-save').click();
  await expect(form).toContainText('Phải là số');
  await expectNoEnglish(page, messages, 'bad km');
});
