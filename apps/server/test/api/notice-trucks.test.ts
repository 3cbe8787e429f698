import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayPlate, type TNotice, type TTruck } from '@fleet/contracts';
import { addDays } from '../../src/areas/operations/papers/paper-status.js';
import { createTruck, createUser } from '../factories.js';
import { feedBatch, truckWithDriver } from '../motion/motion-feed.js';
import { streamBuilder } from '../motion/stream-builder.js';
import { PDF, postMultipart } from '../operations/multipart.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(() => fleet.close());

const post = (url: string, body: unknown, token = fleet.adminToken) =>
  fleet.call('POST', url, { token, body });

/** A user holding `page`, and granted `truckId` when given. */
async function holder(page: string, truckId?: number) {
  const user = await createUser(fleet);
  await post('/fleet/roles/add_resources', { username: user.username, type: 'page', keys: [page] });
  if (truckId !== undefined)
    await post('/fleet/roles/add_resources', {
      username: user.username,
      type: 'truck',
      keys: [String(truckId)],
    });
  return user;
}

/** What the bell and /notice-management show a user: the kinds listed, the total and the count. */
async function seenBy(token: string, kind: string) {
  const list = await post('/warehouse/notification_list', { limit: 100 }, token);
  const count = await post('/warehouse/get_noti_tag_number', {}, token);
  return {
    listed: (list.body.data as { kind: string }[]).filter((n) => n.kind === kind).length,
    total: list.body.total as number,
    count: count.body.data.noti_tag_number as number,
  };
}

describe('notices about a truck', () => {
  it('tell of a system warning only users granted its truck', async () => {
    const truck = await createTruck(fleet);
    const stranger = await holder('warning');
    const granted = await holder('warning', truck.id);
    const before = await seenBy(stranger.token, 'overspeed_warning');
    await fleet.services.warnings.raiseSystem({
      truckId: truck.id,
      type: 'overspeed',
      content: `${truck.plate} overspeed`,
      time: new Date('2026-02-01T01:00:00Z'),
      dedupeKey: `notice-trucks:${truck.id}`,
    });
    expect(await seenBy(stranger.token, 'overspeed_warning')).toEqual(before);
    const mine = await seenBy(granted.token, 'overspeed_warning');
    expect(mine.listed).toBe(before.listed + 1);
    expect(mine.total).toBe(before.total + 1);
    expect(mine.count).toBe(before.count + 1);
    expect((await seenBy(fleet.adminToken, 'overspeed_warning')).listed).toBe(before.listed + 1);
  });

  it('link to the warning page only for users who may open it', async () => {
    const truck = await createTruck(fleet);
    const pageHolder = await holder('warning', truck.id);
    const truckOnly = await holder('location', truck.id);
    await fleet.services.warnings.raiseSystem({
      truckId: truck.id,
      type: 'overspeed',
      content: `${truck.plate} overspeed`,
      time: new Date('2026-02-02T01:00:00Z'),
      dedupeKey: `notice-links:${truck.id}`,
    });
    const linkSeenBy = async (token: string) => {
      const list = await post('/warehouse/notification_list', { limit: 100 }, token);
      const notices = list.body.data as TNotice[];
      const notice = notices.find(
        (n) => n.kind === 'overspeed_warning' && n.content.includes(truck.plate),
      );
      expect(notice).toBeDefined();
      return notice!.link;
    };
    expect(await linkSeenBy(pageHolder.token)).toBe('/warning');
    expect(await linkSeenBy(fleet.adminToken)).toBe('/warning');
    expect(await linkSeenBy(truckOnly.token)).toBeNull();
  });

  it('tell of the 3 h 55 min driving alert only users granted its truck', async () => {
    const { truck } = await truckWithDriver(fleet);
    const stranger = await holder('management/driving-report');
    const granted = await holder('management/driving-report', truck.id);
    const before = await seenBy(stranger.token, 'continuous_driving_soon');

    const fixes = streamBuilder(new Date(Date.now() - 238 * 60_000)).drive(237).fixes;
    await feedBatch(fleet, truck, fixes);

    expect(await seenBy(stranger.token, 'continuous_driving_soon')).toEqual(before);
    const mine = await seenBy(granted.token, 'continuous_driving_soon');
    expect(mine.listed).toBe(before.listed + 1);
    expect(mine.count).toBe(before.count + 1);
  });
});

describe('notices about the trucks a role grants', () => {
  it('reach a non-admin holding the truck, with no page of their own, and no one else', async () => {
    const today = fleet.services.time.toWire(new Date()).slice(0, 10);
    const [mine, other] = [await createTruck(fleet), await createTruck(fleet)];
    const role = `fleet_view_${mine.id}`;
    await post('/fleet/roles/create_role', {
      name: role,
      label_vi: 'Xem xe',
      label_en: 'Truck view',
    });
    await post('/fleet/roles/add_resources', { role, type: 'truck', keys: [String(mine.id)] });
    const viewer = await createUser(fleet, { role });

    for (const truck of [mine, other]) {
      const paper = await postMultipart(
        fleet,
        '/truck_info/add_paper',
        fleet.adminToken,
        { plate: truck.plate, type: 'inspection', expires_at: addDays(today, 10) },
        [{ field: 'files', name: 'dang-kiem.pdf', content: PDF }],
      );
      expect(paper.status).toBe(201);
      const odometer = await fleet.call('PUT', '/truck/update', {
        token: fleet.adminToken,
        body: { id: truck.id, odometer_km: 25_000 },
      });
      expect(odometer.status).toBe(200);
      const rule = await post('/truck_info/add_rule', {
        plate: truck.plate,
        type: 'oil_change',
        total_km: 20_000,
        last_service_km: 0,
      });
      expect(rule.status).toBe(201);
    }
    await fleet.services.papers.check();
    await fleet.services.rules.check();

    const list = await post('/warehouse/notification_list', { limit: 100 }, viewer.token);
    const shown = (list.body.data as TNotice[]).map((n) => [
      n.kind,
      n.params.owner ?? n.params.plate,
    ]);
    const plateOf = (truck: TTruck) => displayPlate(truck.plate);
    expect(shown).toEqual(
      expect.arrayContaining([
        ['paper_expiring_warning', plateOf(mine)],
        ['maintenance_due_warning', plateOf(mine)],
      ]),
    );
    expect(shown.filter(([, plate]) => plate === plateOf(other))).toEqual([]);
    expect(list.body.total).toBe(shown.length);
    const count = await post('/warehouse/get_noti_tag_number', {}, viewer.token);
    expect(count.body.data.noti_tag_number).toBe(shown.length);
  });
});
