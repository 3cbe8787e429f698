import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGES,
  ZAllPagesResponse,
  ZListUsersResponse,
  ZResourcesResponse,
  ZRoleResponse,
  ZUserListResponse,
  ZUserResponse,
} from '@fleet/contracts';
import { createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(() => fleet.close());

const roles = (path: string) => `/fleet/roles/${path}`;

describe('roles and grants', () => {
  it('lists users and roles, with the five built-in roles', async () => {
    const response = await fleet.call('POST', roles('get_list_users'), { token: fleet.adminToken });
    const parsed = ZListUsersResponse.parse(response.body);
    expect(parsed.data.roles.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'admin',
        'driver',
        'warehouse_security',
        'warehouse_manager',
        'warehouse_operation',
      ]),
    );
    expect(parsed.data.users.map((u) => u.username)).toContain('admin');
  });

  it('lists every page with key, path, group and both names', async () => {
    const parsed = ZAllPagesResponse.parse(
      (await fleet.call('POST', roles('all_pages'), { token: fleet.adminToken })).body,
    );
    expect(parsed.data).toHaveLength(PAGES.length);
    expect(parsed.data).toContainEqual(
      expect.objectContaining({
        key: 'management/driving-report',
        path: '/management/driving-report',
        group: 'reports',
      }),
    );
  });

  it('replaces page grants of a role and gives the navigation of a non-admin user', async () => {
    const manager = await createUser(fleet, { role: 'warehouse_manager' });
    const set = await fleet.call('POST', roles('add_resources'), {
      token: fleet.adminToken,
      body: {
        role: 'warehouse_manager',
        type: 'page',
        keys: ['warehouse-video', 'notice-management'],
      },
    });
    expect(ZResourcesResponse.parse(set.body).data.map((r) => r.key)).toEqual([
      'notice-management',
      'warehouse-video',
    ]);
    const nav = await fleet.call('POST', roles('get_resources'), {
      token: manager.token,
      body: { username: manager.username, type: 'page' },
    });
    expect(nav.status).toBe(200);
    expect(nav.body.data.map((r: { key: string }) => r.key).sort()).toEqual([
      'notice-management',
      'warehouse-video',
    ]);
    // Someone else's navigation is not theirs to read.
    const other = await fleet.call('POST', roles('get_resources'), {
      token: manager.token,
      body: { username: 'admin', type: 'page' },
    });
    expect(other.status).toBe(403);
  });

  it('adds user-level grants on top of the role and marks where each comes from', async () => {
    await fleet.call('POST', roles('add_resources'), {
      token: fleet.adminToken,
      body: { role: 'driver', type: 'page', keys: ['overview'] },
    });
    const driver = await createUser(fleet, { role: 'driver' });
    await fleet.call('POST', roles('add_resources'), {
      token: fleet.adminToken,
      body: { username: driver.username, type: 'page', keys: ['location'] },
    });
    const nav = await fleet.call('POST', roles('get_resources'), {
      token: fleet.adminToken,
      body: { username: driver.username, type: 'page' },
    });
    expect(nav.body.data).toEqual([
      { type: 'page', key: 'overview', name: 'Trang chủ', source: 'role' },
      { type: 'page', key: 'location', name: 'Quản lý bản đồ', source: 'user' },
    ]);
  });

  it('grants trucks and warehouse channels by key', async () => {
    await fleet.db.query(
      `insert into trucks (plate, name) values ('51D12345', 'Xe 1'), ('29C67890', 'Xe 2')`,
    );
    await fleet.db.query(
      `insert into warehouse_channels (ip, channel, name) values ('10.0.0.5', 1, 'Cổng')`,
    );
    const [truck] = await fleet.db.query<{ id: number }>(
      `select id from trucks where plate = '51D12345'`,
    );
    const trucks = await fleet.call('POST', roles('add_resources'), {
      token: fleet.adminToken,
      body: { role: 'driver', type: 'truck', keys: [String(truck!.id)] },
    });
    expect(trucks.body.data).toEqual([
      { type: 'truck', key: String(truck!.id), name: '51D-123.45 · Xe 1' },
    ]);
    const channels = await fleet.call('POST', roles('add_resources'), {
      token: fleet.adminToken,
      body: { role: 'driver', type: 'ip_channel', keys: ['10.0.0.5:1'] },
    });
    expect(channels.body.data).toEqual([{ type: 'ip_channel', key: '10.0.0.5:1', name: 'Cổng' }]);
    const unknown = await fleet.call('POST', roles('add_resources'), {
      token: fleet.adminToken,
      body: { role: 'driver', type: 'truck', keys: ['99999'] },
    });
    expect(unknown.status).toBe(400);
  });

  it('needs exactly one of role or username', async () => {
    const both = await fleet.call('POST', roles('get_resources'), {
      token: fleet.adminToken,
      body: { role: 'driver', username: 'admin', type: 'page' },
    });
    expect(both.status).toBe(400);
    const neither = await fleet.call('POST', roles('get_resources'), {
      token: fleet.adminToken,
      body: { type: 'page' },
    });
    expect(neither.status).toBe(400);
    expect(neither.body.error.message).toContain('role');
  });

  it('creates a role, refuses a duplicate, and deletes it only when unused', async () => {
    const body = { name: 'dispatcher', label_vi: 'Điều phối', label_en: 'Dispatcher' };
    expect(
      (await fleet.call('POST', roles('create_role'), { token: fleet.adminToken, body })).status,
    ).toBe(201);
    const again = await fleet.call('POST', roles('create_role'), { token: fleet.adminToken, body });
    expect(again.status).toBe(409);
    const holder = await createUser(fleet, { role: 'dispatcher' });
    const inUse = await fleet.call('POST', roles('delete_role'), {
      token: fleet.adminToken,
      body: { name: 'dispatcher' },
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.code).toBe('ROLE_IN_USE');
    await fleet.call('DELETE', '/user/delete', {
      token: fleet.adminToken,
      body: { username: holder.username },
    });
    expect(
      (
        await fleet.call('POST', roles('delete_role'), {
          token: fleet.adminToken,
          body: { name: 'dispatcher' },
        })
      ).status,
    ).toBe(200);
    const builtin = await fleet.call('POST', roles('delete_role'), {
      token: fleet.adminToken,
      body: { name: 'driver' },
    });
    expect(builtin.status).toBe(409);
  });

  it('names an added role in both languages, English falling back to Vietnamese', async () => {
    const create = (body: Record<string, unknown>) =>
      fleet.call('POST', roles('create_role'), { token: fleet.adminToken, body });
    const both = await create({
      name: 'lai_xe_dem',
      label_vi: 'Lái xe đêm',
      label_en: 'Night driver',
    });
    expect(both.status).toBe(201);
    expect(ZRoleResponse.parse(both.body).data).toMatchObject({
      label_vi: 'Lái xe đêm',
      label_en: 'Night driver',
      builtin: false,
    });
    const viOnly = await create({ name: 'dieu_do', label_vi: 'Điều độ' });
    expect(viOnly.status).toBe(201);
    expect(ZRoleResponse.parse(viOnly.body).data).toMatchObject({
      label_vi: 'Điều độ',
      label_en: 'Điều độ',
    });
    const blankEn = await create({ name: 'dieu_do_2', label_vi: 'Điều độ 2', label_en: '   ' });
    expect(ZRoleResponse.parse(blankEn.body).data.label_en).toBe('Điều độ 2');
    const tooLong = await create({
      name: 'dieu_do_3',
      label_vi: 'Điều độ 3',
      label_en: 'x'.repeat(101),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details).toContainEqual(
      expect.objectContaining({ field: 'label_en' }),
    );

    // A user holding each role carries its name in both languages: signed in, listed, picked.
    const night = await createUser(fleet, { role: 'lai_xe_dem' });
    const dispatcher = await createUser(fleet, { role: 'dieu_do' });
    const own = ZUserResponse.parse(
      (
        await fleet.call('POST', '/user/get_info', {
          token: night.token,
          body: { username: night.username },
        })
      ).body,
    ).data;
    expect(own).toMatchObject({ role_name: 'Lái xe đêm', role_name_en: 'Night driver' });
    const listed = ZUserListResponse.parse(
      (await fleet.call('POST', '/api/user/list', { token: fleet.adminToken, body: {} })).body,
    ).data;
    expect(listed.find((u) => u.username === dispatcher.username)).toMatchObject({
      role_name: 'Điều độ',
      role_name_en: 'Điều độ',
    });
    expect(listed.find((u) => u.username === 'admin')).toMatchObject({
      role_name: 'Quản trị viên',
      role_name_en: 'Administrator',
    });
    const picked = ZListUsersResponse.parse(
      (await fleet.call('POST', roles('get_list_users'), { token: fleet.adminToken })).body,
    ).data.users;
    expect(picked.find((u) => u.username === night.username)).toMatchObject({
      role_name: 'Lái xe đêm',
      role_name_en: 'Night driver',
    });
  });

  it('keeps the admin role whole', async () => {
    const response = await fleet.call('POST', roles('add_resources'), {
      token: fleet.adminToken,
      body: { role: 'admin', type: 'page', keys: [] },
    });
    expect(response.status).toBe(409);
  });
});
