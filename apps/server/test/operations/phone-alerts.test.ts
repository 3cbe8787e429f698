import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAlertChannelSettings } from '@fleet/contracts';
import { keyBytes } from '../../src/areas/platform/instances/camera-key.js';
import { alertDeliveries } from '../../src/areas/alerts/alert-deliveries/alert-deliveries.js';
import { channelRate } from '../../src/areas/alerts/alert-channels/channel-rate.js';
import { channelSettings } from '../../src/areas/alerts/alert-channels/channel-settings.js';
import { phoneAlerts } from '../../src/areas/alerts/alert-channels/phone-alerts.js';
import { zaloTokens } from '../../src/areas/alerts/alert-channels/zalo-tokens.js';
import { secretBox } from '../../src/areas/platform/instances/secret-box.js';
import { settingsStore } from '../../src/areas/platform/settings/settings-store.js';
import { warningAlertFacts } from '../../src/areas/alerts/warnings/warning-alert-facts.js';
import { createTruck, createUser, overspeedWarning } from '../factories.js';
import {
  GATEWAY_APP_ID,
  GATEWAY_SECRET_KEY,
  GATEWAY_SMS_KEY,
  GATEWAY_SMS_SECRET,
  RECORDED,
  startPhoneGateways,
  type PhoneGateways,
} from '../support/phone-gateways.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

const CAMERA_KEY = 'a1'.repeat(32);
const FIRST_REFRESH = 'refresh-from-developers-console';
const SECOND = 1000;

/**
 * Zalo ZNS and SMS alerts through the alert outbox, against stand-ins that answer as Zalo and
 * eSMS do (success, rate limited, token expired, down). The outbox's clock is the test's: each
 * drain is awaited, not timed.
 */
describe('Zalo and SMS alerts', () => {
  let fleet: TestConsole;
  let gateways: PhoneGateways;
  let truckId: number;
  let vi: { username: string; token: string };
  let en: { username: string; token: string };
  let noPhone: { username: string; token: string };
  let sequence = 0;
  let now = new Date('2026-11-20T01:00:00Z');

  const saveChannel = (body: unknown, token = fleet.adminToken) =>
    fleet.call<{ data: TAlertChannelSettings }>('PUT', '/api/alert_channels/settings', {
      token,
      body,
    });
  const zaloSettings = (extra: Record<string, unknown> = {}) => ({
    channel: 'zalo',
    settings: {
      enabled: true,
      app_id: GATEWAY_APP_ID,
      oa_id: '1122334455',
      template_id: '401234',
      api_url: gateways.url,
      oauth_url: gateways.url,
      per_minute: 100,
      ...extra,
    },
  });
  const smsSettings = (extra: Record<string, unknown> = {}) => ({
    channel: 'sms',
    settings: {
      enabled: true,
      url: `${gateways.url}/sms`,
      brandname: 'VANTAI',
      sms_type: '2',
      per_minute: 100,
      ...extra,
    },
  });

  beforeAll(async () => {
    gateways = await startPhoneGateways(FIRST_REFRESH);
    fleet = await startTestConsole({ CAMERA_KEY });
    fleet.services.alertDeliveries.useClock(() => now);
    const token = fleet.adminToken;
    expect(
      (
        await saveChannel(
          zaloSettings({ secret_key: GATEWAY_SECRET_KEY, refresh_token: FIRST_REFRESH }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await saveChannel(smsSettings({ api_key: GATEWAY_SMS_KEY, secret_key: GATEWAY_SMS_SECRET })))
        .status,
    ).toBe(200);
    truckId = (await createTruck(fleet, { plate: '51C-777.03' })).id;
    const role = `dieu_do_zalo_${Date.now().toString(36)}`;
    await fleet.call('POST', '/fleet/roles/create_role', {
      token,
      body: { name: role, label_vi: 'Điều độ', label_en: 'Dispatch' },
    });
    await fleet.call('POST', '/fleet/roles/add_resources', {
      token,
      body: { role, type: 'truck', keys: [String(truckId)] },
    });
    const rule = await fleet.call('PUT', '/api/alert_rules/roles', {
      token,
      body: {
        role,
        rule: {
          kinds: ['overspeed'],
          truck_ids: null,
          channels: ['zalo', 'sms'],
          quiet_hours: null,
        },
      },
    });
    expect(rule.status).toBe(200);
    vi = await createUser(fleet, { role, fullname: 'Lê Văn Điều Phối', phone: '0912 345 678' });
    en = await createUser(fleet, { role, fullname: 'Phạm Thị Anh' });
    const own = await fleet.call('PUT', '/user/update_info', {
      token: en.token,
      body: { username: en.username, phone: '+84 987.654.321', language: 'en' },
    });
    expect(own.status).toBe(200);
    expect(own.body.data.phone).toBe('84987654321');
    noPhone = await createUser(fleet, { role });
  }, 60_000);
  afterAll(async () => {
    await fleet?.close();
    await gateways?.stop();
  });

  const raise = async () => {
    sequence += 1;
    const raised = await fleet.services.warnings.raiseSystem({
      ...overspeedWarning(truckId, 5, `phone-${sequence}`),
      params: { value: 95, limit: 80 },
      time: now,
    });
    return raised!.id;
  };
  const rows = (warningIds: number[]) =>
    fleet.db.query<{
      id: number;
      channel: string;
      recipient: string;
      state: string;
      attempts: number;
      last_error: string | null;
    }>(
      `select id::int as id, channel, recipient, state, attempts, last_error from alert_deliveries
        where warning_id = any($1::int[]) order by id`,
      [warningIds],
    );
  const zaloTo = (warningId: number) =>
    gateways.zns.filter((m) => m.tracking_id.startsWith(`${warningId}-`));
  const smsTo = (warningId: number) =>
    gateways.sms.filter((m) => m.RequestId.startsWith(`${warningId}-`));
  const drain = () => fleet.services.alertDeliveries.drain();
  const later = (ms: number) => (now = new Date(now.getTime() + ms));

  it('keeps secrets sealed and never shows them back; refuses bad settings and numbers', async () => {
    const shown = await fleet.call('GET', '/api/alert_channels/settings', {
      token: fleet.adminToken,
    });
    expect(shown.status).toBe(200);
    expect(shown.body.data.zalo).toMatchObject({
      enabled: true,
      app_id: GATEWAY_APP_ID,
      template_id: '401234',
      secret_key_set: true,
      refresh_token_set: true,
      from_environment: false,
    });
    expect(shown.body.data.sms).toMatchObject({ enabled: true, api_key_set: true });
    const said = JSON.stringify(shown.body);
    const [stored] = await fleet.db.query<{ value: unknown }>(
      `select value from settings where key = 'alert_channels'`,
    );
    const tokens = await fleet.db.query('select * from zalo_oa_tokens');
    for (const secret of [GATEWAY_SECRET_KEY, GATEWAY_SMS_KEY, GATEWAY_SMS_SECRET, FIRST_REFRESH]) {
      expect(said).not.toContain(secret);
      expect(JSON.stringify(stored!.value)).not.toContain(secret);
      expect(JSON.stringify(tokens)).not.toContain(secret);
    }
    // Saved again without secrets: the stored ones are kept.
    expect((await saveChannel(smsSettings())).body.data.sms.secret_key_set).toBe(true);

    expect((await saveChannel(smsSettings({ per_minute: 0 }))).status).toBe(400);
    expect((await saveChannel(zaloSettings({ api_url: 'ftp://zalo' }))).status).toBe(400);
    expect((await saveChannel({ channel: 'fax', settings: {} })).status).toBe(400);
    expect((await saveChannel(smsSettings(), vi.token)).status).toBe(403);
    expect(
      (await fleet.call('GET', '/api/alert_channels/settings', { token: vi.token })).status,
    ).toBe(403);
    const landline = await fleet.call('PUT', '/user/update_info', {
      token: vi.token,
      body: { username: vi.username, phone: '028 3822 1234' },
    });
    expect(landline.status).toBe(400);
    expect(landline.body.error.details[0]).toMatchObject({ field: 'phone', code: 'phone' });
  });

  it('success: each user with a number gets one Zalo message and one SMS, in their language', async () => {
    const id = await raise();
    await drain();
    await drain();
    // The first send found no access token: renewed once with the refresh token given, which
    // Zalo then replaced; the new one is what the database keeps.
    expect(gateways.renewals).toBe(1);
    expect(gateways.refreshToken).toBe('refresh-1');
    const [pair] = await fleet.db.query<{ version: number; refresh_sealed: string }>(
      'select version, refresh_sealed from zalo_oa_tokens',
    );
    expect(pair!.version).toBe(2);
    expect(secretBox(keyBytes(CAMERA_KEY)!).open(pair!.refresh_sealed)).toBe('refresh-1');

    const zalo = zaloTo(id);
    expect(zalo.map((m) => m.phone).sort()).toEqual(['84912345678', '84987654321']);
    const toVi = zalo.find((m) => m.phone === '84912345678')!;
    expect(toVi.template_id).toBe('401234');
    expect(toVi.template_data).toMatchObject({
      driver_name: expect.any(String),
      plate: '51C-777.03',
      warning_kind: 'Quá tốc độ',
      detail: 'Quá tốc độ 95 km/h (giới hạn 80 km/h)',
      time: '20/11/2026 08:00:00',
    });
    expect(toVi.template_data.link).toContain('/location/replay?plate=51C77703');
    const toEn = zalo.find((m) => m.phone === '84987654321')!;
    expect(toEn.template_data).toMatchObject({
      warning_kind: 'Overspeed',
      detail: 'Overspeed 95 km/h (limit 80 km/h)',
    });
    const sms = smsTo(id);
    expect(sms.map((m) => m.Phone).sort()).toEqual(['84912345678', '84987654321']);
    expect(sms.find((m) => m.Phone === '84987654321')!.Content).toMatch(
      /^Overspeed – 51C-777\.03: Overspeed 95 km\/h \(limit 80 km\/h\)/,
    );
    expect(sms[0]).toMatchObject({ Brandname: 'VANTAI', SmsType: '2' });
    const sent = await rows([id]);
    expect(sent).toHaveLength(4);
    expect(sent.every((row) => row.state === 'sent')).toBe(true);
    expect(sent.some((row) => row.recipient === noPhone.username)).toBe(false);
  });

  it('rate limited: held back without counting a try, then sent once', async () => {
    gateways.script('/message/template', RECORDED.znsRateLimited, RECORDED.znsRateLimited);
    gateways.script('/sms', RECORDED.smsRateLimited, RECORDED.smsRateLimited);
    const id = await raise();
    await drain();
    const held = await rows([id]);
    expect(held).toHaveLength(4);
    for (const row of held) {
      expect(row).toMatchObject({ state: 'waiting', attempts: 0 });
      expect(row.last_error).toMatch(/rate limited/);
    }
    expect(zaloTo(id)).toHaveLength(0);
    expect(smsTo(id)).toHaveLength(0);
    // Not due yet: nothing is asked.
    later(30 * SECOND);
    await drain();
    expect(smsTo(id)).toHaveLength(0);
    later(2 * 60 * SECOND);
    await drain();
    await drain();
    expect(zaloTo(id)).toHaveLength(2);
    expect(smsTo(id)).toHaveLength(2);
    expect((await rows([id])).every((row) => row.state === 'sent')).toBe(true);
  });

  it('token expired: renewed once (the new refresh token kept) and each message sent once', async () => {
    const renewals = gateways.renewals;
    gateways.expireAccessToken();
    const id = await raise();
    await drain();
    await drain();
    expect(gateways.renewals).toBe(renewals + 1);
    expect(gateways.refusedRenewals).toBe(0);
    expect(zaloTo(id)).toHaveLength(2);
    const [pair] = await fleet.db.query<{ refresh_sealed: string }>(
      'select refresh_sealed from zalo_oa_tokens',
    );
    expect(secretBox(keyBytes(CAMERA_KEY)!).open(pair!.refresh_sealed)).toBe(gateways.refreshToken);
    // Expiry known from expires_in: a day later the token is renewed before any send.
    later(25 * 3600 * SECOND);
    const next = await raise();
    await drain();
    expect(gateways.renewals).toBe(renewals + 2);
    expect(zaloTo(next)).toHaveLength(2);
  });

  it('down (refused, then 5xx): waits with its tries, and each message is sent once when back', async () => {
    await gateways.stop();
    const id = await raise();
    await drain();
    let waiting = await rows([id]);
    expect(waiting.map((row) => [row.state, row.attempts])).toEqual(Array(4).fill(['waiting', 1]));
    await gateways.start();
    gateways.script('/message/template', RECORDED.znsDown, RECORDED.znsDown);
    gateways.script('/sms', RECORDED.smsDown, RECORDED.smsDown);
    later(31 * SECOND);
    await drain();
    waiting = await rows([id]);
    expect(waiting.every((row) => row.state === 'waiting' && row.attempts === 2)).toBe(true);
    expect(waiting.some((row) => /503|502/.test(row.last_error ?? ''))).toBe(true);
    later(61 * SECOND);
    await drain();
    await drain();
    expect(zaloTo(id)).toHaveLength(2);
    expect(smsTo(id)).toHaveLength(2);
    expect((await rows([id])).every((row) => row.state === 'sent')).toBe(true);
  });

  it('the channel rate limit holds sends past it for the next minute, without a failed try', async () => {
    // Saved through this instance, which reads its settings anew at once.
    await saveChannel(smsSettings({ per_minute: 3 }));
    later(2 * 60 * SECOND);
    const ids = [await raise(), await raise()];
    await drain();
    const sms = (await rows(ids)).filter((row) => row.channel === 'sms');
    expect(sms.filter((row) => row.state === 'sent')).toHaveLength(3);
    const held = sms.filter((row) => row.state === 'waiting');
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ attempts: 0 });
    later(61 * SECOND);
    await drain();
    expect((await rows(ids)).every((row) => row.state === 'sent')).toBe(true);
    expect(smsTo(ids[0]!).length + smsTo(ids[1]!).length).toBe(4);
    await saveChannel(smsSettings({ per_minute: 100 }));
  });

  it('two instances draining at once never send a message twice, and renew the token once', async () => {
    const box = secretBox(keyBytes(CAMERA_KEY)!);
    const settings = channelSettings(fleet.config, settingsStore(fleet.db), box);
    const senders = phoneAlerts({
      db: fleet.db,
      settings,
      tokens: zaloTokens(fleet.db, box),
      rate: channelRate(fleet.db),
      factsOf: warningAlertFacts({
        db: fleet.db,
        addresses: fleet.services.geocode,
        time: fleet.services.time,
        publicUrl: undefined,
      }),
    });
    const refuse = () => Promise.reject(new Error('not this channel'));
    const other = alertDeliveries({
      db: fleet.db,
      log: fleet.app.log,
      time: fleet.services.time,
      senders: {
        mail: refuse,
        push: refuse,
        zalo: (d, at) => senders.sendZalo(d, at),
        sms: (d, at) => senders.sendSms(d, at),
      },
      clock: () => now,
    });
    const renewals = gateways.renewals;
    gateways.expireAccessToken();
    later(2 * 60 * SECOND);
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await raise());
    await Promise.all([drain(), other.drain(), drain(), other.drain()]);
    // One instance renewed; the other's Zalo messages waited for it, not burning the token.
    later(31 * SECOND);
    await Promise.all([drain(), other.drain()]);
    await Promise.all([drain(), other.drain()]);
    expect(gateways.renewals).toBe(renewals + 1);
    expect(gateways.refusedRenewals).toBe(0);
    for (const id of ids) {
      expect(zaloTo(id)).toHaveLength(2);
      expect(smsTo(id)).toHaveLength(2);
    }
    const tracking = gateways.zns.map((m) => m.tracking_id);
    expect(new Set(tracking).size).toBe(tracking.length);
    const requests = gateways.sms.map((m) => m.RequestId);
    expect(new Set(requests).size).toBe(requests.length);
    expect((await rows(ids)).every((row) => row.state === 'sent')).toBe(true);
    await other.stop();
  });
});
