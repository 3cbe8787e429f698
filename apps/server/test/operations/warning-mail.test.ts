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

  it("words each mail in its reader's language, with the driver's name, the address and the replay link", async () => {
    const reader = await createUser(fleet, { role: 'admin', email: 'reader.en@example.com' });
    const language = await fleet.call('PUT', '/user/update_info', {
      token: fleet.adminToken,
      body: { username: reader.username, language: 'en' },
    });
    expect(language.status).toBe(200);
    await fleet.call('POST', '/warehouse/add_email', {
      token: fleet.adminToken,
      body: { email: 'reader.en@example.com' },
    });
    const driver = await createUser(fleet, { fullname: 'Trần Thị Bích Ngọc' });
    const truck = await createTruck(fleet, { plate: '51C-135.24' });
    const at = new Date('2026-11-21T02:15:00Z');
    const position = { lat: 10.7769, lon: 106.7009 };
    const warning = await fleet.services.warnings.raiseSystem({
      truckId: truck.id,
      username: driver.username,
      type: 'overspeed',
      content: 'Quá tốc độ: 96 km/h (giới hạn 80 km/h)',
      params: { plate: '51C-135.24', driver: driver.username, value: 96, limit: 80 },
      ...position,
      time: at,
      dedupeKey: 'mail-language-1',
    });
    const mine = (to: string) =>
      smtp.waitFor((m) => m.to.includes(to) && m.data.includes(`<warning-${warning!.id}-`));
    const [vi, en] = await Promise.all([
      mine('dieu.hanh@example.com'),
      mine('reader.en@example.com'),
    ]);
    const [address] = await fleet.services.geocode.addresses([position], 'vi');
    const [addressEn] = await fleet.services.geocode.addresses([position], 'en');
    const link = `/location/replay?plate=51C13524&t=2026-11-21+09%3A15%3A00`;
    const partsOf = (data: string) => {
      const split = data.indexOf('\r\n\r\n');
      const subject = /^Subject: (.*)$/m.exec(data.slice(0, split))![1]!.trim();
      return { subject, body: data.slice(split + 4) };
    };

    const viMail = partsOf(vi.data);
    expect(viMail.subject).toBe('[Cảnh báo] Quá tốc độ – 51C-135.24 – 2026-11-21 09:15:00');
    for (const said of [
      'Quá tốc độ 96 km/h (giới hạn 80 km/h)',
      'Lái xe: Trần Thị Bích Ngọc',
      `Địa chỉ: ${address}`,
      `Xem lại trên bản đồ: ${link}`,
    ])
      expect(viMail.body).toContain(said);
    // Nothing English in the Vietnamese mail, and the driver by name, not login.
    expect(`${viMail.subject} ${viMail.body}`).not.toMatch(/overspeed|warning|driver|truck/i);
    expect(viMail.body).not.toContain(driver.username);

    const enMail = partsOf(en.data);
    expect(enMail.subject).toBe('[Warning] Overspeed – 51C-135.24 – 2026-11-21 09:15:00');
    for (const said of [
      'Overspeed 96 km/h (limit 80 km/h)',
      'Driver: Trần Thị Bích Ngọc',
      `Address: ${addressEn}`,
      `Replay on the map: ${link}`,
    ])
      expect(enMail.body).toContain(said);
    expect(`${enMail.subject} ${enMail.body}`).not.toMatch(/Quá|Cảnh báo|Lái xe|giới hạn/);
  }, 60_000);

  it('lets the warning page read the choice and only admins change it', async () => {
    const viewer = await createUser(fleet);
    expect((await settings(undefined, viewer.token)).status).toBe(403);
    expect((await settings({ types: [] }, viewer.token)).status).toBe(403);
  });
});
