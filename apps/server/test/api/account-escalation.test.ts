import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories.js';
import { ADMIN_PASSWORD, startTestConsole, type TestConsole } from '../test-console.js';

/**
 * The account rules of account-rules.ts, tried as a page holder who wants more: nobody
 * reaches the admin role, an admin account or their own grants, whatever page they hold.
 */
let fleet: TestConsole;
type Person = Awaited<ReturnType<typeof createUser>>;
let userManager: Person;
let roleManager: Person;
let bothPages: Person;
let driver: Person;

async function grantPages(username: string, keys: string[]) {
  const answer = await fleet.call('POST', '/fleet/roles/add_resources', {
    token: fleet.adminToken,
    body: { username, type: 'page', keys },
  });
  expect(answer.status).toBe(200);
}

const as = (person: Person) => ({
  call: async (method: string, url: string, body: unknown) =>
    fleet.call(method, url, { token: await fleet.tokenFor(person.username), body }),
});

/** 403 with the named account rule, and nothing changed. */
function refused(answer: { status: number; body: any }, reason: string) {
  expect(answer.status).toBe(403);
  expect(answer.body.error).toMatchObject({ code: 'FORBIDDEN', details: { reason } });
}

const roleOf = async (username: string) =>
  (await fleet.services.userRows.findByUsername(username))?.role;
const pagesOf = async (username: string) =>
  (
    await fleet.call('POST', '/fleet/roles/get_resources', {
      token: fleet.adminToken,
      body: { username, type: 'page' },
    })
  ).body.data.map((r: { key: string }) => r.key) as string[];

beforeAll(async () => {
  fleet = await startTestConsole();
  await fleet.call('POST', '/fleet/roles/create_role', {
    token: fleet.adminToken,
    body: { name: 'clerk', label_vi: 'Nhân viên', label_en: 'Clerk' },
  });
  userManager = await createUser(fleet, { role: 'clerk' });
  roleManager = await createUser(fleet, { role: 'clerk' });
  bothPages = await createUser(fleet, { role: 'clerk' });
  driver = await createUser(fleet, { role: 'driver' });
  await grantPages(userManager.username, ['driver-management']);
  await grantPages(roleManager.username, ['role-management']);
  await grantPages(bothPages.username, ['driver-management', 'role-management']);
});
afterAll(() => fleet.close());

describe('a user-management holder', () => {
  it('cannot create an admin, nor give anyone the admin role or an administrative one', async () => {
    const manager = as(userManager);
    refused(
      await manager.call('POST', '/user/create', {
        username: 'second_admin',
        password: 'password-123',
        fullname: 'Kẻ Giả Mạo',
        role: 'admin',
      }),
      'admin_only',
    );
    expect(await fleet.services.userRows.findByUsername('second_admin')).toBeUndefined();
    refused(
      await manager.call('PUT', '/user/update_info', { username: driver.username, role: 'admin' }),
      'admin_only',
    );
    refused(
      await manager.call('PUT', '/user/update_info', {
        username: userManager.username,
        role: 'admin',
      }),
      'own_account',
    );
    expect(await roleOf(driver.username)).toBe('driver');
    expect(await roleOf(userManager.username)).toBe('clerk');

    // A role that holds role management is an administrative one: only admins hand it out.
    await fleet.call('POST', '/fleet/roles/create_role', {
      token: fleet.adminToken,
      body: { name: 'permissions', label_vi: 'Phân quyền', label_en: 'Permissions' },
    });
    await fleet.call('POST', '/fleet/roles/add_resources', {
      token: fleet.adminToken,
      body: { role: 'permissions', type: 'page', keys: ['role-management'] },
    });
    refused(
      await manager.call('PUT', '/user/update_info', {
        username: driver.username,
        role: 'permissions',
      }),
      'administrative_page',
    );
  });

  it('cannot reset, edit or delete an admin or another administrator', async () => {
    const manager = as(userManager);
    refused(
      await manager.call('PUT', '/user/reset_password', {
        username: 'admin',
        new_password: 'taken-over-1',
      }),
      'admin_only',
    );
    await expect(fleet.login('admin', ADMIN_PASSWORD)).resolves.toBeTruthy();
    refused(
      await manager.call('PUT', '/user/update_info', { username: 'admin', email: 'me@evil.vn' }),
      'admin_only',
    );
    refused(await manager.call('DELETE', '/user/delete', { username: 'admin' }), 'admin_only');
    expect(await roleOf('admin')).toBe('admin');
    refused(
      await manager.call('PUT', '/user/reset_password', {
        username: roleManager.username,
        new_password: 'taken-over-1',
      }),
      'administrative_account',
    );
    await expect(fleet.login(roleManager.username, 'password-123')).resolves.toBeTruthy();
  });

  it('manages drivers: creates, edits, resets and sets their card', async () => {
    const manager = as(userManager);
    const created = await manager.call('POST', '/user/create', {
      username: 'taixe_moi',
      password: 'password-123',
      fullname: 'Trần Văn Mới',
      role: 'driver',
      card_id: '079912345678',
    });
    expect(created.status).toBe(201);
    const reset = await manager.call('PUT', '/user/reset_password', {
      username: 'taixe_moi',
      new_password: 'new-password-9',
    });
    expect(reset.status).toBe(200);
    await expect(fleet.login('taixe_moi', 'new-password-9')).resolves.toBeTruthy();
    const edited = await manager.call('PUT', '/user/update_info', {
      username: driver.username,
      card_id: '001234567890',
      licence_number: 'B2-123456',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ card_id: '001234567890' });
  });

  it('cannot set their own card id', async () => {
    refused(
      await as(userManager).call('PUT', '/user/update_info', {
        username: userManager.username,
        card_id: '099999999999',
      }),
      'own_account',
    );
  });
});

describe('card ids', () => {
  it('are unique among live users and never another user’s username', async () => {
    const first = await createUser(fleet, { card_id: '036000000001' });
    const second = await createUser(fleet);
    const taken = await fleet.call('PUT', '/user/update_info', {
      token: fleet.adminToken,
      body: { username: second.username, card_id: '036000000001' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.details[0].field).toBe('card_id');
    const otherName = await fleet.call('PUT', '/user/update_info', {
      token: fleet.adminToken,
      body: { username: second.username, card_id: first.username.toUpperCase() },
    });
    expect(otherName.status).toBe(409);
    const duplicate = await fleet.call('POST', '/user/create', {
      token: fleet.adminToken,
      body: {
        username: 'card_copy',
        password: 'password-123',
        fullname: 'Sao Chép',
        card_id: '036000000001',
      },
    });
    expect(duplicate.status).toBe(409);
    // Deleting the holder frees the card.
    await fleet.call('DELETE', '/user/delete', {
      token: fleet.adminToken,
      body: { username: first.username },
    });
    const freed = await fleet.call('PUT', '/user/update_info', {
      token: fleet.adminToken,
      body: { username: second.username, card_id: '036000000001' },
    });
    expect(freed.status).toBe(200);
  });

  it('are not set by a user on their own record, while the rest of the profile is', async () => {
    const self = as(driver);
    refused(
      await self.call('PUT', '/user/update_info', {
        username: driver.username,
        card_id: '036000000099',
      }),
      'no_user_management',
    );
    refused(
      await self.call('PUT', '/user/update_info', { username: driver.username, role: 'clerk' }),
      'own_account',
    );
    const profile = await self.call('PUT', '/user/update_info', {
      username: driver.username,
      fullname: 'Nguyễn Văn Sửa',
      language: 'en',
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ fullname: 'Nguyễn Văn Sửa', language: 'en' });
  });
});

describe('a role-management holder', () => {
  it('cannot grant itself, its own role, an admin or an administrator anything', async () => {
    const manager = as(roleManager);
    const add = (body: object) => manager.call('POST', '/fleet/roles/add_resources', body);
    refused(
      await add({
        username: roleManager.username,
        type: 'page',
        keys: ['role-management', 'trucks'],
      }),
      'own_account',
    );
    refused(await add({ role: 'clerk', type: 'page', keys: ['trucks'] }), 'own_account');
    refused(await add({ username: 'admin', type: 'truck', keys: [] }), 'admin_only');
    refused(
      await add({
        username: userManager.username,
        type: 'page',
        keys: ['driver-management', 'trucks'],
      }),
      'administrative_account',
    );
    refused(
      await add({ username: driver.username, type: 'page', keys: ['driver-management'] }),
      'administrative_page',
    );
    expect(await pagesOf(roleManager.username)).toEqual(['role-management']);
    expect(await pagesOf(driver.username)).not.toContain('driver-management');
  });

  it('grants operational pages to other users and roles', async () => {
    const answer = await as(roleManager).call('POST', '/fleet/roles/add_resources', {
      username: driver.username,
      type: 'page',
      keys: ['location', 'warning'],
    });
    expect(answer.status).toBe(200);
    expect(await pagesOf(driver.username)).toEqual(expect.arrayContaining(['location', 'warning']));
    const role = await as(roleManager).call('POST', '/fleet/roles/add_resources', {
      role: 'driver',
      type: 'page',
      keys: ['overview', 'paper'],
    });
    expect(role.status).toBe(200);
  });
});

describe('holding both administrative pages', () => {
  it('still never reaches the admin role', async () => {
    const both = as(bothPages);
    refused(
      await both.call('PUT', '/user/update_info', { username: bothPages.username, role: 'admin' }),
      'own_account',
    );
    refused(
      await both.call('POST', '/user/create', {
        username: 'shadow_admin',
        password: 'password-123',
        fullname: 'Bóng Tối',
        role: 'admin',
      }),
      'admin_only',
    );
    refused(
      await both.call('POST', '/fleet/roles/add_resources', {
        username: bothPages.username,
        type: 'page',
        keys: ['driver-management', 'role-management', 'trucks'],
      }),
      'own_account',
    );
    expect(await roleOf(bothPages.username)).toBe('clerk');
  });
});

describe('an admin', () => {
  it('manages admins but does not change their own role', async () => {
    const promoted = await fleet.call('PUT', '/user/update_info', {
      token: fleet.adminToken,
      body: { username: roleManager.username, role: 'admin' },
    });
    expect(promoted.status).toBe(200);
    expect(await roleOf(roleManager.username)).toBe('admin');
    refused(
      await fleet.call('PUT', '/user/update_info', {
        token: fleet.adminToken,
        body: { username: 'admin', role: 'clerk' },
      }),
      'own_account',
    );
    // The other admin may demote this one; an admin acts on admins.
    const demoted = await as(roleManager).call('PUT', '/user/update_info', {
      username: roleManager.username,
      role: 'clerk',
    });
    refused(demoted, 'own_account');
    const byAdmin = await fleet.call('PUT', '/user/update_info', {
      token: fleet.adminToken,
      body: { username: roleManager.username, role: 'clerk' },
    });
    expect(byAdmin.status).toBe(200);
  });
});
