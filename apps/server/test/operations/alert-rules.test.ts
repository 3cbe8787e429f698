import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAlertRule } from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { startPushService, type PushService, type TestBrowser } from '../support/push-service.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

/**
 * Per-user alert rules decide who of a warning's audience is alerted: kinds, trucks within the
 * user's grants, channels and quiet hours (company time, Asia/Ho_Chi_Minh: UTC+7).
 */
describe('alert rules', () => {
  let fleet: TestConsole;
  let push: PushService;
  let truckA: number;
  let truckB: number;
  let user: { username: string; token: string };
  let browser: TestBrowser;
  let role: string;
  let sequence = 0;

  beforeAll(async () => {
    push = await startPushService();
    fleet = await startTestConsole({ PUSH_SERVICE_HOSTS: push.host, PUSH_SERVICE_CA: push.caFile });
    const token = fleet.adminToken;
    truckA = (await createTruck(fleet, { plate: '51C-111.01' })).id;
    truckB = (await createTruck(fleet, { plate: '51C-111.02' })).id;
    role = `giam_sat_${Date.now().toString(36)}`;
    await fleet.call('POST', '/fleet/roles/create_role', {
      token,
      body: { name: role, label_vi: 'Giám sát', label_en: 'Supervisor' },
    });
    await fleet.call('POST', '/fleet/roles/add_resources', {
      token,
      body: { role, type: 'truck', keys: [String(truckA), String(truckB)] },
    });
    user = await createUser(fleet, { role });
    browser = push.browser();
    const subscribed = await fleet.call('POST', '/api/push/subscriptions', {
      token: user.token,
      body: { endpoint: browser.endpoint, keys: browser.keys, app: 'console' },
    });
    expect(subscribed.status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await fleet?.close();
    await push?.stop();
  });

  /** Raises a warning at `at` (UTC) and answers whether the user's browser got it. */
  const reached = async (truckId: number, type: 'overspeed' | 'lost_signal', at: string) => {
    sequence += 1;
    const raised = await fleet.services.warnings.raiseSystem({
      truckId,
      type,
      content: 'Cảnh báo',
      params: {},
      time: new Date(at),
      dedupeKey: `rules-${sequence}`,
    });
    await fleet.services.alertDeliveries.drain();
    return push
      .to(browser.endpoint)
      .some((m) => (m.payload as { warning_id: number }).warning_id === raised!.id);
  };
  const saveMine = (rule: TAlertRule) =>
    fleet.call('PUT', '/api/alert_rules/mine', { token: user.token, body: rule });

  it('without rules, the built-in one: every kind, every granted truck, by push', async () => {
    const mine = await fleet.call('POST', '/api/alert_rules/mine', { token: user.token });
    expect(mine.body.data.source).toBe('default');
    expect(await reached(truckA, 'lost_signal', '2026-11-20T03:00:00Z')).toBe(true);
  });

  it("a role's default, then the user's own rule: kind, truck and quiet hours leave warnings out", async () => {
    const byRole = await fleet.call('PUT', '/api/alert_rules/roles', {
      token: fleet.adminToken,
      body: {
        role,
        rule: { kinds: ['overspeed'], truck_ids: null, channels: ['push'], quiet_hours: null },
      },
    });
    expect(byRole.status).toBe(200);
    expect(
      (await fleet.call('POST', '/api/alert_rules/mine', { token: user.token })).body.data.source,
    ).toBe('role');
    expect(await reached(truckA, 'lost_signal', '2026-11-20T03:00:00Z')).toBe(false);
    expect(await reached(truckA, 'overspeed', '2026-11-20T03:00:00Z')).toBe(true);

    // Own rule: truck B only, quiet 22:00–06:00 company time.
    const own = await saveMine({
      kinds: ['overspeed'],
      truck_ids: [truckB],
      channels: ['push'],
      quiet_hours: { from: '22:00', to: '06:00' },
    });
    expect(own.status).toBe(200);
    expect(own.body.data.source).toBe('own');
    expect(await reached(truckA, 'overspeed', '2026-11-20T03:00:00Z')).toBe(false);
    expect(await reached(truckB, 'overspeed', '2026-11-20T03:00:00Z')).toBe(true);
    // 23:30 and 05:59 in Hà Nội are quiet; 06:00 is not.
    expect(await reached(truckB, 'overspeed', '2026-11-20T16:30:00Z')).toBe(false);
    expect(await reached(truckB, 'overspeed', '2026-11-20T22:59:00Z')).toBe(false);
    expect(await reached(truckB, 'overspeed', '2026-11-20T23:00:00Z')).toBe(true);
    // Push off: nothing by push.
    await saveMine({
      kinds: ['overspeed'],
      truck_ids: null,
      channels: ['mail'],
      quiet_hours: null,
    });
    expect(await reached(truckB, 'overspeed', '2026-11-21T03:00:00Z')).toBe(false);
    // Back to the role's default.
    const reset = await fleet.call('DELETE', '/api/alert_rules/mine', { token: user.token });
    expect(reset.body.data.source).toBe('role');
    expect(await reached(truckB, 'overspeed', '2026-11-21T03:00:00Z')).toBe(true);
  });

  it("refuses a truck outside the user's grants, a bad rule, and role defaults from non-admins", async () => {
    const other = await createTruck(fleet);
    const outside = await saveMine({
      kinds: ['overspeed'],
      truck_ids: [other.id],
      channels: ['push'],
      quiet_hours: null,
    });
    expect(outside.status).toBe(403);
    const bad = await fleet.call('PUT', '/api/alert_rules/mine', {
      token: user.token,
      body: {
        kinds: ['manual'],
        truck_ids: null,
        channels: ['sms'],
        quiet_hours: { from: '25:00', to: '1' },
      },
    });
    expect(bad.status).toBe(400);
    const notAdmin = await fleet.call('PUT', '/api/alert_rules/roles', {
      token: user.token,
      body: { role, rule: { kinds: [], truck_ids: null, channels: [], quiet_hours: null } },
    });
    expect(notAdmin.status).toBe(403);
    const noRole = await fleet.call('PUT', '/api/alert_rules/roles', {
      token: fleet.adminToken,
      body: {
        role: 'khong_co',
        rule: { kinds: [], truck_ids: null, channels: [], quiet_hours: null },
      },
    });
    expect(noRole.status).toBe(404);
    expect(
      (await fleet.call('POST', '/api/alert_rules/mine', { token: user.token })).body.data.source,
    ).toBe('role');
  });
  it('reads a saved rule within the trucks granted now, so a revoked truck does not block a save', async () => {
    const rule: TAlertRule = {
      kinds: ['overspeed'],
      truck_ids: [truckA, truckB],
      channels: ['push'],
      quiet_hours: null,
    };
    expect((await saveMine(rule)).status).toBe(200);
    await fleet.call('POST', '/fleet/roles/add_resources', {
      token: fleet.adminToken,
      body: { role, type: 'truck', keys: [String(truckA)] },
    });
    try {
      const read = await fleet.call('POST', '/api/alert_rules/mine', { token: user.token });
      expect(read.body.data.rule.truck_ids).toEqual([truckA]);
      const again = await saveMine(read.body.data.rule as TAlertRule);
      expect(again.status).toBe(200);
      expect(again.body.data.rule.truck_ids).toEqual([truckA]);
    } finally {
      await fleet.call('POST', '/fleet/roles/add_resources', {
        token: fleet.adminToken,
        body: { role, type: 'truck', keys: [String(truckA), String(truckB)] },
      });
    }
  });
});
