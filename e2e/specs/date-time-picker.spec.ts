import { expect, test } from '@playwright/test';
import { ADMIN, apiCall, apiLogin, signIn } from '../support.js';

// A browser in the US, on New York time: the console still shows and takes the company's
// format and clock (DD/MM/YYYY HH:mm, 24 h, Asia/Ho_Chi_Minh).
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

test('date-time fields show DD/MM/YYYY HH:mm on the company clock and send wire time', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const created = await apiCall(request, token, '/truck/create', {
    plate: `51D-${digits.slice(0, 3)}.${digits.slice(3)}`,
    device_id: `e2e-picker-${digits}`,
  });
  expect(created.status).toBe(201);
  const truck = created.body.data as { id: number; plate: string };

  await signIn(page, ADMIN.username, ADMIN.password);
  // 13:00 company time is 01:00 in New York: the field must not show the browser's clock.
  const range = new URLSearchParams({
    truck: String(truck.id),
    from: '2026-11-24 13:00:00',
    to: '2026-11-24 14:00:00',
  });
  await page.goto(`/location/replay?${range.toString()}`);
  // The page's chunk brings the map library: a loaded machine takes a while to serve it.
  await expect(page.getByTestId('route-replay-page')).toBeVisible({ timeout: 30_000 });
  const from = page.getByTestId('replay-from');
  const to = page.getByTestId('replay-to');
  await expect(from).toHaveValue('24/11/2026 13:00');
  await expect(to).toHaveValue('24/11/2026 14:00');
  await expect(from).not.toHaveValue(/AM|PM/);

  // A field left incomplete (its day deleted from the keyboard) is marked on "Show", in the
  // console's language, with what is wrong.
  await to.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Delete');
  await expect(to).toHaveValue('/11/2026 14:00');
  await page.getByTestId('replay-show').click();
  const invalid = /Ngày giờ không hợp lệ|Not a valid date and time/;
  await expect(page.getByText(invalid)).toContainText(/"\/11\/2026 14:00"/);

  // A typed time reaches the API as wire time in the company zone.
  await to.fill('25/11/2026 09:30');
  await expect(to).toHaveValue('25/11/2026 09:30');
  await expect(page.getByText(invalid)).toHaveCount(0);
  const asked = page.waitForRequest(
    (candidate) =>
      candidate.url().endsWith('/truck/get_route_from_video') &&
      (candidate.postDataJSON() as { end_time?: string }).end_time === '2026-11-25 09:30:00',
  );
  await page.getByTestId('replay-show').click();
  const body = (await asked).postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({
    plate: truck.plate,
    start_time: '2026-11-24 13:00:00',
    end_time: '2026-11-25 09:30:00',
  });

  // ↑ changes the part at the caret: on the hour it makes it 10, on the day 26.
  await to.focus();
  await page.keyboard.press('End');
  for (let left = 0; left < 3; left += 1) await page.keyboard.press('ArrowLeft'); // after "09"
  await page.keyboard.press('ArrowUp');
  await expect(to).toHaveValue('25/11/2026 10:30');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowUp');
  await expect(to).toHaveValue('26/11/2026 10:30');
  await page.keyboard.press('ArrowDown');
  await expect(to).toHaveValue('25/11/2026 10:30');

  // The calendar opens on the company day of the value.
  await page
    .getByRole('button', { name: /Choose date|Chọn ngày/ })
    .last()
    .click();
  await expect(page.getByRole('gridcell', { name: '25', selected: true })).toBeVisible();
});

// Issue 34: select-all and type over a filled field keeps what was typed, on the company's
// DD/MM/YYYY whatever the browser's locale (the paper form's native mm/dd/yyyy box is gone).
test('typing over a filled date stores exactly what was typed; text that is no date is refused', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const plate = `51E-${digits.slice(0, 3)}.${digits.slice(3)}`;
  const created = await apiCall(request, token, '/truck/create', {
    plate,
    device_id: `e2e-typed-${digits}`,
  });
  expect(created.status).toBe(201);
  const truck = created.body.data as { id: number };

  await signIn(page, ADMIN.username, ADMIN.password);
  // A filled date-time field: select all, type over it.
  const range = new URLSearchParams({
    truck: String(truck.id),
    from: '2026-11-01 00:00:00',
    to: '2026-11-01 08:00:00',
  });
  await page.goto(`/location/replay?${range.toString()}`);
  await expect(page.getByTestId('route-replay-page')).toBeVisible({ timeout: 30_000 });
  const to = page.getByTestId('replay-to');
  await expect(to).toHaveValue('01/11/2026 08:00');
  await to.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('28/11/2026 23:59');
  await expect(to).toHaveValue('28/11/2026 23:59');
  await page.getByTestId('replay-show').click();
  // What is replayed lives in the URL: the typed time, on the company clock.
  await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe('2026-11-28 23:59:00');

  // The paper form: typed day first, never read as month first.
  await page.goto('/paper');
  await page.getByTestId('paper-create').click();
  await page.getByTestId('paper-form-plate').selectOption(plate);
  const issued = page.getByTestId('paper-form-issued-at');
  await issued.click();
  await page.keyboard.type('10062026');
  await page.keyboard.press('Tab'); // left: shown in the field's own format
  await expect(issued).toHaveValue('10/06/2026');
  await issued.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('28/11/2026');
  await expect(issued).toHaveValue('28/11/2026');

  // Text that is no date is refused with a message.
  const expires = page.getByTestId('paper-form-expires-at');
  await expires.fill('hôm qua');
  await expires.blur();
  await expect(page.getByText(/Ngày không hợp lệ|Not a valid date/)).toBeVisible();

  await expires.fill('30/06/2030');
  await page.getByTestId('paper-form-files').setInputFiles({
    name: 'dang-kiem.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await page.getByTestId('paper-form-save').click();
  await expect(page.getByTestId('paper-form-save')).toBeHidden();
  await page.getByTestId('paper-filter').fill(plate);
  const row = page.getByRole('row').filter({ hasText: plate });
  await expect(row).toContainText(/28\/11\/2026|2026-11-28/);
  await expect(row).toContainText(/30\/06\/2030|2030-06-30/);
});
