import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { THealth } from '@fleet/contracts';
import { openPgliteDatabase } from '../../src/db/pglite-database.js';
import { openPostgresDatabase } from '../../src/db/postgres-database.js';
import { createTruck } from '../factories.js';
import { postgresBehindProxy } from '../support/postgres-proxy.js';
import { mountTmpfs, type Tmpfs } from '../support/tmpfs.js';
import { freshDatabase } from '../support/fresh-database.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function health(fleet: TestConsole) {
  const answer = await fleet.call<{ data: THealth }>('GET', '/api/health');
  return { http: answer.status, ...answer.body.data };
}

const problemsOf = async (fleet: TestConsole) =>
  (await health(fleet)).problems.map(({ reason, subject }) => `${reason} ${subject}`).sort();

/** A fix through `/osmand`, and whether it is in the database afterwards. */
async function fixStored(fleet: TestConsole, deviceId: string, minutesAgo: number) {
  const time = new Date(Date.now() - minutesAgo * 60_000);
  const answer = await fleet.call('POST', '/osmand', {
    body: {
      device_id: deviceId,
      location: { timestamp: time.toISOString(), coords: { latitude: 21, longitude: 105.8 } },
    },
  });
  const rows = await fleet.db.query(
    `select 1 from positions p join trucks t on t.id = p.truck_id
      where t.device_id = $1 and p.fix_time = $2`,
    [deviceId, time],
  );
  return { status: answer.status, stored: rows.length === 1 };
}

/** Each case starts a console of its own (migrations included) on a machine shared with others. */
const START_AND_RUN_MS = 120_000;

describe('/api/health', () => {
  it(
    'answers 200 with no problem and no reason',
    async () => {
      const fleet = await startTestConsole();
      cleanups.push(() => fleet.close());
      const answer = await health(fleet);
      expect(answer).toMatchObject({ http: 200, status: 'ok', problems: [] });
      expect(answer.reasons).toEqual([]);
    },
    START_AND_RUN_MS,
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'answers 503 naming the database while PostgreSQL is away, and 200 once it is back',
    async () => {
      const { url, proxy, drop } = await postgresBehindProxy(process.env.DATABASE_URL!);
      cleanups.push(drop);
      const db = await openPostgresDatabase(url);
      const fleet = await startTestConsole({}, { db });
      cleanups.push(() => fleet.close());
      const truck = await createTruck(fleet);
      expect((await fixStored(fleet, truck.device_id!, 30)).stored).toBe(true);

      await proxy.cut();
      const away = await fleet.call<{ data: THealth }>('GET', '/api/health');
      expect(away.status).toBe(503);
      expect(away.body.data.status).toBe('unavailable');
      expect(away.body.data.reasons).toEqual(['database_unreachable']);
      expect(away.body.data.problems).toEqual([
        { reason: 'database_unreachable', subject: 'database', message: expect.any(String) },
      ]);
      expect(JSON.stringify(away.body)).not.toMatch(/127\.0\.0\.1|fleet_health|password/);

      await proxy.restore();
      expect(await health(fleet)).toMatchObject({ http: 200, status: 'ok', problems: [] });
      expect(await fixStored(fleet, truck.device_id!, 20)).toEqual({ status: 200, stored: true });
    },
    START_AND_RUN_MS,
  );

  // A RAM disk of the test's own (mount -t tmpfs, as root); elsewhere this case is skipped.
  const disk = mountTmpfs(1);
  if (disk) {
    disk.unmount();
    fs.rmdirSync(disk.dir);
  }
  it.skipIf(!disk)(
    'answers 503 naming each full or read-only folder, and 200 once there is room',
    async () => {
      const dataDir = mountTmpfs(160)!;
      cleanups.push(() => dataDir.unmount());
      // The embedded database in the data folder; on PostgreSQL only the files are on this disk.
      const pglite = !process.env.DATABASE_URL;
      const { db, drop } = pglite
        ? { db: await openPgliteDatabase(path.join(dataDir.dir, 'db')), drop: () => {} }
        : await freshDatabase();
      cleanups.push(drop);
      const fleet = await startTestConsole({ DATA_DIR: dataDir.dir }, { db });
      cleanups.push(() => fleet.close());
      const truck = await createTruck(fleet);
      expect(await health(fleet)).toMatchObject({ http: 200, status: 'ok', problems: [] });

      dataDir.fill();
      const full = await fleet.call<{ data: THealth }>('GET', '/api/health');
      expect(full.status).toBe(503);
      expect(full.body.data).toMatchObject({ status: 'unavailable', reasons: ['storage_full'] });
      expect(await problemsOf(fleet)).toEqual(
        pglite ? ['storage_full database', 'storage_full files'] : ['storage_full files'],
      );
      expect(full.body.data.problems[0]!.message).toMatch(/MB free, less than the 64 MB/);

      dataDir.unfill();
      expect(await health(fleet)).toMatchObject({ http: 200, status: 'ok', problems: [] });
      expect(await fixStored(fleet, truck.device_id!, 10)).toEqual({ status: 200, stored: true });

      // The files folder on a disk of its own, mounted read-only (an operator's mistake).
      const files = mountTmpfs(80, path.join(dataDir.dir, 'files')) as Tmpfs;
      cleanups.push(() => files.unmount());
      files.remount('ro');
      expect(fs.existsSync(files.dir)).toBe(true);
      const readOnly = await fleet.call<{ data: THealth }>('GET', '/api/health');
      expect(readOnly.status).toBe(503);
      expect(readOnly.body.data.problems).toEqual([
        {
          reason: 'storage_read_only',
          subject: 'files',
          message: 'The files folder cannot be written (EROFS)',
        },
      ]);
      files.remount('rw');
      expect((await health(fleet)).http).toBe(200);
    },
    START_AND_RUN_MS,
  );
});
