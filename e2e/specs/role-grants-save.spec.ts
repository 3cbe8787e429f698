import { type Page } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, signIn } from '../support.js';

/**
 * Role management keeps the edits of every tab in one save (issue 34, point 1): a page ticked
 * on one tab and a truck on another both survive a reload, and so does a revocation; leaving
 * with edits unsaved asks first. At a laptop's size and a phone's.
 */

const SIZES = [
  { name: 'laptop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

async function grantKeys(
  request: Parameters<typeof apiLogin>[0],
  token: string,
  role: string,
  type: 'page' | 'truck',
) {
  const answer = await apiCall(request, token, '/fleet/roles/get_resources', { role, type });
  expect(answer.status).toBe(200);
  return (answer.body.data as { key: string }[]).map((grant) => grant.key).sort();
}

async function openRole(page: Page, role: string) {
  await page.goto(`/role-management?role=${role}`);
  await expect(page.getByTestId('grant-subject')).toBeVisible();
  await expect(page.getByTestId('grant-page-paper')).toBeVisible();
}

for (const { name, viewport } of SIZES) {
  test.describe(`role grants on a ${name}`, () => {
    test.use({ viewport });

    test('one save keeps a page and a truck ticked on two tabs, and a revocation', async ({
      page,
      request,
    }) => {
      const token = await apiLogin(request, ADMIN.username, ADMIN.password);
      const stamp = Date.now().toString(36);
      const role = `dieuphoi${name}${stamp}`.slice(0, 40);
      const created = await apiCall(request, token, '/fleet/roles/create_role', {
        name: role,
        label_vi: 'Điều phối',
        label_en: 'Dispatch',
      });
      expect(created.status).toBe(201);
      const digits = String(Date.now() % 100_000).padStart(5, '0');
      const truck = await apiCall(request, token, '/truck/create', {
        plate: `${name === 'phone' ? '29C' : '30C'}-${digits.slice(0, 3)}.${digits.slice(3)}`,
        device_id: `grants-${name}-${digits}`,
      });
      expect(truck.status).toBe(201);
      const truckKey = String((truck.body.data as { id: number }).id);

      await signIn(page, ADMIN.username, ADMIN.password);
      await openRole(page, role);

      // A page on the first tab, a truck on the second, one save.
      await page.getByTestId('grant-page-paper').check();
      await page.getByTestId('grant-tab-truck').click();
      await page.getByTestId(`grant-truck-${truckKey}`).check();
      await expect(page.getByTestId('grants-unsaved')).toContainText(/Trang|Pages/);
      await expect(page.getByTestId('grants-unsaved')).toContainText(/Xe|Trucks/);
      await page.getByTestId('grants-save').click();
      await expect(page.getByTestId('roles-status')).toContainText(/Đã lưu quyền|Grants saved/);
      expect(await grantKeys(request, token, role, 'page')).toEqual(['paper']);
      expect(await grantKeys(request, token, role, 'truck')).toEqual([truckKey]);

      await page.reload();
      await expect(page.getByTestId('grant-page-paper')).toBeChecked();
      await page.getByTestId('grant-tab-truck').click();
      await expect(page.getByTestId(`grant-truck-${truckKey}`)).toBeChecked();

      // A revocation on one tab, then a switch to another before saving.
      await page.getByTestId('grant-tab-page').click();
      await page.getByTestId('grant-page-paper').uncheck();
      await page.getByTestId('grant-tab-truck').click();
      await page.getByTestId('grants-save').click();
      await expect(page.getByTestId('grants-unsaved')).toContainText(
        /Không có thay đổi|No unsaved/,
      );
      expect(await grantKeys(request, token, role, 'page')).toEqual([]);
      expect(await grantKeys(request, token, role, 'truck')).toEqual([truckKey]);

      await page.reload();
      await expect(page.getByTestId('grant-page-paper')).not.toBeChecked();
      await page.getByTestId('grant-tab-truck').click();
      await expect(page.getByTestId(`grant-truck-${truckKey}`)).toBeChecked();
    });

    test('leaving with unsaved grants asks first', async ({ page, request }) => {
      const token = await apiLogin(request, ADMIN.username, ADMIN.password);
      const role = `roirang${name}${Date.now().toString(36)}`.slice(0, 40);
      expect(
        (
          await apiCall(request, token, '/fleet/roles/create_role', {
            name: role,
            label_vi: 'Rời trang',
            label_en: 'Leaving',
          })
        ).status,
      ).toBe(201);
      await signIn(page, ADMIN.username, ADMIN.password);
      await openRole(page, role);
      await page.getByTestId('grant-page-rule').check();

      // Another role of the list is another address: it asks first.
      await page.getByTestId(`role-pick-driver`).click();
      const dialog = page.getByTestId('confirm-dialog');
      await expect(dialog).toContainText(/chưa được lưu|not saved/);
      await page.getByTestId('confirm-cancel').click();
      await expect(page).toHaveURL(new RegExp(`role=${role}`));
      await expect(page.getByTestId('grant-page-rule')).toBeChecked();

      await page.getByTestId(`role-pick-driver`).click();
      await page.getByTestId('confirm-ok').click();
      await expect(page).toHaveURL(/role=driver/);
      expect(await grantKeys(request, token, role, 'page')).toEqual([]);
    });
  });
}
