import { expect, test } from '@playwright/test';
import { ADMIN, apiCall, apiLogin, createUser, openSignedIn } from '../support.js';

/**
 * The account page's "Alerts I get" (issue 33): a user sets which kinds, which of their trucks,
 * which channels and quiet hours; after a reload the page shows what the server kept; a rule
 * the server refuses says so and keeps what was saved before.
 */

test.use({ viewport: { width: 1440, height: 900 } });

test('a user sets their own alert rule, sees it kept after a reload, and a refused save says so', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const stamp = Date.now().toString(36);
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const role = `canhbao${stamp}`;
  expect(
    (
      await apiCall(request, token, '/fleet/roles/create_role', {
        name: role,
        label_vi: 'Nhận cảnh báo',
        label_en: 'Alert reader',
      })
    ).status,
  ).toBe(201);
  const plates = [
    `43C-${digits.slice(0, 3)}.${digits.slice(3)}`,
    `43D-${digits.slice(0, 3)}.${digits.slice(3)}`,
  ];
  const truckIds: number[] = [];
  for (const [index, plate] of plates.entries()) {
    const truck = await apiCall(request, token, '/truck/create', {
      plate,
      device_id: `alert-rule-${index}-${digits}`,
    });
    expect(truck.status).toBe(201);
    truckIds.push((truck.body.data as { id: number }).id);
  }
  for (const [type, keys] of [
    ['page', ['location']],
    ['truck', truckIds.map(String)],
  ] as const) {
    const granted = await apiCall(request, token, '/fleet/roles/add_resources', {
      role,
      type,
      keys,
    });
    expect(granted.status).toBe(200);
  }
  const username = `canhbao${stamp}`;
  const password = 'e2e-password-1';
  expect(
    (
      await apiCall(request, token, '/user/create', {
        username,
        password,
        fullname: 'Trần Văn Cảnh',
        role,
      })
    ).status,
  ).toBe(201);

  await openSignedIn(page, username, password, '/change-password');
  const form = page.getByTestId('my-alert-rule');
  await expect(page.getByTestId('alert-rule-source')).toHaveText(
    'Đang dùng mặc định của hệ thống.',
  );

  // Lost signal only, one of the two trucks, by e-mail and push, quiet from 21:30 to 06:00.
  await form.getByTestId('my-alert-rule-kind-overspeed').uncheck();
  await expect(form.getByTestId('my-alert-rule-kind-lost_signal')).toBeChecked();
  await form.getByLabel('Chỉ các xe đã chọn').check();
  await form.getByLabel('Chọn xe').click();
  await page.getByRole('option', { name: plates[1] }).click();
  await page.keyboard.press('Escape');
  await form.getByLabel('Email').check();
  await form.getByLabel('Giờ yên lặng (không gửi cảnh báo)').check();
  await form.getByLabel('Từ').fill('21:30');
  await form.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByText('Đã lưu.')).toBeVisible();

  const kept = await apiCall(
    request,
    await apiLogin(request, username, password),
    '/api/alert_rules/mine',
    {},
  );
  expect(kept.body.data.source).toBe('own');
  expect(kept.body.data.rule).toMatchObject({
    truck_ids: [truckIds[1]],
    quiet_hours: { from: '21:30', to: '06:00' },
  });
  expect(kept.body.data.rule.kinds).not.toContain('overspeed');
  expect([...kept.body.data.rule.channels].sort()).toEqual(['mail', 'push']);

  await page.reload();
  await expect(page.getByTestId('alert-rule-source')).toHaveText('Quy tắc riêng của bạn.');
  await expect(form.getByTestId('my-alert-rule-kind-overspeed')).not.toBeChecked();
  await expect(form.getByRole('button', { name: plates[1] })).toBeVisible();
  await expect(form.getByRole('button', { name: plates[0] })).toHaveCount(0);
  await expect(form.getByLabel('Email')).toBeChecked();
  await expect(form.getByLabel('Từ')).toHaveValue('21:30');

  // A quiet hour with no start is no rule: the server refuses it and the saved rule stays.
  await form.getByLabel('Từ').fill('');
  await form.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.locator('.MuiAlert-standardError')).toBeVisible();
  await expect(page.getByText('Đã lưu.')).toHaveCount(0);
  await page.reload();
  await expect(form.getByLabel('Từ')).toHaveValue('21:30');
});

test.describe('alerts on this device', () => {
  test('turning push on where the browser may notify but cannot reach its push service says so', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    const { username, password } = await createUser(page.request, 'warehouse_security', 'daydi');
    await openSignedIn(page, username, password, '/change-password');
    await expect(page.getByTestId('push-state')).toHaveAttribute('data-state', 'off');
    await page.getByTestId('push-toggle').click();
    // The subscription fails inside the browser (no push service reachable from this machine):
    // how soon depends on the browser's own network attempt.
    await expect(page.getByTestId('push-error')).toHaveText(/dịch vụ thông báo đẩy/, {
      timeout: 45_000,
    });
    await expect(page.getByTestId('push-state')).toHaveAttribute('data-state', 'off');
  });

  test('a browser that blocks notifications is told how to allow them', async ({ page }) => {
    const { username, password } = await createUser(page.request, 'warehouse_security', 'chan');
    await openSignedIn(page, username, password, '/change-password');
    await expect(page.getByTestId('push-state')).toHaveAttribute('data-state', 'off');
    await page.getByTestId('push-toggle').click();
    await expect(page.getByTestId('push-state')).toHaveAttribute('data-state', 'denied');
    await expect(page.getByTestId('push-state')).toHaveText(/cho phép trong cài đặt/);
    await expect(page.getByTestId('push-toggle')).toHaveCount(0);
  });
});
