import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, apiCall, apiLogin, signIn } from '../support.js';

// A browser in the US, on New York time: the console still takes the company's DD/MM/YYYY.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

// Issue 34: one DD/MM/YYYY (HH:mm) field everywhere, read whole; what it cannot read is
// refused with what is wrong and never taken as another day.
const INVALID_TIME = /Ngày giờ không hợp lệ|Not a valid date and time/;
const INVALID_DATE = /Ngày không hợp lệ|Not a valid date:/;
const LETTERS = /không nhập chữ|no letters/;
const MONTH_13 = /không có tháng 13|no month 13/;

/** Select all in a filled field and type over it, as a dispatcher does. */
async function typeOver(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** The bodies' `end_time` of every replay asked for from now on. */
function replaysAsked(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/truck/get_route_from_video'))
      asked.push(String((request.postDataJSON() as { end_time?: string }).end_time));
  });
  return asked;
}

/** Whether a paper was sent to be saved, from now on. */
function papersSent(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/truck_info/add_paper')) sent.push(request.url());
  });
  return sent;
}

/** A truck of this spec's own, by the API. */
async function ownTruck(request: APIRequestContext, name: string) {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const plate = `51F-${digits.slice(0, 3)}.${digits.slice(3)}`;
  const created = await apiCall(request, token, '/truck/create', {
    plate,
    device_id: `e2e-${name}-${digits}`,
  });
  expect(created.status).toBe(201);
  return { id: (created.body.data as { id: number }).id, plate };
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a replay asks for exactly the time typed over a filled field; letters and a day that does not exist are refused with a message (${size.width}×${size.height})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const truck = await ownTruck(request, `typing-${size.width}`);

    await signIn(page, ADMIN.username, ADMIN.password);
    const range = new URLSearchParams({
      truck: String(truck.id),
      from: '2026-11-01 00:00:00',
      to: '2026-11-01 08:00:00',
    });
    const asked = replaysAsked(page);
    await page.goto(`/location/replay?${range.toString()}`);
    await expect(page.getByTestId('route-replay-page')).toBeVisible({ timeout: 30_000 });
    const to = page.getByTestId('replay-to');
    await expect(to).toHaveValue('01/11/2026 08:00');

    // Select all and type over the filled field: exactly what was typed is asked for.
    await typeOver(page, 'replay-to', '28/11/2026 23:59');
    await expect(to).toHaveValue('28/11/2026 23:59');
    await page.getByTestId('replay-show').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe('2026-11-28 23:59:00');
    await expect.poll(() => asked.at(-1)).toBe('2026-11-28 23:59:00');
    const askedBefore = asked.length;

    // Letters are refused with a message; the field keeps them to be corrected.
    await typeOver(page, 'replay-to', 'abc');
    await page.getByTestId('replay-show').click();
    await expect(page.getByText(INVALID_TIME)).toContainText(LETTERS);
    await expect(to).toHaveValue('abc');
    await expect(to).toHaveAttribute('aria-invalid', 'true');

    // A day and month that do not exist are refused, saying which.
    await typeOver(page, 'replay-to', '32/13/2026 10:00');
    await page.getByTestId('replay-show').click();
    await expect(page.getByText(INVALID_TIME)).toContainText(MONTH_13);
    await expect(to).toHaveValue('32/13/2026 10:00');
    // Nothing else was asked for: the replay is still the one typed before.
    expect(new URL(page.url()).searchParams.get('to')).toBe('2026-11-28 23:59:00');
    expect(asked.length).toBe(askedBefore);

    // Typed again right, the message goes and exactly that is asked for.
    await typeOver(page, 'replay-to', '28/11/2026 22:15');
    await page.getByTestId('replay-show').click();
    await expect(page.getByText(INVALID_TIME)).toHaveCount(0);
    await expect.poll(() => asked.at(-1)).toBe('2026-11-28 22:15:00');
    await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe('2026-11-28 22:15:00');
  });

  test(`a paper stores exactly the dates typed over filled fields; garbage is refused with a message and nothing is sent (${size.width}×${size.height})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const { plate } = await ownTruck(request, `paper-typing-${size.width}`);
    await signIn(page, ADMIN.username, ADMIN.password);
    const sent = papersSent(page);
    await page.goto('/paper');
    await page.getByTestId('paper-create').click();
    await page.getByTestId('paper-form-plate').selectOption(plate);
    const issued = page.getByTestId('paper-form-issued-at');
    const expires = page.getByTestId('paper-form-expires-at');
    await issued.fill('01/11/2026');
    // The calendar button (mouse, phone): a day picked is the day kept.
    await page
      .getByTestId('paper-form')
      .getByRole('button', { name: /Chọn ngày|Choose date/ })
      .first()
      .click();
    await page.getByRole('gridcell', { name: '15' }).click();
    await expect(issued).toHaveValue('15/11/2026');
    await typeOver(page, 'paper-form-issued-at', '28/11/2026');
    await expires.fill('30/06/2030');
    await typeOver(page, 'paper-form-expires-at', 'abc');
    await page.getByTestId('paper-form-files').setInputFiles({
      name: 'dang-kiem.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await page.getByTestId('paper-form-save').click();
    await expect(page.getByText(INVALID_DATE)).toContainText(LETTERS);
    await typeOver(page, 'paper-form-expires-at', '29/02/2031');
    await page.getByTestId('paper-form-save').click();
    await expect(page.getByText(INVALID_DATE)).toContainText(/2031/);
    await expect(page.getByTestId('paper-form-save')).toBeVisible();
    expect(sent).toEqual([]);

    await typeOver(page, 'paper-form-expires-at', '1/7/2030');
    await page.getByTestId('paper-form-save').click();
    await expect(page.getByTestId('paper-form-save')).toBeHidden();
    expect(sent).toHaveLength(1);
    await page.getByTestId('paper-filter').fill(plate);
    const row = page.getByRole('row').filter({ hasText: plate });
    await expect(row).toContainText('28/11/2026');
    await expect(row).toContainText('01/07/2030');
  });
}
