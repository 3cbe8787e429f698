import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZNoticeListResponse } from '@fleet/contracts';
import { createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(() => fleet.close());

const count = async (token: string) =>
  (await fleet.call('POST', '/warehouse/get_noti_tag_number', { token })).body.data
    .noti_tag_number as number;

describe('account requests and notices', () => {
  it('stores a request from the public form and tells user managers', async () => {
    const driver = await createUser(fleet);
    const before = await count(fleet.adminToken);
    const form = {
      fullname: 'Hoàng Minh Tuấn',
      email: 'tuan@vantai.vn',
      phone: '0901 234 567',
      company: 'Vận tải Minh Tuấn',
    };
    const submitted = await fleet.call('POST', '/form/requeset_demo', { body: form });
    expect(submitted.status).toBe(201);
    expect(await count(fleet.adminToken)).toBe(before + 1);
    expect(await count(driver.token)).toBe(0);

    const list = ZNoticeListResponse.parse(
      (
        await fleet.call('POST', '/warehouse/notification_list', {
          token: fleet.adminToken,
          body: { limit: 4 },
        })
      ).body,
    );
    expect(list.data[0]).toMatchObject({
      kind: 'account_request',
      params: { fullname: form.fullname, email: form.email },
      seen: false,
    });
    expect(list.data[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const driverList = await fleet.call('POST', '/warehouse/notification_list', {
      token: driver.token,
    });
    expect(driverList.body).toEqual({ data: [], total: 0 });

    expect(
      (await fleet.call('POST', '/warehouse/update_last_noti_date', { token: fleet.adminToken }))
        .status,
    ).toBe(200);
    expect(await count(fleet.adminToken)).toBe(0);
  });

  it('refuses a bad form with the field named', async () => {
    const response = await fleet.call('POST', '/form/requeset_demo', {
      body: { fullname: 'A', email: 'nope' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.details[0].field).toBe('email');
  });

  it('turns a request into a user once', async () => {
    await fleet.call('POST', '/form/requeset_demo', {
      body: { fullname: 'Đỗ Thị Lan', email: 'lan@kho.vn' },
    });
    const requests = (
      await fleet.call('POST', '/api/account-requests/list', { token: fleet.adminToken })
    ).body.data;
    const request = requests.find((r: { email: string }) => r.email === 'lan@kho.vn');
    const approve = {
      id: request.id,
      username: 'lan.do',
      password: 'password-123',
      role: 'warehouse_operation',
    };
    const approved = await fleet.call('POST', '/api/account-requests/approve', {
      token: fleet.adminToken,
      body: approve,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      username: 'lan.do',
      fullname: 'Đỗ Thị Lan',
      email: 'lan@kho.vn',
      role: 'warehouse_operation',
    });
    const twice = await fleet.call('POST', '/api/account-requests/approve', {
      token: fleet.adminToken,
      body: { ...approve, username: 'lan.do2' },
    });
    expect(twice.status).toBe(409);
    await expect(fleet.login('lan.do', 'password-123')).resolves.toBeTruthy();
  });

  it('pages the full list', async () => {
    for (let i = 0; i < 6; i++)
      await fleet.services.notices.notify({ kind: 'test', content: `Thông báo ${i}` });
    const page = await fleet.call('POST', '/warehouse/notification_list', {
      token: fleet.adminToken,
      body: { limit: 5, offset: 5 },
    });
    expect(page.body.total).toBeGreaterThanOrEqual(8);
    expect(page.body.data.length).toBeGreaterThan(0);
  });
});

describe('page views', () => {
  it('records who opened which page and shows it to admins only', async () => {
    const driver = await createUser(fleet);
    expect(
      (
        await fleet.call('POST', '/api/page-views', {
          token: driver.token,
          body: { path: '/overview' },
        })
      ).status,
    ).toBe(200);
    const list = await fleet.call('POST', '/api/page-views/list', {
      token: fleet.adminToken,
      body: { username: driver.username },
    });
    expect(list.body.data).toEqual([
      expect.objectContaining({ username: driver.username, path: '/overview' }),
    ]);
    expect((await fleet.call('POST', '/api/page-views/list', { token: driver.token })).status).toBe(
      403,
    );
  });
});
