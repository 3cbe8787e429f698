import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAlertDelivery } from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-server.js';
import { waitUntil } from '../support/wait-until.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

const MINUTE = 60_000;
const messageIdOf = (data: string) => /Message-ID: (<warning-\d+-\d+@[^>]+>)/i.exec(data)?.[1];

/**
 * Warning mails through the alert outbox against a real SMTP server process that goes away and
 * comes back. The outbox's clock is the test's: an hour or a day of tries passes in a few
 * drains, and each drain is waited for, not timed.
 */
describe('alert deliveries: a day of tries, each mail once', () => {
  let fleet: TestConsole;
  let smtp: SmtpTestServer;
  let port: number;
  let now = new Date('2026-11-20T01:00:00Z');
  let truckId: number;
  let sequence = 0;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    port = Number(new URL(smtp.url).port);
    fleet = await startTestConsole({ SMTP_URL: `${smtp.url}?from=canhbao@fleet.test` });
    fleet.services.alertDeliveries.useClock(() => now);
    const token = fleet.adminToken;
    await fleet.call('POST', '/warehouse/add_email', { token, body: { email: 'ca@example.com' } });
    const chosen = await fleet.call('PUT', '/api/warnings/mail_settings', {
      token,
      body: { types: ['overspeed'] },
    });
    expect(chosen.status).toBe(200);
    truckId = (await createTruck(fleet, { plate: '51C-777.01' })).id;
  }, 60_000);
  afterAll(async () => {
    await fleet?.close();
    await smtp?.stop();
  });

  const raise = async () => {
    sequence += 1;
    const raised = await fleet.services.warnings.raiseSystem({
      truckId,
      type: 'overspeed',
      content: 'Quá tốc độ: 95 km/h (giới hạn 80 km/h)',
      params: { value: 95, limit: 80 },
      lat: 10.8,
      lon: 106.7,
      time: now,
      dedupeKey: `outbox-${sequence}`,
    });
    return raised!.id;
  };
  const unsent = async (token = fleet.adminToken) =>
    fleet.call<{ data: TAlertDelivery[] }>('POST', '/api/alert_deliveries/unsent', { token });
  const states = async (ids: number[]) =>
    (
      await fleet.db.query<{ state: string }>(
        'select state from alert_deliveries where warning_id = any($1::int[])',
        [ids],
      )
    ).map((row) => row.state);

  it('a mail server away for an hour gets every mail of that hour once when it returns', async () => {
    await smtp.stop();
    const start = now.getTime();
    const raised: number[] = [];
    // A warning every 5 minutes for an hour, each tried at once and again whenever due.
    for (let minute = 0; minute < 60; minute += 5) {
      now = new Date(start + minute * MINUTE);
      raised.push(await raise());
      await fleet.services.alertDeliveries.drain();
    }
    const waiting = (await unsent()).body.data.filter((row) => raised.includes(row.warning_id));
    expect(waiting).toHaveLength(raised.length);
    for (const row of waiting) {
      expect(row.state).toBe('waiting');
      expect(row.channel).toBe('mail');
      expect(row.recipient).toBe('ca@example.com');
      expect(row.attempts).toBeGreaterThan(0);
      expect(row.next_attempt_at).not.toBeNull();
      expect(row.last_error).toMatch(/ECONNREFUSED/);
    }
    // The first warning of the hour was tried again and again with growing delays.
    expect(Math.max(...waiting.map((row) => row.attempts))).toBeGreaterThanOrEqual(5);

    // Back, then the clock moves past every try's delay (a try before it was up would wait).
    smtp = await startSmtpServer(port);
    now = new Date(start + 70 * MINUTE);
    await fleet.services.alertDeliveries.drain();
    await waitUntil('every mail of the hour arrived', () => smtp.mails.length >= raised.length);
    expect(await states(raised)).toEqual(raised.map(() => 'sent'));
    // Drained again (as by another instance, or a later beat): nothing is sent a second time.
    now = new Date(start + 24 * 60 * MINUTE);
    await fleet.services.alertDeliveries.drain();
    const ids = smtp.mails.map((mail) => messageIdOf(mail.data));
    expect(new Set(ids).size).toBe(raised.length);
    expect(ids).toHaveLength(raised.length);
    for (const id of raised) expect(ids.some((m) => m?.startsWith(`<warning-${id}-`))).toBe(true);
  }, 180_000);

  it('a mail never sent is listed as failed after a day and sent once again on request', async () => {
    await smtp.stop();
    const id = await raise();
    await fleet.services.alertDeliveries.drain();
    now = new Date(now.getTime() + 25 * 60 * MINUTE);
    await fleet.services.alertDeliveries.drain();
    const [failed] = (await unsent()).body.data.filter((row) => row.warning_id === id);
    expect(failed).toMatchObject({
      state: 'failed',
      recipient: 'ca@example.com',
      warning_type: 'overspeed',
      plate: '51C77701',
      attempts: 2,
      next_attempt_at: null,
    });
    expect(failed!.last_error).toMatch(/ECONNREFUSED/);
    expect(failed!.last_error).not.toMatch(/smtp:\/\//);

    // Admins only; the request is checked.
    const viewer = await createUser(fleet, { role: 'driver' });
    expect((await unsent(viewer.token)).status).toBe(403);
    const again = (body: unknown, token = fleet.adminToken) =>
      fleet.call('POST', '/api/alert_deliveries/send_again', { token, body });
    expect((await again({ ids: [failed!.id] }, viewer.token)).status).toBe(403);
    expect((await again({ ids: [] })).status).toBe(400);
    expect((await again({ ids: ['x'] })).status).toBe(400);

    smtp = await startSmtpServer(port);
    const resent = await again({ ids: [failed!.id] });
    expect(resent.status).toBe(200);
    expect(resent.body.data.ids).toEqual([failed!.id]);
    await fleet.services.alertDeliveries.drain();
    await waitUntil('the mail sent again arrived', () => smtp.mails.length >= 1);
    await fleet.services.alertDeliveries.drain();
    expect(smtp.mails.map((mail) => messageIdOf(mail.data))).toEqual([
      `<warning-${id}-${failed!.id}@fleet-console>`,
    ]);
    expect(await states([id])).toEqual(['sent']);
    expect((await unsent()).body.data.some((row) => row.id === failed!.id)).toBe(false);
    // Sent: it is not sent again.
    expect((await again({ ids: [failed!.id] })).status).toBe(409);
  }, 180_000);
});
