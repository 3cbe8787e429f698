import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_SETTINGS_DEFAULTS, type TTruck } from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { feedBatch, settle } from '../motion/motion-feed.js';
import { streamBuilder, type BuiltFix } from '../motion/stream-builder.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { purgeFixture, type PurgeFixture } from './purge-fixture.js';

/**
 * The purge's clock: 2026-11-15 12:00 company time. With the defaults, journey data before
 * 2025-11-15 (so the months up to October 2025), camera media before 2026-08-15, delivery
 * photos before 2024-11-15 and violation records before 2023-11-15 are past retention.
 */
const NOW = new Date('2026-11-15T05:00:00Z');
const KEPT = { start_time: '2025-11-01 00:00:00', end_time: '2026-01-31 23:59:59' };
const OLD = { start_time: '2025-09-01 00:00:00', end_time: '2025-10-31 23:59:59' };

let fleet: TestConsole;
let truck: TTruck;
let fixture: PurgeFixture;
const logLines: string[] = [];

/** One morning of a truck: half an hour at 60, five minutes at 100 (overspeed), a stop. */
function morning(start: string): BuiltFix[] {
  return streamBuilder(start).drive(30, 60).drive(5, 100).stop(20).fixes;
}

const report = (code: string, period: object) =>
  fleet.call('POST', `/api/reports/${code}`, {
    token: fleet.adminToken,
    body: { plate: truck.plate, ...period },
  });

/** The reports the engine's tables feed, over the kept months and over dropped ones. */
async function reports() {
  const answers = [];
  for (const period of [KEPT, OLD])
    for (const code of ['b1-2', 'b2-2', 'b3', 'b4', 'b5-1']) {
      const answer = await report(code, period);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      answers.push([code, period.start_time, answer.body.data]);
    }
  return answers;
}

/** The engine's rows of the truck that reach into the kept months, as stored. */
async function keptRows() {
  const rows: Record<string, unknown[]> = {};
  for (const table of ['motion_trips', 'motion_stops', 'motion_sessions', 'motion_overspeeds'])
    rows[table] = await fleet.db.query(
      `select * from ${table} where truck_id = $1 and end_time >= '2025-11-01T00:00:00Z'
        order by start_time`,
      [truck.id],
    );
  rows.motion_daily = await fleet.db.query(
    `select * from motion_daily where truck_id = $1 order by day, driver_username`,
    [truck.id],
  );
  return rows;
}

const count = async (sql: string, params: unknown[] = []) =>
  (await fleet.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]!.n;
const partitions = async () =>
  (
    await fleet.db.query<{ name: string }>(
      `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'positions'::regclass order by 1`,
    )
  ).map((row) => row.name);
const purgeLogs = () =>
  logLines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'retention purge');
const noticesOf = async (token: string) =>
  (
    await fleet.call('POST', '/warehouse/notification_list', { token, body: { limit: 500 } })
  ).body.data.filter((notice: { kind: string }) => notice.kind === 'retention_purge');

beforeAll(async () => {
  fleet = await startTestConsole(
    { LOG_LEVEL: 'info', SNAPSHOT_INTERVAL_MIN: '0' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  truck = await createTruck(fleet, { speed_limit_kmh: 80 });
  const driver = await createUser(fleet);
  await fleet.call('POST', '/api/trucks/assignments/create', {
    token: fleet.adminToken,
    body: {
      truck_id: truck.id,
      driver_username: driver.username,
      valid_from: '2023-01-01 00:00:00',
    },
  });
  await feedBatch(fleet, truck, [
    ...morning('2023-09-05T01:00:00Z'),
    ...morning('2025-09-10T01:00:00Z'),
    ...morning('2025-10-20T01:00:00Z'),
    ...morning('2025-11-05T01:00:00Z'),
    ...morning('2026-01-10T01:00:00Z'),
  ]);
  fixture = await purgeFixture(fleet, truck, NOW);
});
afterAll(async () => {
  await fleet?.close();
});

describe('retention settings', () => {
  it('refuse values below the legal floors, naming each field', async () => {
    const answer = await fleet.call('PUT', '/api/settings', {
      token: fleet.adminToken,
      body: {
        ...DOMAIN_SETTINGS_DEFAULTS,
        journey_retention_months: 11,
        camera_media_retention_months: 2,
        delivery_photo_retention_months: 0,
        violation_retention_months: 35,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(answer.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'camera_media_retention_months',
      'delivery_photo_retention_months',
      'journey_retention_months',
      'violation_retention_months',
    ]);
    const read = await fleet.call('GET', '/api/settings', { token: fleet.adminToken });
    expect(read.body.data.journey_retention_months).toBe(12);
  });
});

describe('the daily purge', () => {
  let before: Awaited<ReturnType<typeof reports>>;
  let rowsBefore: Awaited<ReturnType<typeof keptRows>>;

  it('drops whole months past the journey retention and keeps violation records', async () => {
    before = await reports();
    rowsBefore = await keptRows();
    expect(await partitions()).toEqual([
      'positions_2023_09',
      'positions_2025_09',
      'positions_2025_10',
      'positions_2025_11',
      'positions_2026_01',
    ]);
    const sessionsBefore = await count('motion_sessions where start_time >= $1', [
      '2024-01-01T00:00:00Z',
    ]);
    const stopsBefore = await count('motion_stops where start_time >= $1', [
      '2024-01-01T00:00:00Z',
    ]);
    expect(await count(`motion_stops where end_time < '2025-11-01T00:00:00Z'`)).toBeGreaterThan(0);

    const { removed, complete } = await fleet.services.retention.purge({ now: NOW });

    expect(complete).toBe(true);
    expect(removed.position_months).toEqual(['2023-09', '2025-09', '2025-10']);
    // November 2025 began more than a year ago, but ends inside the year: kept whole.
    expect(await partitions()).toEqual(['positions_2025_11', 'positions_2026_01']);
    // Trips went with their months; sessions, overspeeds and the stops B.5.1/B.5.2 count are
    // violation records.
    expect(await count(`motion_trips where start_time < '2025-11-01T00:00:00Z'`)).toBe(0);
    expect(await count('motion_stops where start_time >= $1', ['2024-01-01T00:00:00Z'])).toBe(
      stopsBefore,
    );
    expect(await count(`motion_stops where end_time < '2024-01-01T00:00:00Z'`)).toBe(0);
    expect(await count('motion_sessions where start_time >= $1', ['2024-01-01T00:00:00Z'])).toBe(
      sessionsBefore,
    );
    expect(await count(`motion_sessions where start_time < '2024-01-01T00:00:00Z'`)).toBe(0);
    expect(await count(`motion_overspeeds where start_time < '2024-01-01T00:00:00Z'`)).toBe(0);
    expect(await count(`motion_overspeeds where start_time >= '2025-09-01T00:00:00Z'`)).toBe(4);
    // Engine checkpoints before the first kept company day are gone; one stands at it.
    expect(await count(`motion_checkpoints where day < '2025-11-02'`)).toBe(0);
    expect(
      (
        await fleet.db.query<{ day: string }>(
          `select to_char(day, 'YYYY-MM-DD') as day from motion_checkpoints
            where truck_id = $1 order by day`,
          [truck.id],
        )
      ).map((row) => row.day),
    ).toEqual(['2025-11-02', '2025-11-05', '2026-01-10']);
  });

  it('leaves every report of the kept months, and the violation reports, as they were', async () => {
    const after = await reports();
    const unchanged = (answers: typeof before) =>
      answers.filter(
        ([code, start]) =>
          start === KEPT.start_time || ['b2-2', 'b3', 'b5-1'].includes(code as string),
      );
    expect(unchanged(after)).toEqual(unchanged(before));
    // A recompute after the purge starts at the horizon, from the state the first run had
    // there (the truck parked across it): nothing before it is lost, nothing after changes.
    fleet.services.motion.recompute(truck.id);
    await settle(fleet);
    expect(unchanged(await reports())).toEqual(unchanged(before));
    expect(await keptRows()).toEqual(rowsBefore);
  });

  it('removes media, delivery photos and violation warnings past retention with their blobs', async () => {
    for (const [table, id] of fixture.removed)
      expect(await count(`${table} where id = $1`, [id]), `${table} ${id}`).toBe(0);
    for (const [table, id] of fixture.kept)
      expect(await count(`${table} where id = $1`, [id]), `${table} ${id}`).toBe(1);
    for (const key of fixture.removedBlobs) expect(await fleet.services.blobs.stat(key)).toBeNull();
    for (const key of fixture.keptBlobs)
      expect(await fleet.services.blobs.stat(key)).not.toBeNull();
  });

  it('prunes ended sessions and old snapshot claims, and keeps live sessions', async () => {
    expect(
      await count('sessions where token_hash = any($1::text[])', [fixture.endedSessions]),
    ).toBe(0);
    const live = await fleet.call('GET', '/api/settings', { token: fleet.adminToken });
    expect(live.status).toBe(200);
    expect(
      await count('media_snapshot_slots where slot = any($1::bigint[])', [fixture.slots]),
    ).toBe(1);
  });

  it('tells admins once and logs one line per run; a second run removes nothing', async () => {
    const again = await fleet.services.retention.purge({ now: NOW });
    expect(again.removed).toMatchObject({
      position_months: [],
      journey_rows: 0,
      checkpoints: 0,
      violation_rows: 0,
      violation_warnings: 0,
      camera_images: 0,
      camera_videos: 0,
      delivery_photos: 0,
      blobs: 0,
      sessions: 0,
    });
    const notices = await noticesOf(fleet.adminToken);
    expect(notices).toHaveLength(1);
    expect(notices[0].params).toMatchObject({
      months: '2023-09, 2025-09, 2025-10',
      images: 1,
      videos: 1,
      photos: 1,
    });
    expect(notices[0].params.violations).toBeGreaterThan(0);
    const clerk = await createUser(fleet, { role: 'warehouse_manager' });
    expect(await noticesOf(clerk.token)).toHaveLength(0);

    const logs = purgeLogs();
    expect(logs).toHaveLength(2);
    expect(logs[0].retention_purge.removed.position_months).toEqual([
      '2023-09',
      '2025-09',
      '2025-10',
    ]);
    expect(logs[0].retention_purge.months).toEqual({
      journey_retention_months: 12,
      camera_media_retention_months: 3,
      delivery_photo_retention_months: 24,
      violation_retention_months: 36,
    });
  });

  it('holds to the floors when the settings row was changed by hand', async () => {
    await fleet.db.query(
      `insert into settings (key, value) values ('domain', $1)
       on conflict (key) do update set value = settings.value || excluded.value`,
      [
        JSON.stringify({
          journey_retention_months: 1,
          camera_media_retention_months: 0,
          delivery_photo_retention_months: -1,
          violation_retention_months: 1,
        }),
      ],
    );
    fleet.services.settings.forget();
    const read = await fleet.call('GET', '/api/settings', { token: fleet.adminToken });
    expect(read.body.data).toMatchObject({
      journey_retention_months: 12,
      camera_media_retention_months: 3,
      delivery_photo_retention_months: 3,
      violation_retention_months: 36,
    });

    const { removed } = await fleet.services.retention.purge({ now: NOW });
    // Only what the floors allow: the photo of June 2025 is older than three months.
    expect(removed.position_months).toEqual([]);
    expect(removed.delivery_photos).toBe(1);
    expect(removed).toMatchObject({ camera_images: 0, camera_videos: 0, violation_rows: 0 });
    expect(await partitions()).toEqual(['positions_2025_11', 'positions_2026_01']);
    for (const [table, id] of fixture.kept.filter(([, id]) => id !== fixture.photoOfJune))
      expect(await count(`${table} where id = $1`, [id]), `${table} ${id}`).toBe(1);
    expect(
      await count(`motion_sessions where start_time >= '2025-09-01T00:00:00Z'`),
    ).toBeGreaterThan(0);
  });

  it('stores a late fix for a dropped month without deriving it, and drops it again', async () => {
    await feedBatch(fleet, truck, streamBuilder('2025-09-15T01:00:00Z').drive(10, 60).fixes);
    expect(await partitions()).toContain('positions_2025_09');
    expect(await count(`motion_trips where start_time < '2025-11-01T00:00:00Z'`)).toBe(0);
    const { removed } = await fleet.services.retention.purge({ now: NOW });
    expect(removed.position_months).toEqual(['2025-09']);
    expect(await partitions()).toEqual(['positions_2025_11', 'positions_2026_01']);
  });
});
