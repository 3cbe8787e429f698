import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLoginResponse, ZSessionUser, ZUserListResponse } from '@fleet/contracts';
import { createUser } from '../factories.js';
import { ADMIN_PASSWORD, startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(() => fleet.close());

function expectNoInternals(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/stack|\.ts:\d+|\/work\/|node_modules|select |insert /i);
}

describe('sign-in', () => {
  it('answers the api.md shape with an opaque token and stores argon2id hashes', async () => {
    const response = await fleet.call('POST', '/user/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(response.status).toBe(200);
    const parsed = ZLoginResponse.parse(response.body);
    expect(parsed.data.user.role).toBe('admin');
    expect(parsed.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(parsed.data.expires_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const row = await fleet.services.userRows.findByUsername('admin');
    expect(row?.password_hash.startsWith('$argon2id$')).toBe(true);
    const stored = await fleet.db.query<{ token_hash: string }>('select token_hash from sessions');
    expect(stored.map((s) => s.token_hash)).not.toContain(parsed.data.access_token);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const user = await createUser(fleet);
    const wrong = await fleet.call('POST', '/user/login', {
      body: { username: user.username, password: 'nope-nope' },
    });
    const unknown = await fleet.call('POST', '/user/login', {
      body: { username: 'ghost', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
  });

  it('answers 429 after repeated failures for one username from one address, even with the right password', async () => {
    const user = await createUser(fleet);
    const remoteAddress = '198.51.100.21';
    for (let i = 0; i < 5; i++) {
      const r = await fleet.call('POST', '/user/login', {
        remoteAddress,
        body: { username: user.username, password: 'bad-password' },
      });
      expect(r.status).toBe(401);
    }
    const blocked = await fleet.call('POST', '/user/login', {
      remoteAddress,
      body: { username: user.username, password: user.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
  });

  it('answers 429 after repeated failures from one address across usernames', async () => {
    const remoteAddress = '203.0.113.9';
    for (let i = 0; i < 20; i++) {
      await fleet.call('POST', '/user/login', {
        remoteAddress,
        body: { username: `someone${i}`, password: 'bad-password' },
      });
    }
    const blocked = await fleet.call('POST', '/user/login', {
      remoteAddress,
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    const elsewhere = await fleet.call('POST', '/user/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('validates the session with header token or Bearer, and logout revokes it', async () => {
    const user = await createUser(fleet);
    const token = await fleet.login(user.username, user.password);
    expect((await fleet.call('GET', '/user/validate', { token })).status).toBe(200);
    const bearer = await fleet.call('GET', '/user/validate', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ZSessionUser.parse(bearer.body.data).username).toBe(user.username);
    expect((await fleet.call('POST', '/api/user/logout', { token })).status).toBe(200);
    const after = await fleet.call('GET', '/user/validate', { token });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHORIZED');
    expect((await fleet.call('GET', '/user/validate')).status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const user = await createUser(fleet);
    await fleet.db.query(
      `update sessions set expires_at = now() - interval '1 minute' where user_id = (select id from users where username = $1)`,
      [user.username],
    );
    expect((await fleet.call('GET', '/user/validate', { token: user.token })).status).toBe(401);
  });
});

describe('users', () => {
  it('creates a user with the defaults of the spec and refuses a duplicate username with 409', async () => {
    const body = {
      username: 'taixe.an',
      password: 'password-123',
      fullname: 'Trần Văn An',
      email: 'an@example.vn',
    };
    const created = await fleet.call('POST', '/user/create', { token: fleet.adminToken, body });
    expect(created.status).toBe(201);
    const user = ZSessionUser.parse(created.body.data);
    expect(user).toMatchObject({
      role: 'driver',
      ngay_bat_dau: '2022-01-01',
      first_name: 'An',
      last_name: 'Trần Văn',
    });
    const again = await fleet.call('POST', '/user/create', {
      token: fleet.adminToken,
      body: { ...body, username: 'TAIXE.AN' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('USERNAME_TAKEN');
  });

  it('answers 400 naming the field for a bad body, without internals', async () => {
    const response = await fleet.call('POST', '/user/create', {
      token: fleet.adminToken,
      body: { username: 'ok_name', password: 'password-123', fullname: 'X', email: 'not-an-email' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(response.body.error.message).toContain('email');
    expect(response.body.error.details).toEqual([expect.objectContaining({ field: 'email' })]);
    expectNoInternals(response.body);
    const malformed = await fleet.call('POST', '/user/create', {
      token: fleet.adminToken,
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expectNoInternals(malformed.body);
  });

  it('refuses an unknown role', async () => {
    const response = await fleet.call('POST', '/user/create', {
      token: fleet.adminToken,
      body: { username: 'norole', password: 'password-123', fullname: 'No Role', role: 'pilot' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('role');
  });

  it('lists with search and role filters', async () => {
    await createUser(fleet, {
      username: 'kho.bao.ve',
      fullname: 'Lê Bảo Vệ',
      role: 'warehouse_security',
    });
    const all = ZUserListResponse.parse(
      (await fleet.call('POST', '/api/user/list', { token: fleet.adminToken, body: {} })).body,
    );
    expect(all.data.length).toBeGreaterThan(2);
    const bySearch = await fleet.call('POST', '/api/user/list', {
      token: fleet.adminToken,
      body: { search: 'bảo vệ' },
    });
    expect(bySearch.body.data.map((u: { username: string }) => u.username)).toEqual(['kho.bao.ve']);
    const byRole = await fleet.call('POST', '/api/user/list', {
      token: fleet.adminToken,
      body: { roles: ['warehouse_security'] },
    });
    expect(byRole.body.data.every((u: { role: string }) => u.role === 'warehouse_security')).toBe(
      true,
    );
  });

  it('lets a user read and edit their own record but not change their role', async () => {
    const user = await createUser(fleet);
    const other = await createUser(fleet);
    expect(
      (
        await fleet.call('POST', '/user/get_info', {
          token: user.token,
          body: { username: user.username },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await fleet.call('POST', '/user/get_info', {
          token: user.token,
          body: { username: other.username },
        })
      ).status,
    ).toBe(403);
    const renamed = await fleet.call('PUT', '/user/update_info', {
      token: user.token,
      body: { username: user.username, fullname: 'Phạm Thị Hoa', language: 'en' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ fullname: 'Phạm Thị Hoa', language: 'en' });
    const promoted = await fleet.call('PUT', '/user/update_info', {
      token: user.token,
      body: { username: user.username, role: 'admin' },
    });
    expect(promoted.status).toBe(403);
  });

  it('deletes a user, whose sessions end, and 404s afterwards', async () => {
    const user = await createUser(fleet);
    const deleted = await fleet.call('DELETE', '/user/delete', {
      token: fleet.adminToken,
      body: { username: user.username },
    });
    expect(deleted.status).toBe(200);
    expect((await fleet.call('GET', '/user/validate', { token: user.token })).status).toBe(401);
    expect(
      (
        await fleet.call('POST', '/user/get_info', {
          token: fleet.adminToken,
          body: { username: user.username },
        })
      ).status,
    ).toBe(404);
    const self = await fleet.call('DELETE', '/user/delete', {
      token: fleet.adminToken,
      body: { username: 'admin' },
    });
    expect(self.status).toBe(409);
  });

  it('resets a password as admin, ending the old sessions', async () => {
    const user = await createUser(fleet);
    const reset = await fleet.call('PUT', '/user/reset_password', {
      token: fleet.adminToken,
      body: { username: user.username, new_password: 'brand-new-pass' },
    });
    expect(reset.status).toBe(200);
    expect((await fleet.call('GET', '/user/validate', { token: user.token })).status).toBe(401);
    await expect(fleet.login(user.username, 'brand-new-pass')).resolves.toBeTruthy();
  });

  it('refuses a common password on create, reset and change, naming the field', async () => {
    const refused = (response: { status: number; body: any }, field: string) => {
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      expect(response.body.error.details).toEqual([
        expect.objectContaining({ field, code: 'common_password' }),
      ]);
    };
    const create = (username: string, password: string) =>
      fleet.call('POST', '/user/create', {
        token: fleet.adminToken,
        body: { username, password, fullname: 'Lê Văn Tâm' },
      });
    refused(await create('common_one', 'password'), 'password');
    refused(await create('common_one', '12345678'), 'password');
    expect(
      (
        await fleet.call('POST', '/user/get_info', {
          token: fleet.adminToken,
          body: { username: 'common_one' },
        })
      ).status,
    ).toBe(404);
    expect((await create('common_one', 'Xe-tai-51D-2025')).status).toBe(201);

    const reset = (new_password: string) =>
      fleet.call('PUT', '/user/reset_password', {
        token: fleet.adminToken,
        body: { username: 'common_one', new_password },
      });
    refused(await reset('P@ssw0rd'), 'new_password');
    await expect(fleet.login('common_one', 'Xe-tai-51D-2025')).resolves.toBeTruthy();
    expect((await reset('Kho-Hai-Phong-77')).status).toBe(200);

    const token = await fleet.login('common_one', 'Kho-Hai-Phong-77');
    const change = (new_password: string) =>
      fleet.call('POST', '/api/user/change_password', {
        token,
        body: { current_password: 'Kho-Hai-Phong-77', new_password },
      });
    refused(await change('qwertyuiop'), 'new_password');
    await expect(fleet.login('common_one', 'Kho-Hai-Phong-77')).resolves.toBeTruthy();
    expect((await change('Dem-trang-Da-Lat-3')).status).toBe(200);
    await expect(fleet.login('common_one', 'Dem-trang-Da-Lat-3')).resolves.toBeTruthy();
  });

  it("changes one's own password only with the current one", async () => {
    const user = await createUser(fleet);
    const wrong = await fleet.call('POST', '/api/user/change_password', {
      token: user.token,
      body: { current_password: 'wrong-one', new_password: 'another-pass-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('WRONG_PASSWORD');
    const short = await fleet.call('POST', '/api/user/change_password', {
      token: user.token,
      body: { current_password: user.password, new_password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toContain('new_password');
    const ok = await fleet.call('POST', '/api/user/change_password', {
      token: user.token,
      body: { current_password: user.password, new_password: 'another-pass-1' },
    });
    expect(ok.status).toBe(200);
    expect((await fleet.call('GET', '/user/validate', { token: user.token })).status).toBe(200);
    await expect(fleet.login(user.username, 'another-pass-1')).resolves.toBeTruthy();
  });
});

describe('avatars', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

  function multipart(content: Buffer, filename: string, type: string) {
    const boundary = '----fleet' + Math.random().toString(16).slice(2);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  it('stores an image judged by content and serves it without a token', async () => {
    const { payload, headers } = multipart(PNG, 'me.png', 'image/png');
    const response = await fleet.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      payload,
      headers: { ...headers, token: fleet.adminToken },
    });
    expect(response.statusCode).toBe(200);
    const url = response.json().data.avatar as string;
    const served = await fleet.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a non-image renamed .png with 415 and a too-large file with 413', async () => {
    const fake = multipart(Buffer.from('<script>alert(1)</script>'), 'me.png', 'image/png');
    const refused = await fleet.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      payload: fake.payload,
      headers: { ...fake.headers, token: fleet.adminToken },
    });
    expect(refused.statusCode).toBe(415);
    const big = multipart(
      Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]),
      'big.png',
      'image/png',
    );
    const tooLarge = await fleet.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      payload: big.payload,
      headers: { ...big.headers, token: fleet.adminToken },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('does not serve paths outside the avatar folder', async () => {
    const response = await fleet.app.inject({ method: 'GET', url: '/api/avatars/..%2F..%2Fdb' });
    expect(response.statusCode).toBe(404);
  });
});
