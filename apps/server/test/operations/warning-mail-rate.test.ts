import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, overspeedWarning } from '../factories.js';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-server.js';
import { waitUntil } from '../support/wait-until.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

const WARNINGS = 60;
const PER_SECOND = 10;

const warningIdOf = (data: string) => /Message-ID: <warning-(\d+)-\d+@/i.exec(data)?.[1];

/**
 * Warnings raised at 10 a second (issue 12: they were mailed 1–2 a second, a minute late):
 * each is mailed once to a real SMTP server process, and the queue ends empty.
 */
describe('warning mails at 10 warnings a second', () => {
  let fleet: TestConsole;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    fleet = await startTestConsole({ SMTP_URL: `${smtp.url}?from=canhbao@fleet.test` });
    await fleet.call('POST', '/warehouse/add_email', {
      token: fleet.adminToken,
      body: { email: 'dieu.hanh@example.com' },
    });
    const chosen = await fleet.call('PUT', '/api/warnings/mail_settings', {
      token: fleet.adminToken,
      body: { types: ['overspeed'] },
    });
    expect(chosen.status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await fleet.close();
    await smtp.stop();
  });

  it(`mails each of ${WARNINGS} warnings exactly once`, async () => {
    const truck = await createTruck(fleet, { plate: '51C-135.79' });
    const raised: number[] = [];
    const started = Date.now();
    for (let n = 0; n < WARNINGS; n += 1) {
      // Paced like the load it stands for, not waited on for a result.
      const due = started + (n * 1000) / PER_SECOND;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      const warning = await fleet.services.warnings.raiseSystem(
        overspeedWarning(truck.id, n, `mail-rate-${n}`),
      );
      raised.push(warning!.id);
    }

    const mailed = () => new Set(smtp.mails.map((mail) => warningIdOf(mail.data)));
    await waitUntil(
      'every warning is mailed',
      () => raised.every((id) => mailed().has(String(id))),
      {
        timeoutMs: 120_000,
      },
    );
    // Every delivery is recorded sent: none is left that could mail a second copy.
    await waitUntil('the mail queue is done', async () => {
      const [open] = await fleet.db.query<{ n: number }>(
        `select count(*)::int as n from alert_deliveries where state <> 'sent'`,
      );
      return open!.n === 0;
    });
    const copies = new Map<string, number>();
    for (const mail of smtp.mails) {
      const id = warningIdOf(mail.data)!;
      copies.set(id, (copies.get(id) ?? 0) + 1);
    }
    expect([...copies.keys()].sort()).toEqual(raised.map(String).sort());
    expect([...copies.values()].every((count) => count === 1)).toBe(true);
    const unmailed = await fleet.db.query(
      `select w.id from warnings w
        where w.id = any($1::int[])
          and not exists (select from alert_deliveries d where d.warning_id = w.id and d.state = 'sent')`,
      [raised],
    );
    expect(unmailed).toEqual([]);
  }, 180_000);
});
