import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, isGuarded, PAGES, resolveRoutePath, type TTruck } from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { feedBatch } from '../motion/motion-feed.js';
import { streamBuilder } from '../motion/stream-builder.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

/**
 * Issue 32: every route, walked as a user who holds every page but one truck, answers nothing
 * about another truck. Each route is called with bodies that name the other truck in every
 * way a body names one (plate, id, device, lists of them, a day it drove) and with no filter
 * at all (lists); no answer may carry its plate or device id, and the walk changes nothing of
 * it. Generated from the route table: a new route is walked without anyone adding it here.
 */
let fleet: TestConsole;
let mine: TTruck;
let other: TTruck;
let user: { username: string };
const DAY = '2025-11-20';

beforeAll(async () => {
  fleet = await startTestConsole();
  mine = await createTruck(fleet);
  other = await createTruck(fleet, { plate: '79Z-987.65', device_id: 'other-truck-dev-4242' });
  for (const truck of [mine, other]) {
    const day = streamBuilder(`${DAY}T01:00:00Z`).drive(20).stop(15, false).drive(10, 95).stop(5);
    await feedBatch(fleet, truck, day.fixes);
    const rule = await fleet.call('POST', '/truck_info/add_rule', {
      token: fleet.adminToken,
      body: { plate: truck.plate, type: 'oil_change', total_km: 20_000, last_service_km: 0 },
    });
    expect(rule.status).toBe(201);
  }
  const role = `mot_xe_${Date.now().toString(36)}`;
  const created = await fleet.call('POST', '/fleet/roles/create_role', {
    token: fleet.adminToken,
    body: { name: role, label_vi: 'Một xe', label_en: 'One truck' },
  });
  expect(created.status).toBeLessThan(300);
  for (const [type, keys] of [
    ['page', PAGES.filter((page) => page.access === 'grant').map((page) => page.key)],
    ['truck', [String(mine.id)]],
  ] as const) {
    const granted = await fleet.call('POST', '/fleet/roles/add_resources', {
      token: fleet.adminToken,
      body: { role, type, keys },
    });
    expect(granted.status).toBe(200);
  }
  user = await createUser(fleet, { role });
});
afterAll(() => fleet.close());

/** Every way an answer could name the other truck. */
const tellsOfOther = (text: string) =>
  [other.plate, other.plate.replace(/[^A-Z0-9]/gi, ''), '79Z-987', other.device_id!].some((mark) =>
    text.includes(mark),
  );

/** Bodies naming the other truck, and one naming nothing (a list of everything one may see). */
const bodies = () => [
  {},
  {
    plate: other.plate,
    plates: [other.plate],
    truck_id: other.id,
    truck_ids: [other.id],
    trucks: [other.id],
    id: other.id,
    ids: [other.id],
    data: [other.id],
    device_id: other.device_id,
    date: DAY,
    day: DAY,
    start_time: `${DAY} 00:00:00`,
    end_time: `${DAY} 23:59:59`,
    from: DAY,
    to: DAY,
  },
];

/** A URL of the route whose parameters name the other truck (its id, its device). */
const urlNaming = (path: string) =>
  resolveRoutePath(path, 'fleet')
    .replace(/\/\*$/, '/json')
    .replace(/:(truckId|id)\b/g, String(other.id))
    .replace(/:deviceId\b/g, other.device_id!)
    .replace(/:([a-z]+)/gi, '1');

const textOf = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body ?? ''));

describe('truck scope (issue 32)', { timeout: 600_000 }, () => {
  it('no route tells a one-truck user of another truck, nor changes it', async () => {
    const told: string[] = [];
    const routes = API_ROUTES.filter(
      (route) => route.access !== 'public' && !isGuarded(route.access),
    );
    for (const route of routes) {
      for (const body of route.method === 'GET' ? [undefined] : bodies()) {
        // A fresh session per call: the walk also reaches sign-out.
        const token = await fleet.tokenFor(user.username);
        const answer = await fleet.call(route.method, urlNaming(route.path), { token, body });
        expect(answer.status, `${route.method} ${route.path}`).toBeLessThan(500);
        if (answer.status < 300 && tellsOfOther(textOf(answer.body)))
          told.push(`${route.method} ${route.path}`);
      }
    }
    expect(told).toEqual([]);

    // The walk changed nothing of the other truck.
    const list = await fleet.call('POST', '/truck/truck_list', { token: fleet.adminToken });
    expect((list.body.data as TTruck[]).find((truck) => truck.id === other.id)).toMatchObject({
      plate: other.plate,
      name: other.name,
      device_id: other.device_id,
    });
    const rules = await fleet.call('POST', '/truck_info/get_rules', {
      token: fleet.adminToken,
      body: { plate: other.plate },
    });
    expect(rules.body.data).toHaveLength(1);
  });

  it('tells the user of their own truck (the walk can see a leak when there is one)', async () => {
    const token = await fleet.tokenFor(user.username);
    const list = await fleet.call('POST', '/truck/truck_list', { token });
    expect((list.body.data as TTruck[]).map((truck) => truck.id)).toEqual([mine.id]);
    const admin = await fleet.call('POST', '/truck/truck_list', { token: fleet.adminToken });
    expect(tellsOfOther(textOf(admin.body))).toBe(true);
  });
});
