import { formatTime, ZWarningTodayCountsResponse } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, createUser, overspeedWarning } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

/** POST /api/warnings/today_counts: the overview's warnings of today by kind. */
describe("today's warning counts", () => {
  let fleet: TestConsole;
  let operator: { token: string };
  let outsider: { token: string };
  const zone = 'Asia/Ho_Chi_Minh';

  beforeAll(async () => {
    fleet = await startTestConsole();
    const granted = await createTruck(fleet, { plate: '81C11111' });
    const other = await createTruck(fleet, { plate: '81C22222' });
    const grant = (type: string, keys: string[]) =>
      fleet.call('POST', '/fleet/roles/add_resources', {
        token: fleet.adminToken,
        body: { role: 'warehouse_operation', type, keys },
      });
    await grant('truck', [String(granted.id)]);
    await grant('page', ['warning']);
    operator = await createUser(fleet, { role: 'warehouse_operation' });
    outsider = await createUser(fleet, { role: 'warehouse_security' });

    const now = formatTime(new Date(), zone);
    const manual = (plate: string, time: string) =>
      fleet.call('POST', '/canh_bao/tao_canh_bao', {
        token: fleet.adminToken,
        body: { plate, content: 'Cửa thùng mở', time },
      });
    await manual('81C11111', now);
    await manual('81C11111', now);
    await manual('81C22222', now);
    // Today's first second counts; yesterday's last one does not.
    await manual('81C11111', `${now.slice(0, 10)} 00:00:00`);
    const yesterday = new Date(Date.parse(`${now.slice(0, 10)}T00:00:00+07:00`) - 1_000);
    await manual('81C11111', formatTime(yesterday, zone));
    await fleet.services.warnings.raiseSystem(overspeedWarning(granted.id, 1, 'counts-1'));
    await fleet.services.warnings.raiseSystem(overspeedWarning(other.id, 2, 'counts-2'));
  });
  afterAll(() => fleet.close());

  const counts = async (token: string) => {
    const response = await fleet.call('POST', '/api/warnings/today_counts', { token, body: {} });
    expect(response.status).toBe(200);
    return ZWarningTodayCountsResponse.parse(response.body).data;
  };

  it('counts today from midnight in the company zone, every kind listed', async () => {
    const all = await counts(fleet.adminToken);
    expect(all.total).toBe(6);
    expect(all.counts).toMatchObject({ manual: 4, overspeed: 2, continuous_driving: 0 });
    expect(all.since).toBe(`${formatTime(new Date(), zone).slice(0, 10)} 00:00:00`);
  });

  it('counts only the trucks a user is granted, and needs the warning page', async () => {
    const mine = await counts(operator.token);
    expect(mine.total).toBe(4);
    expect(mine.counts).toMatchObject({ manual: 3, overspeed: 1 });
    const refused = await fleet.call('POST', '/api/warnings/today_counts', {
      token: outsider.token,
      body: {},
    });
    expect(refused.status).toBe(403);
  });
});
