import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, createUser } from '../factories.js';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-server.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

describe('system warnings by mail', () => {
  let fleet: TestConsole;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    fleet = await startTestConsole({ SMTP_URL: `${smtp.url}?from=canhbao@fleet.test` });
    const added = await fleet.call('POST', '/warehouse/add_email', {
      token: fleet.adminToken,
      body: { email: 'dieu.hanh@example.com' },
    });
    expect(added.status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await fleet.close();
    await smtp.stop();
  });

  const settings = (body?: object, token = fleet.adminToken) =>
    body === undefined
      ? fleet.call('POST', '/api/warnings/mail_settings', { token })
      : fleet.call('PUT', '/api/warnings/mail_settings', { token, body });

  it('mails only the kinds an admin chose, once each, to the notification list', async () => {
    expect((await settings()).body.data).toEqual({ types: [] });
    const chosen = await settings({ types: ['paper_expired', 'overspeed', 'overspeed'] });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.types).toEqual(['paper_expired', 'overspeed']);
    expect((await settings({ types: ['manual'] })).status).toBe(400);

    const truck = await createTruck(fleet, { plate: '51C-246.80' });
    const raise = (type: 'overspeed' | 'lost_signal', key: string) =>
      fleet.services.warnings.raiseSystem({
        truckId: truck.id,
        type,
        content: type === 'overspeed' ? 'Quá tốc độ: 95 km/h (giới hạn 80 km/h)' : 'Mất tín hiệu',
        lat: 10.8,
        lon: 106.7,
        time: new Date('2026-11-20T03:00:00Z'),
        dedupeKey: key,
      });
    await raise('lost_signal', 'mail-test-1');
    await raise('overspeed', 'mail-test-2');
    await raise('overspeed', 'mail-test-2'); // the same warning again: no second mail

    const mail = await smtp.waitFor((m) => m.data.includes('Qu'));
    expect(mail.to).toEqual(['dieu.hanh@example.com']);
    expect(mail.from).toBe('canhbao@fleet.test');
    expect(mail.data).toContain('51C-246.80');
    expect(mail.data).toContain('2026-11-20 10:00:00');
    // A kind nobody chose is never mailed; the repeated warning made no second mail. Both
    // were raised before a later chosen warning, whose mail marks that the queue got past them.
    await raise('overspeed', 'mail-test-3');
    await smtp.waitFor((m) => m !== mail && m.data.includes('Qu'));
    expect(smtp.mails).toHaveLength(2);
  }, 90_000);

  it('lets the warning page read the choice and only admins change it', async () => {
    const viewer = await createUser(fleet);
    expect((await settings(undefined, viewer.token)).status).toBe(403);
    expect((await settings({ types: [] }, viewer.token)).status).toBe(403);
  });
});
