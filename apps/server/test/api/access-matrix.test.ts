import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  BUILTIN_ROLES,
  resolveRoutePath,
  type TAccess,
  type TApiRoute,
} from '@fleet/contracts';
import { createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

/**
 * Walks every route of the permission registry × every role (built-in and custom) and a
 * user-level grant, and checks the server's answer against the registry.
 */
let fleet: TestConsole;
const subjects: { label: string; username: string; role: string; pages: string[] }[] = [];

beforeAll(async () => {
  fleet = await startTestConsole();
  const admin = fleet.adminToken;
  await fleet.call('POST', '/fleet/roles/create_role', {
    token: admin,
    body: { name: 'dispatcher', label_vi: 'Điều phối', label_en: 'Dispatcher' },
  });
  // Every non-admin role gets exactly one page so allow and deny both show up.
  const rolePages: Record<string, string[]> = {
    driver: [],
    warehouse_security: ['warehouse-video'],
    warehouse_manager: ['driver-management', 'notice-management'],
    warehouse_operation: ['role-management'],
    dispatcher: ['location'],
  };
  for (const [role, pages] of Object.entries(rolePages)) {
    const set = await fleet.call('POST', '/fleet/roles/add_resources', {
      token: admin,
      body: { role, type: 'page', keys: pages },
    });
    expect(set.status).toBe(200);
  }
  for (const role of [...BUILTIN_ROLES.map((r) => r.name), 'dispatcher']) {
    const user = await createUser(fleet, { role });
    subjects.push({
      label: role,
      username: user.username,
      role,
      pages: role === 'admin' ? [] : rolePages[role]!,
    });
  }
  // A driver holding role-management through a user-level grant.
  const granted = await createUser(fleet, { role: 'driver' });
  await fleet.call('POST', '/fleet/roles/add_resources', {
    token: admin,
    body: { username: granted.username, type: 'page', keys: ['role-management'] },
  });
  subjects.push({
    label: 'driver + user grant',
    username: granted.username,
    role: 'driver',
    pages: ['role-management'],
  });
});
afterAll(() => fleet.close());

function urlOf(route: TApiRoute): string {
  const path = resolveRoutePath(route.path, 'fleet');
  return path.replace(/\/\*$/, '/json').replace(/:([a-z]+)/g, 'x');
}

function expectedAllowed(access: TAccess, subject: (typeof subjects)[number]): boolean {
  if (access === 'public' || access === 'signed_in') return true;
  if (subject.role === 'admin') return true;
  if (access === 'admin') return false;
  return subject.pages.includes(access.page);
}

describe('permission registry', () => {
  it('has every registry route registered on the server', () => {
    for (const route of API_ROUTES) {
      const url = resolveRoutePath(route.path, 'fleet').replace(/\/\*$/, '/json');
      expect(
        fleet.app.hasRoute({ method: route.method, url }),
        `${route.method} ${route.path}`,
      ).toBe(true);
    }
  });

  it('answers 401 without a token on every route that is not public', async () => {
    for (const route of API_ROUTES.filter((r) => r.access !== 'public')) {
      const response = await fleet.call(route.method, urlOf(route), {
        body: route.method === 'GET' ? undefined : {},
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(response.body.error.code).toBe('UNAUTHORIZED');
    }
  });

  it('allows and denies every route for every role and a user-level grant as the registry says', async () => {
    const outcomes: string[] = [];
    for (const subject of subjects) {
      for (const route of API_ROUTES) {
        if (route.access === 'public') continue;
        const token = await fleet.tokenFor(subject.username);
        // A body that is someone else's record, so `orSelf` does not apply.
        const body =
          route.method === 'GET' ? undefined : { username: 'admin', role: 'driver', type: 'page' };
        const response = await fleet.call(route.method, urlOf(route), { token, body });
        const allowed = expectedAllowed(route.access, subject);
        const ok = allowed
          ? response.status !== 403 && response.status !== 401
          : response.status === 403;
        if (!ok)
          outcomes.push(
            `${subject.label} ${route.method} ${route.path}: expected ${allowed ? 'allow' : '403'}, got ${response.status}`,
          );
        if (!allowed) expect(response.body.error.code).toBe('FORBIDDEN');
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('lets a user act on their own record where the registry says orSelf', async () => {
    const driver = subjects.find((s) => s.role === 'driver')!;
    const token = await fleet.tokenFor(driver.username);
    for (const route of API_ROUTES.filter((r) => typeof r.access === 'object' && r.access.orSelf)) {
      const response = await fleet.call(route.method, urlOf(route), {
        token,
        body: { username: driver.username, type: 'page' },
      });
      expect(response.status, `${route.method} ${route.path}`).not.toBe(403);
    }
  });
});
