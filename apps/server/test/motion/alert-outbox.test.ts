import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck } from '../factories.js';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-server.js';
import { waitUntil } from '../support/wait-until.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { feedBatch, settle } from './motion-feed.js';
import { streamBuilder } from './stream-builder.js';

/** 30 s at 108 km/h where the limit is 80: one overspeed violation. */
const overspeed = (start: string) =>
  streamBuilder(start, 1).drive(1, 60).drive(0.5, 108).drive(1, 60).fixes;

/** The warnings insert fails, as if the process died between the engine's commit and it. */
const BREAK_WARNINGS = `
  create function fail_warning() returns trigger language plpgsql as $$
  begin raise exception 'simulated crash before the warning was written'; end $$;
  create trigger fail_warning before insert on warnings
    for each row execute function fail_warning();`;
const MEND_WARNINGS = 'drop trigger fail_warning on warnings; drop function fail_warning();';

describe('motion alerts: violation, warning, notice and mail land together', () => {
  let fleet: TestConsole;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    fleet = await startTestConsole({ SMTP_URL: `${smtp.url}?from=canhbao@fleet.test` });
    const token = fleet.adminToken;
    await fleet.call('POST', '/warehouse/add_email', { token, body: { email: 'ca@example.com' } });
    const chosen = await fleet.call('PUT', '/api/warnings/mail_settings', {
      token,
      body: { types: ['overspeed'] },
    });
    expect(chosen.status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await fleet?.close();
    await smtp?.stop();
  });

  const count = async (sql: string, params: unknown[]) =>
    (await fleet.db.query<{ n: number }>(sql, params))[0]!.n;
  /** What the truck's violation became. */
  const made = async (truckId: number) => ({
    warnings: await count(
      `select count(*)::int as n from warnings where truck_id = $1 and type = 'overspeed'`,
      [truckId],
    ),
    notices: await count(
      `select count(*)::int as n from notices where truck_id = $1 and kind = 'overspeed_warning'`,
      [truckId],
    ),
    mailJobs: await count(
      `select count(*)::int as n from alert_deliveries d join warnings w on w.id = d.warning_id
        where w.truck_id = $1`,
      [truckId],
    ),
  });
  const alertOf = async (truckId: number) =>
    (
      await fleet.db.query<{ delivered_at: Date | null; attempts: number }>(
        `select delivered_at, attempts from motion_alerts where truck_id = $1 and kind = 'overspeed'`,
        [truckId],
      )
    )[0];
  /** Stops the engine and its outbox and starts them again, as a restarted console would. */
  const restart = async () => {
    await fleet.services.motion.stop();
    fleet.services.motion.start();
    await settle(fleet);
  };

  it('a crash after the engine committed a violation leaves its warning neither lost nor doubled', async () => {
    const truck = await createTruck(fleet);
    await fleet.db.exec(BREAK_WARNINGS);
    try {
      await feedBatch(fleet, truck, overspeed('2025-11-21T01:00:00Z'));
      // The engine's rows and the claim are committed; nothing of the delivery is.
      expect(
        await count('select count(*)::int as n from motion_overspeeds where truck_id = $1', [
          truck.id,
        ]),
      ).toBe(1);
      const pending = await alertOf(truck.id);
      expect(pending?.delivered_at).toBeNull();
      expect(pending?.attempts).toBeGreaterThanOrEqual(1);
      expect(await made(truck.id)).toEqual({ warnings: 0, notices: 0, mailJobs: 0 });
    } finally {
      await fleet.db.exec(MEND_WARNINGS);
    }

    await restart();
    expect((await alertOf(truck.id))?.delivered_at).not.toBeNull();
    expect(await made(truck.id)).toEqual({ warnings: 1, notices: 1, mailJobs: 1 });
    const [warning] = await fleet.db.query<{ id: number }>(
      `select id from warnings where truck_id = $1`,
      [truck.id],
    );
    const id = warning!.id;
    const messageId = `<warning-${id}-`;
    await smtp.waitFor((mail) => mail.data.includes(messageId));

    // Drained again (as by a second instance): the dedupe key makes nothing new.
    await fleet.db.query('update motion_alerts set delivered_at = null where truck_id = $1', [
      truck.id,
    ]);
    await restart();
    expect((await alertOf(truck.id))?.delivered_at).not.toBeNull();
    expect(await made(truck.id)).toEqual({ warnings: 1, notices: 1, mailJobs: 1 });

    // The outbox drained again (as by a second instance): the sent delivery is not sent again.
    await waitUntil('the delivery is recorded sent', async () => {
      const [row] = await fleet.db.query<{ state: string }>(
        'select state from alert_deliveries where warning_id = $1',
        [id],
      );
      return row?.state === 'sent';
    });
    await fleet.services.alertDeliveries.drain();
    expect(smtp.mails.filter((mail) => mail.data.includes(messageId))).toHaveLength(1);
  }, 120_000);
});
