import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, openSignedIn } from '../support.js';

test('admin creates a user in the form; a duplicate username is refused on its field', async ({
  page,
  request,
}) => {
  const username = `taixe${Date.now().toString(36)}`;
  await openSignedIn(page, ADMIN.username, ADMIN.password, '/driver-management');
  await expect(page.getByTestId('page-title')).toBeVisible();

  await page.getByTestId('user-create').click();
  await page.getByTestId('user-form-username').fill(username);
  await page.getByTestId('user-form-password').fill('password-123');
  await page.getByTestId('user-form-fullname').fill('Lê Văn Tài');
  await page.getByTestId('user-form-email').fill('tai@vantai.vn');
  await page.getByTestId('user-form-save').click();
  await expect(page.getByTestId('user-form-save')).toBeHidden();
  await page.getByTestId('user-search').fill(username);
  await expect(page.getByTestId('data-table')).toContainText(username);

  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const info = await apiCall(request, token, '/user/get_info', { username });
  expect(info.body.data).toMatchObject({
    fullname: 'Lê Văn Tài',
    role: 'driver',
    ngay_bat_dau: '2022-01-01',
  });

  await page.getByTestId('user-create').click();
  await page.getByTestId('user-form-username').fill(username);
  await page.getByTestId('user-form-password').fill('password-123');
  await page.getByTestId('user-form-fullname').fill('Someone Else');
  await page.getByTestId('user-form-save').click();
  await expect(page.locator('#user-form-username-helper-text')).toBeVisible();
  await expect(page.getByTestId('user-form-save')).toBeVisible();
});

test('admin ticks a page for a role in role management and the grant is saved', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const role = `kiemtra${Date.now().toString(36)}`;
  const created = await apiCall(request, token, '/fleet/roles/create_role', {
    name: role,
    label_vi: 'Kiểm tra',
    label_en: 'Checker',
  });
  expect(created.status).toBe(201);

  await openSignedIn(page, ADMIN.username, ADMIN.password, '/role-management');
  await page.getByTestId(`role-pick-${role}`).click();
  const checkbox = page.getByTestId('grant-page-paper');
  await expect(checkbox).toBeVisible();
  await expect(checkbox).not.toBeChecked();
  await checkbox.check();
  await page.getByTestId('grants-save').click();

  await expect
    .poll(async () => {
      const grants = await apiCall(request, token, '/fleet/roles/get_resources', {
        role,
        type: 'page',
      });
      return grants.body.data.map((r: { key: string }) => r.key);
    })
    .toContain('paper');
});
