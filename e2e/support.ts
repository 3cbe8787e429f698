import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const response = await request.post('/user/login', { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

export async function apiCall(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
  method: 'post' | 'put' | 'delete' = 'post',
) {
  const response = await request[method](path, { data, headers: { token } });
  return { status: response.status(), body: await response.json() };
}

/** Creates a user through the API as admin (username made unique per run). */
export async function createUser(request: APIRequestContext, role: string, prefix = role) {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const username = `${prefix.replace(/_/g, '')}${Date.now().toString(36)}`;
  const password = 'e2e-password-1';
  const created = await apiCall(request, token, '/user/create', {
    username,
    password,
    fullname: 'Nguyễn Thị Kho',
    role,
  });
  expect(created.status).toBe(201);
  return { username, password, adminToken: token };
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await page
    .getByTestId('login-username')
    .locator('input')
    .or(page.locator('input[data-testid="login-username"]'))
    .first()
    .fill(username);
  await page
    .getByTestId('login-password')
    .locator('input')
    .or(page.locator('input[data-testid="login-password"]'))
    .first()
    .fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** The page links of the left navigation (group toggles excluded). */
export function navLinks(page: Page) {
  return page.locator('[data-testid^="nav-"]:not([data-testid^="nav-group-"])');
}
