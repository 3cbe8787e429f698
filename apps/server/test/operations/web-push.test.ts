import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAlertDelivery } from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { startPushService, type PushService, type TestBrowser } from '../support/push-service.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

/**
 * Warnings by web push through the alert outbox, to a stand-in push service that decrypts each
 * message with the keys of the browser the test made (RFC 8030/8291/8292).
 */
describe('web push alerts', () => {
  let fleet: TestConsole;
  let push: PushService;
  let truckId: number;
  let otherTruckId: number;
  let granted: { username: string; token: string };
  let notGranted: { username: string; token: string };
  let sequence = 0;
  const now = new Date('2026-11-20T01:00:00Z');

  beforeAll(async () => {
    push = await startPushService();
    fleet = await startTestConsole({
      PUSH_SERVICE_HOSTS: `fcm.googleapis.com,${push.host}`,
      PUSH_SERVICE_CA: push.caFile,
    });
    fleet.services.alertDeliveries.useClock(() => now);
    const token = fleet.adminToken;
    const chosen = await fleet.call('PUT', '/api/warnings/mail_settings', {
      token,
      body: { types: ['overspeed'] },
    });
    expect(chosen.status).toBe(200);
    truckId = (await createTruck(fleet, { plate: '51C-777.02' })).id;
    otherTruckId = (await createTruck(fleet)).id;
    const role = `dieu_do_${Date.now().toString(36)}`;
    await fleet.call('POST', '/fleet/roles/create_role', {
      token,
      body: { name: role, label_vi: 'Điều độ', label_en: 'Dispatch' },
    });
    const grant = await fleet.call('POST', '/fleet/roles/add_resources', {
      token,
      body: { role, type: 'truck', keys: [String(truckId)] },
    });
    expect(grant.status).toBe(200);
    // The role's users are alerted of overspeed only, by push.
    const defaults = await fleet.call('PUT', '/api/alert_rules/roles', {
      token,
      body: {
        role,
        rule: { kinds: ['overspeed'], truck_ids: null, channels: ['push'], quiet_hours: null },
      },
    });
    expect(defaults.status).toBe(200);
    granted = await createUser(fleet, { role, fullname: 'Trần Thị Điều Độ' });
    await fleet.db.query(`update users set language = 'en' where username = $1`, [
      granted.username,
    ]);
    notGranted = await createUser(fleet, { role: 'driver' });
  }, 60_000);
  afterAll(async () => {
    await fleet?.close();
    await push?.stop();
  });

  const subscribe = (browser: TestBrowser, token: string, app = 'console') =>
    fleet.call('POST', '/api/push/subscriptions', {
      token,
      body: { endpoint: browser.endpoint, keys: browser.keys, app },
    });
  const raise = async (truck = truckId, type: 'overspeed' | 'lost_signal' = 'overspeed') => {
    sequence += 1;
    const raised = await fleet.services.warnings.raiseSystem({
      truckId: truck,
      type,
      content: 'Quá tốc độ: 95 km/h (giới hạn 80 km/h)',
      params: { value: 95, limit: 80 },
      lat: 10.8,
      lon: 106.7,
      time: now,
      dedupeKey: `push-${sequence}`,
    });
    return raised!.id;
  };
  const deliveries = (warningId: number) =>
    fleet.db.query<{ channel: string; state: string; last_error: string | null }>(
      'select channel, state, last_error from alert_deliveries where warning_id = $1',
      [warningId],
    );

  it('gives one public key, the same on every call, and never the private one', async () => {
    const first = await fleet.call('GET', '/api/push/public_key', { token: granted.token });
    expect(first.status).toBe(200);
    const key: string = first.body.data.public_key;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const again = await fleet.call('GET', '/api/push/public_key', { token: notGranted.token });
    expect(again.body.data.public_key).toBe(key);
    const [kept] = await fleet.db.query<{ value: { privateKey: string } }>(
      `select value from settings where key = 'web_push_vapid'`,
    );
    expect(kept!.value.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(first.body)).not.toContain(kept!.value.privateKey);
    expect((await fleet.call('GET', '/api/push/public_key')).status).toBe(401);
  });

  it('refuses a subscription elsewhere than a push service, or with keys of the wrong size', async () => {
    const browser = push.browser();
    const elsewhere = await fleet.call('POST', '/api/push/subscriptions', {
      token: granted.token,
      body: { endpoint: 'http://169.254.169.254/latest', keys: browser.keys, app: 'console' },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.details[0]).toMatchObject({
      field: 'endpoint',
      code: 'push_service',
    });
    const lookalike = await fleet.call('POST', '/api/push/subscriptions', {
      token: granted.token,
      body: {
        endpoint: 'https://fcm.googleapis.com.evil.test/x',
        keys: browser.keys,
        app: 'console',
      },
    });
    expect(lookalike.status).toBe(400);
    const shortKey = await fleet.call('POST', '/api/push/subscriptions', {
      token: granted.token,
      body: { endpoint: browser.endpoint, keys: { ...browser.keys, auth: 'abc' }, app: 'console' },
    });
    expect(shortKey.status).toBe(400);
    const anonymous = await fleet.call('POST', '/api/push/subscriptions', {
      body: { endpoint: browser.endpoint, keys: browser.keys, app: 'console' },
    });
    expect(anonymous.status).toBe(401);
    expect(await fleet.db.query('select 1 from push_subscriptions')).toHaveLength(0);
  });

  it('a warning reaches the subscribed browser of a user granted the truck, once, and no other', async () => {
    const mine = push.browser();
    const theirs = push.browser();
    expect((await subscribe(mine, granted.token)).status).toBe(201);
    expect((await subscribe(theirs, notGranted.token)).status).toBe(201);
    const check = await fleet.call('POST', '/api/push/subscriptions/check', {
      token: granted.token,
      body: { endpoint: mine.endpoint },
    });
    expect(check.body.data.subscribed).toBe(true);

    const id = await raise();
    await fleet.services.alertDeliveries.drain();
    // Drained again (a later beat, another instance): nothing is pushed a second time.
    await fleet.services.alertDeliveries.drain();
    expect(push.to(theirs.endpoint)).toHaveLength(0);
    const [message] = push.to(mine.endpoint);
    expect(push.to(mine.endpoint)).toHaveLength(1);
    expect(message!.payload).toMatchObject({
      warning_id: id,
      kind: 'overspeed',
      plate: '51C77702',
      link: `/location/replay?${new URLSearchParams({ plate: '51C77702', t: fleet.services.time.toWire(now) }).toString()}`,
    });
    // In the user's language (English), with the truck and the driver's sentence.
    expect(message!.payload).toMatchObject({
      title: expect.stringMatching(/^Overspeed – 51C-777\.02/),
    });
    expect((message!.payload as { body: string }).body).toContain(
      'Overspeed 95 km/h (limit 80 km/h)',
    );
    expect(message!.ttl).toBe(String(24 * 3600));
    expect(message!.urgency).toBe('high');
    const publicKey = (await fleet.call('GET', '/api/push/public_key', { token: granted.token }))
      .body.data.public_key;
    expect(message!.vapid).toMatchObject({ aud: `https://${push.host}`, k: publicKey });
    expect(message!.vapid.sub).toMatch(/^mailto:|^https:/);
    expect(await deliveries(id)).toEqual([{ channel: 'push', state: 'sent', last_error: null }]);

    // A truck the user is not granted: nothing; a kind the role's rule leaves out: nothing.
    await raise(otherTruckId);
    await raise(truckId, 'lost_signal');
    await fleet.services.alertDeliveries.drain();
    expect(push.to(mine.endpoint)).toHaveLength(1);

    // Opted out on this device: nothing more.
    const out = await fleet.call('DELETE', '/api/push/subscriptions', {
      token: granted.token,
      body: { endpoint: mine.endpoint },
    });
    expect(out.status).toBe(200);
    await raise();
    await fleet.services.alertDeliveries.drain();
    expect(push.to(mine.endpoint)).toHaveLength(1);
  });

  it("a notice to the driver app opens the app; another user's subscription cannot be removed", async () => {
    const phone = push.browser();
    expect((await subscribe(phone, granted.token, 'driver')).status).toBe(201);
    const removed = await fleet.call('DELETE', '/api/push/subscriptions', {
      token: notGranted.token,
      body: { endpoint: phone.endpoint },
    });
    expect(removed.status).toBe(200);
    const id = await raise();
    await fleet.services.alertDeliveries.drain();
    expect(push.to(phone.endpoint).map((m) => m.payload)).toEqual([
      expect.objectContaining({ warning_id: id, link: '/driver' }),
    ]);
    await fleet.call('DELETE', '/api/push/subscriptions', {
      token: granted.token,
      body: { endpoint: phone.endpoint },
    });
  });

  it('a subscription the push service forgot (410) is removed and its notice not tried again', async () => {
    const gone = push.browser();
    expect((await subscribe(gone, granted.token)).status).toBe(201);
    push.answer(gone.endpoint, 410);
    const id = await raise();
    await fleet.services.alertDeliveries.drain();
    expect(push.refused).toContain(gone.endpoint);
    expect(
      await fleet.db.query('select 1 from push_subscriptions where endpoint = $1', [gone.endpoint]),
    ).toHaveLength(0);
    const [row] = await deliveries(id);
    expect(row).toMatchObject({ channel: 'push', state: 'failed' });
    expect(row!.last_error).toMatch(/410/);
    const listed = await fleet.call<{ data: TAlertDelivery[] }>(
      'POST',
      '/api/alert_deliveries/unsent',
      { token: fleet.adminToken },
    );
    expect(listed.body.data.find((d) => d.warning_id === id)).toMatchObject({
      channel: 'push',
      state: 'failed',
    });
    const refusals = push.refused.length;
    await fleet.services.alertDeliveries.drain();
    expect(push.refused).toHaveLength(refusals);
  });
});
