import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, createUser, openSignedIn } from '../support.js';

test('admin assigns a driver to a truck in the truck form, ends and removes it', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = String((Date.now() + 777) % 100_000).padStart(5, '0');
  const name = `Xe phân công ${Date.now().toString(36)}`;
  const created = await apiCall(request, token, '/truck/create', { plate: `51E${digits}`, name });
  expect(created.status).toBe(201);
  const truckId = created.body.data.id as number;
  const driver = await createUser(request, 'driver', 'phancong');

  await openSignedIn(page, ADMIN.username, ADMIN.password, '/trucks');
  await page.getByTestId('trucks-search').fill(name);
  await page.getByTestId(`truck-edit-51E${digits}`).click();
  const section = page.getByTestId('truck-assignments');
  await expect(section).toContainText('Xe chưa được phân công cho lái xe nào.');

  await page.locator('#truck-assignment-driver').fill(driver.username);
  await page.getByRole('option', { name: new RegExp(driver.username) }).click();
  await section.getByTestId('assignment-add').click();
  const row = section.locator('li').filter({ hasText: driver.username });
  await expect(row).toContainText('từ ');
  const listed = await apiCall(request, token, '/api/trucks/assignments/list', {
    truck_id: truckId,
  });
  expect(listed.body.data).toHaveLength(1);
  expect(listed.body.data[0]).toMatchObject({ driver_username: driver.username, valid_to: null });

  await row.getByRole('button', { name: 'Kết thúc' }).click();
  await expect(row.getByRole('button', { name: 'Kết thúc' })).toBeHidden();
  await expect(row).toContainText(' – ');

  await row.getByRole('button', { name: `Xoá phân công của ${driver.username}` }).click();
  await expect(section).toContainText('Xe chưa được phân công cho lái xe nào.');
  const after = await apiCall(request, token, '/api/trucks/assignments/list', {
    truck_id: truckId,
  });
  expect(after.body.data).toEqual([]);
});
