import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, isGuarded, PAGES, resolveRoutePath, type TAccess } from '@fleet/contracts';
import { createUser } from '../factories.js';
import { isRouteDenial, urlOf, walkBody } from '../support/route-walk.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

/**
 * Walks every route of the permission registry × {admin, the holder of each single page, a
 * user with no page, no token} and checks the server's answer against the registry: a denied
 * cell is a 401/403 from the access layer, an allowed one is neither and never a 5xx.
 */
let fleet: TestConsole;
interface Subject {
  label: string;
  /** null: no token at all. */
  username: string | null;
  isAdmin: boolean;
  pages: string[];
}
const subjects: Subject[] = [];
const GRANT_PAGES = PAGES.filter((page) => page.access === 'grant').map((page) => page.key);

beforeAll(async () => {
  fleet = await startTestConsole();
  const admin = fleet.adminToken;
  // A role with no page at all: each subject holds exactly the one page granted to it.
  const created = await fleet.call('POST', '/fleet/roles/create_role', {
    token: admin,
    body: { name: 'no_pages', label_vi: 'Không trang', label_en: 'No pages' },
  });
  expect(created.status).toBe(201);
  subjects.push({ label: 'admin', username: 'admin', isAdmin: true, pages: [] });
  for (const page of GRANT_PAGES) {
    const user = await createUser(fleet, { role: 'no_pages' });
    const granted = await fleet.call('POST', '/fleet/roles/add_resources', {
      token: admin,
      body: { username: user.username, type: 'page', keys: [page] },
    });
    expect(granted.status).toBe(200);
    subjects.push({
      label: `holder of ${page}`,
      username: user.username,
      isAdmin: false,
      pages: [page],
    });
  }
  const nobody = await createUser(fleet, { role: 'no_pages' });
  subjects.push({ label: 'no page', username: nobody.username, isAdmin: false, pages: [] });
  subjects.push({ label: 'no token', username: null, isAdmin: false, pages: [] });
});
afterAll(() => fleet.close());

type Expected = 'allow' | 'unauthorized' | 'forbidden' | 'guarded';

function expected(access: TAccess, subject: Subject): Expected {
  if (access === 'public') return 'allow';
  // Without the route's own credential, whoever asks: refused (or the input refused first).
  if (isGuarded(access)) return 'guarded';
  if (subject.username === null) return 'unauthorized';
  if (access === 'signed_in' || subject.isAdmin) return 'allow';
  if (access === 'admin') return 'forbidden';
  return subject.pages.includes(access.page) ? 'allow' : 'forbidden';
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

  // One test per subject: each walks every route, so none grows long on a busy machine.
  const SUBJECT_LABELS = [
    'admin',
    ...GRANT_PAGES.map((page) => `holder of ${page}`),
    'no page',
    'no token',
  ];
  it.each(SUBJECT_LABELS)('answers every route for %s as the registry says', async (label) => {
    const subject = subjects.find((s) => s.label === label)!;
    const wrong: string[] = [];
    for (const route of API_ROUTES) {
      const body = walkBody(route);
      // A fresh session per call: the matrix also walks the sign-out route.
      const token = subject.username && (await fleet.tokenFor(subject.username));
      const response = await fleet.call(route.method, urlOf(route), { token, body });
      const want = expected(route.access, subject);
      const got: Expected | 'error' =
        response.status >= 500
          ? 'error'
          : response.status === 401 && response.body?.error?.code === 'UNAUTHORIZED'
            ? 'unauthorized'
            : isRouteDenial(response)
              ? 'forbidden'
              : 'allow';
      // Public routes may refuse a bad body in their own way; a guarded route refuses a call
      // without its credential (401 or 403), or its input first (400), whatever the session.
      const fine =
        route.access === 'public'
          ? got !== 'error'
          : want === 'guarded'
            ? [400, 401, 403].includes(response.status)
            : got === want;
      if (!fine)
        wrong.push(`${route.method} ${route.path}: expected ${want}, got ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('walks admin, each single page, no page and no token', () => {
    expect(subjects.map((s) => s.label)).toEqual(SUBJECT_LABELS);
  });

  it('lets a user act on their own record where the registry says orSelf', async () => {
    const { username } = subjects.find((s) => s.label === 'no page')!;
    const token = await fleet.tokenFor(username!);
    for (const route of API_ROUTES.filter((r) => typeof r.access === 'object' && r.access.orSelf)) {
      const response = await fleet.call(route.method, urlOf(route), {
        token,
        body: { username, type: 'page' },
      });
      expect(response.status, `${route.method} ${route.path}`).not.toBe(403);
      expect(response.status, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });
});
