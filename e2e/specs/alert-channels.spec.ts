import { expect, test } from '../shared-page.js';
import { ADMIN, apiLogin, openSignedIn } from '../support.js';

/**
 * The warning page's SMS channel (issue 33), as an admin sets it: what was typed is kept, the
 * keys only as "saved" (never shown back, in the page or the API), a bad value is refused with
 * the field's message. The channel is left off, so no other spec's warnings go by SMS.
 */

test.use({ viewport: { width: 1440, height: 900 } });

test('an admin sets the SMS gateway: fields kept, keys never shown back, a bad value refused', async ({
  page,
  request,
}) => {
  const brand = `DOIXE${Date.now().toString(36).toUpperCase()}`.slice(0, 11);
  await openSignedIn(page, ADMIN.username, ADMIN.password, '/warning');
  await page.getByTestId('alert-channel-sms-open').click();
  const dialog = page.getByTestId('alert-channel-sms-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('alert-channel-sms-url').fill('not a web address');
  await dialog.getByTestId('alert-channel-sms-api-key').fill('khoa-api-bi-mat');
  await dialog.getByTestId('alert-channel-sms-secret-key').fill('khoa-bi-mat-2');
  await dialog.getByTestId('alert-channel-sms-brandname').fill(brand);
  await page.getByTestId('alert-channel-sms-submit').click();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.Mui-error').first()).toBeVisible();

  await dialog.getByTestId('alert-channel-sms-url').fill('https://sms.example.vn/api/send');
  await page.getByTestId('alert-channel-sms-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Đã lưu cài đặt kênh.')).toBeVisible();

  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const answer = await request.get('/api/alert_channels/settings', { headers: { token } });
  expect(answer.status()).toBe(200);
  const text = await answer.text();
  expect(text).not.toContain('khoa-api-bi-mat');
  expect(text).not.toContain('khoa-bi-mat-2');
  const sms = (JSON.parse(text) as { data: { sms: Record<string, unknown> } }).data.sms;
  expect(sms).toMatchObject({
    enabled: false,
    url: 'https://sms.example.vn/api/send',
    brandname: brand,
    api_key_set: true,
  });

  await page.reload();
  await page.getByTestId('alert-channel-sms-open').click();
  await expect(dialog.getByTestId('alert-channel-sms-brandname')).toHaveValue(brand);
  await expect(dialog.getByTestId('alert-channel-sms-api-key')).toHaveValue('');
  await expect(dialog.getByText('Đã lưu; để trống để giữ nguyên.').first()).toBeVisible();
});
