import { displayDate } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/areas/operations/papers/paper-status.js';
import { createTruck, createUser } from '../factories.js';
import { PDF, postMultipart } from './multipart.js';
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

  /** An admin who reads English, on the notification list. */
  async function englishReader(email: string) {
    const { username } = await createUser(fleet, { role: 'admin', email });
    const body = { username, language: 'en' };
    expect(
      (await fleet.call('PUT', '/user/update_info', { token: fleet.adminToken, body })).status,
    ).toBe(200);
    const listed = await fleet.call('POST', '/warehouse/add_email', {
      token: fleet.adminToken,
      body: { email },
    });
    expect(listed.status).toBe(201);
  }

  /** A mail's decoded subject and its body. */
  const partsOf = (data: string) => {
    const split = data.indexOf('\r\n\r\n');
    const subject = /^Subject: (.*)$/m.exec(data.slice(0, split))![1]!.trim();
    return { subject, body: data.slice(split + 4) };
  };

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
    // The warning's time as people write it (DD/MM/YYYY), in the company zone.
    expect(mail.data).toContain('20/11/2026 10:00:00');
    // A kind nobody chose is never mailed; the repeated warning made no second mail. Both
    // were raised before a later chosen warning, whose mail marks that the queue got past them.
    await raise('overspeed', 'mail-test-3');
    await smtp.waitFor((m) => m !== mail && m.data.includes('Qu'));
    expect(smtp.mails).toHaveLength(2);
  }, 90_000);

  it("words each mail in its reader's language, with the driver's name, the address and the replay link", async () => {
    await englishReader('reader.en@example.com');
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

    const viMail = partsOf(vi.data);
    expect(viMail.subject).toBe('[Cảnh báo] Quá tốc độ – 51C-135.24 – 21/11/2026 09:15:00');
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
    expect(enMail.subject).toBe('[Warning] Overspeed – 51C-135.24 – 21/11/2026 09:15:00');
    for (const said of [
      'Overspeed 96 km/h (limit 80 km/h)',
      'Driver: Trần Thị Bích Ngọc',
      `Address: ${addressEn}`,
      `Replay on the map: ${link}`,
    ])
      expect(enMail.body).toContain(said);
    expect(`${enMail.subject} ${enMail.body}`).not.toMatch(/Quá|Cảnh báo|Lái xe|giới hạn/);
  }, 60_000);

  it("words a paper's expiry mail with the paper's kind, the plate or the driver, and the date as people write it", async () => {
    await englishReader('papers.en@example.com');
    expect((await settings({ types: ['paper_expiring', 'paper_expired'] })).status).toBe(200);

    await createTruck(fleet, { plate: '51D-777.01' });
    const driver = await createUser(fleet, { fullname: 'Lê Văn Thành' });
    const today = fleet.services.time.toWire(new Date()).slice(0, 10);
    const soon = addDays(today, 6);
    const past = addDays(today, -2);
    const add = async (fields: Record<string, string>) =>
      expect(
        (
          await postMultipart(fleet, '/truck_info/add_paper', fleet.adminToken, fields, [
            { field: 'files', name: 'giay-to.pdf', content: PDF },
          ])
        ).status,
      ).toBe(201);
    await add({ plate: '51D-777.01', type: 'road_fee', number: 'PD-2026', expires_at: soon });
    await add({
      type: 'driver_licence',
      username: driver.username,
      number: 'GPLX-9',
      expires_at: past,
    });
    await fleet.services.papers.check();

    const mailTo = async (to: string, number: string) =>
      partsOf((await smtp.waitFor((m) => m.to.includes(to) && m.data.includes(number))).data);
    const time = / – \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/;

    const viFee = await mailTo('dieu.hanh@example.com', 'PD-2026');
    expect(viFee.subject).toMatch(/^\[Cảnh báo\] Giấy tờ sắp hết hạn – 51D-777\.01 – /);
    expect(viFee.subject).toMatch(time);
    expect(viFee.body).toContain(
      `Phí đường bộ số PD-2026 của xe 51D-777.01 hết hạn ngày ${displayDate(soon)} (còn 6 ngày)`,
    );
    expect(viFee.body).toContain('Loại: Giấy tờ sắp hết hạn');
    // No paper kind's key, no English, no date as the wire writes it.
    expect(`${viFee.subject} ${viFee.body}`).not.toMatch(/road_fee|expire|paper|truck|driver/i);
    expect(viFee.body).not.toContain(soon);

    const enFee = await mailTo('papers.en@example.com', 'PD-2026');
    expect(enFee.subject).toMatch(/^\[Warning\] Paper expiring – 51D-777\.01 – /);
    expect(enFee.body).toContain(
      `Road fee PD-2026 of truck 51D-777.01 expires on ${displayDate(soon)} (6 days left)`,
    );
    expect(`${enFee.subject} ${enFee.body}`).not.toMatch(/road_fee|Phí|hết hạn|Giấy|Xe:/);

    const viLicence = await mailTo('dieu.hanh@example.com', 'GPLX-9');
    expect(viLicence.subject).toMatch(/^\[Cảnh báo\] Giấy tờ đã hết hạn – Lê Văn Thành – /);
    expect(viLicence.body).toContain(
      `Giấy phép lái xe số GPLX-9 của Lê Văn Thành đã hết hạn ngày ${displayDate(past)}`,
    );
    expect(viLicence.body).toContain('Lái xe: Lê Văn Thành');
    expect(viLicence.body).not.toContain(driver.username);
    expect(viLicence.body).not.toMatch(/driver_licence|expired/);

    const enLicence = await mailTo('papers.en@example.com', 'GPLX-9');
    expect(enLicence.body).toContain(
      `Driver licence GPLX-9 of Lê Văn Thành expired on ${displayDate(past)}`,
    );
    expect(enLicence.body).not.toMatch(/driver_licence|Giấy|hết hạn/);
  }, 90_000);

  it('lets the warning page read the choice and only admins change it', async () => {
    const viewer = await createUser(fleet);
    expect((await settings(undefined, viewer.token)).status).toBe(403);
    expect((await settings({ types: [] }, viewer.token)).status).toBe(403);
  });
});
