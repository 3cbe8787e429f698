import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  formatTime,
  isGuarded,
  isInspectorRead,
  ZInspectorAuditResponse,
  ZInspectorGrantResponse,
  type TAccess,
  type TEndpoint,
  type TTruck,
} from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { isRouteDenial, urlOf, walkBody } from '../support/route-walk.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

/**
 * The inspector (issue 35): reads the granted trucks during the granted period, every other
 * route refused (a walk over the whole route table), nothing at all after the period, and
 * every request kept in the audit log admins read and export.
 */
let fleet: TestConsole;
let inspector: { username: string };
let granted: TTruck;
let other: TTruck;
let grantId: number;
const wire = (ms: number) => formatTime(new Date(Date.now() + ms));

beforeAll(async () => {
  fleet = await startTestConsole();
  granted = await createTruck(fleet);
  other = await createTruck(fleet);
  inspector = await createUser(fleet, { role: 'inspector', fullname: 'Thanh tra Giao thông' });
  const answer = await fleet.call('POST', '/api/inspectors/grants/create', {
    token: fleet.adminToken,
    body: {
      username: inspector.username,
      starts_at: wire(-3_600_000),
      ends_at: wire(3_600_000),
      truck_ids: [granted.id],
      note: 'Kiểm tra định kỳ',
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const grant = ZInspectorGrantResponse.parse(answer.body).data;
  expect(grant).toMatchObject({ status: 'active', plates: [granted.plate], granted_by: 'admin' });
  grantId = grant.id;
});
afterAll(() => fleet.close());

/** Routes a session opens: neither public nor held by a credential of their own. */
const signedIn = (route: { access: TAccess }) =>
  route.access !== 'public' && !isGuarded(route.access);
const isOwnRecordRoute = (route: { access: unknown }) =>
  typeof route.access === 'object' && (route.access as { orSelf?: boolean }).orSelf === true;

async function audit(body: Record<string, unknown> = {}) {
  const answer = await fleet.call('POST', '/api/inspectors/audit/list', {
    token: fleet.adminToken,
    body: { username: inspector.username, page_size: 1000, ...body },
  });
  expect(answer.status).toBe(200);
  return ZInspectorAuditResponse.parse(answer.body);
}

describe('an inspector during the granted period', () => {
  it('is refused every route but the inspector reads, and no read is refused (the route table walked)', async () => {
    const wrong: string[] = [];
    for (const route of API_ROUTES.filter(signedIn)) {
      // A fresh session per call: the walk also passes the sign-out route.
      const token = await fleet.tokenFor(inspector.username);
      const response = await fleet.call(route.method, urlOf(route), {
        token,
        body: walkBody(route),
      });
      const read = isInspectorRead(route);
      if (response.status >= 500) wrong.push(`${route.method} ${route.path}: ${response.status}`);
      // (An `orSelf` read of someone else's record is refused: the walk names the admin.)
      else if (read && isRouteDenial(response) && !isOwnRecordRoute(route))
        wrong.push(`${route.method} ${route.path}: a read refused`);
      else if (!read && !isRouteDenial(response))
        wrong.push(`${route.method} ${route.path}: answered ${response.status}, not 403`);
    }
    expect(wrong).toEqual([]);
    // Every non-GET route that is not a read was in the walk and refused.
    const writes = API_ROUTES.filter((r) => signedIn(r) && !isInspectorRead(r as TEndpoint));
    expect(writes.filter((r) => r.method !== 'GET').length).toBeGreaterThan(60);
  });

  it('sees only the granted trucks', async () => {
    const token = await fleet.tokenFor(inspector.username);
    const current = await fleet.call('POST', '/truck/get_current_truck_list', { token, body: {} });
    expect(current.status).toBe(200);
    const ids = (current.body.data as { id: number }[]).map((t) => t.id);
    expect(ids).toEqual([granted.id]);
    expect(ids).not.toContain(other.id);
    // Signing in through the form reads one's own profile; someone else's stays refused.
    const own = await fleet.call('POST', '/user/get_info', {
      token,
      body: { username: inspector.username },
    });
    expect(own.status).toBe(200);
    const admin = await fleet.call('POST', '/user/get_info', {
      token,
      body: { username: 'admin' },
    });
    expect(admin.status).toBe(403);
    const nav = await fleet.call('POST', '/fleet/roles/get_resources', {
      token,
      body: { username: inspector.username, type: 'page' },
    });
    expect(nav.status).toBe(200);
    expect((nav.body.data as { key: string }[]).map((p) => p.key)).toContain('location');
  });

  it('replays, camera images and recorded videos only of the granted trucks', async () => {
    const token = await fleet.tokenFor(inspector.username);
    const day = { start_time: '2025-11-20 00:00:00', end_time: '2025-11-20 23:59:59' };
    for (const [url, body] of [
      ['/truck/get_route_from_video', (plate: string) => ({ plate, ...day })],
      ['/image/get_list', (plate: string) => ({ truck_plate: plate, ...day })],
      [
        '/etracking/get_list_by_date',
        (plate: string) => ({
          truck_plate: plate,
          start_date: day.start_time,
          end_date: day.end_time,
        }),
      ],
    ] as const) {
      const mine = await fleet.call('POST', url, { token, body: body(granted.plate) });
      const theirs = await fleet.call('POST', url, { token, body: body(other.plate) });
      expect([200, 404], `${url} ${JSON.stringify(mine.body)}`).toContain(mine.status);
      // Another truck is not there for the inspector.
      expect(theirs.status, url).toBe(404);
    }
  });

  it('keeps every request in the audit log, pages opened included, for admins to read and export', async () => {
    const before = (await audit()).total;
    const token = await fleet.tokenFor(inspector.username);
    await fleet.call('POST', '/api/page-views', { token, body: { path: '/location' } });
    await fleet.call('POST', '/truck/get_current_truck_list', { token, body: {} });
    await fleet.call('POST', '/truck/delete', { token, body: { list_vid: [granted.id] } });
    const log = await audit();
    expect(log.total).toBe(before + 3);
    const [deleteTry, read, pageView] = log.data;
    expect(pageView).toMatchObject({ method: 'POST', path: '/api/page-views', page: '/location' });
    expect(pageView!.status).toBe(200);
    expect(read).toMatchObject({ path: '/truck/get_current_truck_list', status: 200 });
    expect(deleteTry).toMatchObject({ path: '/truck/delete', status: 403, page: null });
    // Only admins read it.
    const byInspector = await fleet.call('POST', '/api/inspectors/audit/list', { token, body: {} });
    expect(byInspector.status).toBe(403);

    const exported = await fleet.app.inject({
      method: 'POST',
      url: '/api/inspectors/audit/export',
      headers: { token: fleet.adminToken },
      payload: { username: inspector.username },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + (await audit()).total);
    const paths = sheet.getColumn(4).values.slice(2);
    expect(paths).toContain('/truck/delete');
    expect(sheet.getColumn(5).values).toContain('/location');
  });
});

describe('after the period', () => {
  it('refuses everything, reads included, and still keeps the requests', async () => {
    await fleet.db.query(
      `update inspector_grants set starts_at = now() - interval '2 days',
              ends_at = now() - interval '1 second' where id = $1`,
      [grantId],
    );
    const token = await fleet.tokenFor(inspector.username);
    const before = (await audit()).total;
    for (const url of [
      '/truck/get_current_truck_list',
      '/canh_bao/list_canh_bao',
      '/image/get_list',
    ]) {
      const answer = await fleet.call('POST', url, { token, body: {} });
      expect(answer.status, url).toBe(403);
    }
    expect((await fleet.call('GET', '/user/validate', { token })).status).toBe(403);
    expect((await audit()).total).toBe(before + 4);
    const list = await fleet.call('POST', '/api/inspectors/grants/list', {
      token: fleet.adminToken,
      body: {},
    });
    expect(list.body.data.find((g: { id: number }) => g.id === grantId).status).toBe('ended');
  });
});

describe('granting', () => {
  it('grants only accounts of the inspector role, a period that ends after it starts, known trucks', async () => {
    const driver = await createUser(fleet);
    const grant = (body: Record<string, unknown>) =>
      fleet.call('POST', '/api/inspectors/grants/create', {
        token: fleet.adminToken,
        body: {
          username: inspector.username,
          starts_at: wire(0),
          ends_at: wire(86_400_000),
          truck_ids: [granted.id],
          ...body,
        },
      });
    const notInspector = await grant({ username: driver.username });
    expect(notInspector.status).toBe(400);
    expect(notInspector.body.error.details[0]).toMatchObject({
      field: 'username',
      code: 'not_an_inspector',
    });
    const backwards = await grant({ ends_at: wire(-60_000) });
    expect(backwards.body.error.details[0]).toMatchObject({
      field: 'ends_at',
      code: 'after_start',
    });
    const unknown = await grant({ truck_ids: [granted.id, 999_999] });
    expect(unknown.body.error.details[0]).toMatchObject({ field: 'truck_ids' });
    const ok = await grant({});
    expect(ok.status).toBe(201);
    const revoked = await fleet.call('POST', '/api/inspectors/grants/revoke', {
      token: fleet.adminToken,
      body: { id: ok.body.data.id },
    });
    expect(revoked.body.data.status).toBe('revoked');
    const token = await fleet.tokenFor(inspector.username);
    const answer = await fleet.call('POST', '/truck/get_current_truck_list', { token, body: {} });
    expect(answer.status).toBe(403);
  });
});
