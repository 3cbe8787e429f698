import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startRtspServer } from '../support/rtsp-server.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { waitUntil } from '../support/wait-until.js';
import {
  CONSOLE_START_BOUND_MS,
  adminWithTruck,
  freshPostgresUrl,
  QUICK_TAKEOVER,
  startConsoleProcess,
} from './console-process.js';

// Each test: two console starts, then waits of a minute.
const TEST_BOUND_MS = 2 * CONSOLE_START_BOUND_MS + 240_000;
const onPostgres = describe.skipIf(!process.env.DATABASE_URL);

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The motion engine's advisory-lock namespace (motion-repository.ts). */
const MOTION_LOCKS = 0x6d6f74;
const KMH_PER_KNOT = 1.852;

async function postFix(url: string, deviceId: string, timeMs: number, kmh: number, lon: number) {
  const answer = await fetch(`${url}/osmand`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `id=${deviceId}&timestamp=${timeMs / 1000}&lat=10.8&lon=${lon}&speed=${kmh / KMH_PER_KNOT}&ignition=true`,
  });
  expect(answer.status).toBe(200);
}

/** A truck's fixes, one every `step` seconds, ending now: `[minutes, km/h]` legs. */
async function drive(url: string, deviceId: string, legs: [number, number][], step: number) {
  const total = legs.reduce((sum, [minutes]) => sum + minutes * 60, 0);
  let time = Date.now() - total * 1000;
  let lon = 106.7;
  for (const [minutes, kmh] of legs)
    for (let s = 0; s < minutes * 60; s += step) {
      await postFix(url, deviceId, time, kmh, lon);
      time += step * 1000;
      lon += (kmh / 3600 / 109) * step;
    }
  return time - step * 1000;
}

async function client(url: string): Promise<pg.Client> {
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  cleanups.push(() => connection.end().catch(() => {}));
  return connection;
}

const processedUntil = async (db: pg.Client, truckId: number) =>
  Number(
    (
      await db.query<{ ms: string }>(
        `select extract(epoch from processed_until)::float8 * 1000 as ms
           from motion_cursors where truck_id = $1`,
        [truckId],
      )
    ).rows[0]?.ms ?? 0,
  );

/** Several console processes on one PostgreSQL; one dies with kill -9 at a chosen moment. */
onPostgres('failover between console processes', { timeout: TEST_BOUND_MS }, () => {
  it('the trucks of a killed instance are processed by the other within a minute', async () => {
    const fresh = await freshPostgresUrl(process.env.DATABASE_URL!);
    cleanups.push(fresh.drop);
    const first = await startConsoleProcess({ DATABASE_URL: fresh.url }, QUICK_TAKEOVER);
    cleanups.push(() => first.kill('SIGKILL'));
    const second = await startConsoleProcess({ DATABASE_URL: fresh.url }, QUICK_TAKEOVER);
    cleanups.push(() => second.kill('SIGTERM'));
    const db = await client(fresh.url);

    // Each engine has started (its start-up reconcile is behind it): a fix to each is processed.
    for (const [index, instance] of [first, second].entries()) {
      const { truckId } = await adminWithTruck(instance.url, `29C9000${index}`, `warm-${index}`);
      const last = await drive(instance.url, `warm-${index}`, [[1, 40]], 30);
      await waitUntil(
        'a warm-up fix is processed',
        async () => (await processedUntil(db, truckId)) >= last,
        {
          timeoutMs: 60_000,
        },
      );
    }

    const trucks: { truckId: number; device: string; last: number }[] = [];
    for (let i = 0; i < 3; i += 1) {
      const device = `failover-${i}`;
      const { truckId } = await adminWithTruck(first.url, `29C1234${i}`, device);
      trucks.push({ truckId, device, last: 0 });
    }
    // The first instance commits their fixes while its engine finds them busy, then dies.
    const locks = await client(fresh.url);
    for (const { truckId } of trucks)
      await locks.query('select pg_advisory_lock($1, $2)', [MOTION_LOCKS, truckId]);
    for (const truck of trucks)
      truck.last = await drive(
        first.url,
        truck.device,
        [
          [5, 50],
          [2, 0],
        ],
        30,
      );
    for (const { truckId } of trucks) expect(await processedUntil(db, truckId)).toBe(0);
    await first.kill('SIGKILL');
    await locks.query('select pg_advisory_unlock_all()');

    const waited = await waitUntil(
      "the other instance processed the dead one's trucks",
      async () => {
        for (const { truckId, last } of trucks)
          if ((await processedUntil(db, truckId)) < last) return false;
        return true;
      },
      { timeoutMs: 60_000, everyMs: 250 },
    );
    console.info(`trucks of the killed instance processed ${waited} ms after kill -9`);
    const trips = await db.query('select truck_id from motion_trips where truck_id = any($1)', [
      trucks.map((t) => t.truckId),
    ]);
    expect(trips.rows).toHaveLength(3);
  });

  it('kill -9 between a violation and its warning: after a restart, one warning, one notice, one mail', async () => {
    const fresh = await freshPostgresUrl(process.env.DATABASE_URL!);
    cleanups.push(fresh.drop);
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    const extra = { SMTP_URL: `${smtp.url}?from=canhbao@fleet.test` };
    const first = await startConsoleProcess({ DATABASE_URL: fresh.url }, extra);
    cleanups.push(() => first.kill('SIGKILL'));
    const { token, truckId } = await adminWithTruck(first.url, '51C24680', 'crash-1');
    const call = (path: string, method: string, body: object) =>
      fetch(`${first.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify(body),
      });
    expect((await call('/warehouse/add_email', 'POST', { email: 'ca@example.com' })).status).toBe(
      201,
    );
    expect(
      (await call('/api/warnings/mail_settings', 'PUT', { types: ['overspeed'] })).status,
    ).toBe(200);

    const db = await client(fresh.url);
    // Whatever writes a warning now waits: the violation's delivery stops right there.
    const holder = await client(fresh.url);
    await holder.query('begin');
    await holder.query('lock table warnings in access exclusive mode');
    await drive(
      first.url,
      'crash-1',
      [
        [1, 60],
        [0.5, 108],
        [1, 60],
      ],
      2,
    );
    await waitUntil(
      'the engine committed the violation and its delivery waits on the warnings table',
      async () => {
        const claimed = await db.query(
          `select 1 from motion_alerts where truck_id = $1 and kind = 'overspeed'`,
          [truckId],
        );
        const waiting = await db.query(
          `select 1 from pg_stat_activity
            where wait_event_type = 'Lock' and query ilike 'insert into warnings%'`,
        );
        return claimed.rows.length === 1 && waiting.rows.length > 0;
      },
      { timeoutMs: 60_000 },
    );
    await first.kill('SIGKILL');
    await holder.query('rollback');

    const second = await startConsoleProcess({ DATABASE_URL: fresh.url }, extra);
    cleanups.push(() => second.kill('SIGTERM'));
    const count = async (sql: string) => Number((await db.query(sql, [truckId])).rows[0].n);
    await waitUntil(
      'the restarted console wrote the warning and sent its mail',
      async () =>
        (await count(
          `select count(*) as n from alert_deliveries d join warnings w on w.id = d.warning_id
            where w.truck_id = $1 and d.state = 'sent'`,
        )) > 0,
      { timeoutMs: 90_000 },
    );
    const [warning] = (await db.query('select id from warnings where truck_id = $1', [truckId]))
      .rows as { id: number }[];
    const id = warning!.id;
    await smtp.waitFor((mail) => mail.data.includes(`<warning-${id}-`));
    expect(
      await count(
        `select count(*) as n from motion_alerts where truck_id = $1 and delivered_at is null`,
      ),
    ).toBe(0);
    expect(await count(`select count(*) as n from warnings where truck_id = $1`)).toBe(1);
    expect(
      await count(
        `select count(*) as n from notices where truck_id = $1 and kind = 'overspeed_warning'`,
      ),
    ).toBe(1);
    expect(
      await count(
        `select count(*) as n from alert_deliveries d join warnings w on w.id = d.warning_id
          where w.truck_id = $1`,
      ),
    ).toBe(1);
    expect(smtp.mails.filter((mail) => mail.data.includes(`<warning-${id}-`))).toHaveLength(1);
  });

  it('the warehouse download of a killed instance is taken over by the other within a minute', async () => {
    const fresh = await freshPostgresUrl(process.env.DATABASE_URL!);
    cleanups.push(fresh.drop);
    const rtsp = await startRtspServer({ livePaths: 1 });
    cleanups.push(() => rtsp.stop());
    // Secrets every instance must share (sealed NVR passwords, signed links).
    const shared = {
      CAMERA_KEY: 'c'.repeat(64),
      MEDIA_URL_SECRET: 'media-url-secret-shared-by-all-instances',
      ...QUICK_TAKEOVER,
    };
    const first = await startConsoleProcess({ DATABASE_URL: fresh.url }, shared);
    cleanups.push(() => first.kill('SIGKILL'));
    const { token } = await adminWithTruck(first.url, '51C13579', 'warehouse-1');
    const call = (path: string, body: object) =>
      fetch(`${first.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify(body),
      });
    const saved = await call('/api/warehouse/channels/save', {
      ip: '127.0.0.1',
      channel: 1,
      name: 'Cổng kho A',
      warehouse: 'Kho Bình Dương',
      vendor: 'hikvision',
      port: rtsp.port,
      username: 'admin',
      password: 'mật-khẩu-kho',
    });
    expect(saved.status).toBe(200);
    // A 10-minute block: the NVR plays it back at real time, so the first instance is busy.
    const listed = await call('/warehouse/get_list_video', {
      ip: '127.0.0.1',
      channel: 1,
      start_date: '2026-11-20 10:00:00',
      end_date: '2026-11-20 10:10:00',
    });
    expect(listed.status).toBe(200);
    const db = await client(fresh.url);
    const attempts = async () =>
      Number(
        (await db.query<{ n: number }>('select max(attempts) as n from warehouse_videos')).rows[0]
          ?.n ?? 0,
      );
    await waitUntil(
      'the first instance downloads the block',
      async () => (await attempts()) === 1,
      {
        timeoutMs: 60_000,
      },
    );

    const second = await startConsoleProcess({ DATABASE_URL: fresh.url }, shared);
    cleanups.push(() => second.kill('SIGKILL'));
    // Still the first attempt (its lease kept beating): only the kill can start a second one.
    expect(await attempts()).toBe(1);
    await first.kill('SIGKILL');
    const waited = await waitUntil(
      'the other instance took the download over',
      async () => (await attempts()) === 2,
      { timeoutMs: 60_000, everyMs: 250 },
    );
    console.info(`warehouse download of the killed instance taken over ${waited} ms after kill -9`);
    const [video] = (await db.query<{ status: string }>('select status from warehouse_videos'))
      .rows;
    expect(video?.status).toBe('downloading');
  });
});
