import { expect, test } from '@playwright/test';
import { ADMIN, apiCall, apiLogin, signIn } from '../support.js';

// A browser in the US, on New York time: the console still takes the company's DD/MM/YYYY.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const INVALID = /Ngày giờ không hợp lệ|Not a valid date and time/;

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a filled date field keeps what is typed over it, refuses a day that does not exist, takes no letters (${size.width}×${size.height})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const token = await apiLogin(request, ADMIN.username, ADMIN.password);
    const digits = String(Date.now() % 100_000).padStart(5, '0');
    const created = await apiCall(request, token, '/truck/create', {
      plate: `51F-${digits.slice(0, 3)}.${digits.slice(3)}`,
      device_id: `e2e-typing-${size.width}-${digits}`,
    });
    expect(created.status).toBe(201);
    const truck = created.body.data as { id: number };

    await signIn(page, ADMIN.username, ADMIN.password);
    const range = new URLSearchParams({
      truck: String(truck.id),
      from: '2026-11-01 00:00:00',
      to: '2026-11-01 08:00:00',
    });
    await page.goto(`/location/replay?${range.toString()}`);
    await expect(page.getByTestId('route-replay-page')).toBeVisible({ timeout: 30_000 });
    const to = page.getByTestId('replay-to');
    await expect(to).toHaveValue('01/11/2026 08:00');

    // Select all and type over the filled field: exactly what was typed is asked for.
    await to.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('28/11/2026 23:59');
    await expect(to).toHaveValue('28/11/2026 23:59');
    await page.getByTestId('replay-show').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe('2026-11-28 23:59:00');

    // A day and month that do not exist are refused with a message; nothing else is asked for.
    await to.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('32/13/2026');
    await page.getByTestId('replay-show').click();
    await expect(page.getByText(INVALID).first()).toBeVisible();
    expect(new URL(page.url()).searchParams.get('to')).toBe('2026-11-28 23:59:00');

    // Letters are not taken: the field keeps the time it had, and so does the replay.
    await to.fill('28/11/2026 23:59');
    await expect(page.getByText(INVALID)).toHaveCount(0);
    await to.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('abc');
    await expect(to).toHaveValue('28/11/2026 23:59');
    await page.getByTestId('replay-show').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe('2026-11-28 23:59:00');
  });
}
