import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { copyToPostgres } from '../../src/db/copy-to-postgres.js';
import { openPgliteDatabase } from '../../src/db/pglite-database.js';
import { createTruck, createUser, overspeedWarning } from '../factories.js';
import { freshDatabase } from '../support/fresh-database.js';
import { startTestConsole } from '../test-console.js';

/** More fixes than one fetch of the copy (5,000), in two months: two partitions. */
const FIXES = 6_000;
const FIRST_FIX_MS = Date.UTC(2025, 9, 31, 12, 0, 0); // 19:00 on 31 Oct in UTC+7

const wireTime = (ms: number) =>
  new Date(ms + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An embedded database filled through the console's API, closed again. */
async function filledEmbeddedDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-copy-source-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const fleet = await startTestConsole({}, { db: await openPgliteDatabase(dir) });
  try {
    const truck = await createTruck(fleet, { name: 'Xe đầu kéo Đà Nẵng' });
    const other = await createTruck(fleet);
    const driver = await createUser(fleet, { fullname: 'Trần Thị Bích' });
    const key = await fleet.call('POST', '/api/devices/key', {
      token: fleet.adminToken,
      body: { device_id: truck.device_id },
    });
    const positions = Array.from({ length: FIXES }, (_, i) => ({
      device_id: truck.device_id,
      time: wireTime(FIRST_FIX_MS + i * 10_000),
      lat: 16.05 + i / 100_000,
      lon: 108.2,
      speed_kmh: 42,
      attributes: i === 0 ? { note: 'tab\there\nand a back\\slash' } : undefined,
    }));
    const batch = await fleet.call('POST', '/api/ingest/positions', {
      body: { positions },
      headers: { 'x-device-key': key.body.data.key as string },
    });
    expect(batch.body.data).toMatchObject({ accepted: FIXES, rejected: [] });
    const manual = await fleet.call('POST', '/canh_bao/tao_canh_bao', {
      token: fleet.adminToken,
      body: { plate: other.plate, content: 'Kiểm tra lốp xe' },
    });
    expect(manual.status).toBeLessThan(300);
    await fleet.services.warnings.raiseSystem(overspeedWarning(truck.id, 1, 'copy-1'));
    return { dir, truck, other, driver };
  } finally {
    await fleet.close();
  }
}

/** An empty PostgreSQL database; the console started on it at the end closes it. */
async function openTarget(): Promise<Database> {
  const { db, drop } = await freshDatabase({ empty: true });
  cleanups.push(drop);
  return db;
}

describe.runIf(process.env.DATABASE_URL)('copying the embedded database into PostgreSQL', () => {
  it('copies every table with the same counts and values, and refuses a second copy', async () => {
    const { dir, truck, other, driver } = await filledEmbeddedDatabase();
    const source = await openPgliteDatabase(dir);
    cleanups.push(() => source.close());
    const target = await openTarget();

    const lines: string[] = [];
    const counts = await copyToPostgres(source, target, (line) => lines.push(line));
    expect(counts.filter((c) => c.source !== c.target)).toEqual([]);
    const count = (table: string) => counts.find((c) => c.table === table)?.target;
    expect(count('positions_2025_10')! + count('positions_2025_11')!).toBe(FIXES);
    expect(count('positions_2025_10')).toBeGreaterThan(0);
    expect(count('trucks')).toBe(2);
    expect(count('users')).toBeGreaterThanOrEqual(2);
    expect(count('warnings')).toBeGreaterThanOrEqual(2);
    expect(lines.some((line) => line.startsWith('  positions_2025_11: '))).toBe(true);

    const [copiedTruck] = await target.query<{ plate: string; name: string }>(
      'select plate, name from trucks where id = $1',
      [truck.id],
    );
    expect(copiedTruck).toEqual({ plate: truck.plate, name: 'Xe đầu kéo Đà Nẵng' });
    const [copiedDriver] = await target.query<{ fullname: string }>(
      'select fullname from users where username = $1',
      [driver.username],
    );
    expect(copiedDriver?.fullname).toBe('Trần Thị Bích');
    const [first] = await target.query<{ fix_time: Date; lat: number; attributes: unknown }>(
      'select fix_time, lat, attributes from positions where truck_id = $1 order by fix_time limit 1',
      [truck.id],
    );
    expect(first).toEqual({
      fix_time: new Date(FIRST_FIX_MS),
      lat: 16.05,
      attributes: { note: 'tab\there\nand a back\\slash' },
    });
    const warnings = await target.query<{ truck_id: number; content: string }>(
      'select truck_id, content from warnings order by id',
    );
    expect(warnings).toContainEqual({ truck_id: other.id, content: 'Kiểm tra lốp xe' });
    // The identities go on where the embedded database left them.
    const sequence = `select sequencename as name, last_value::text as value from pg_sequences
      where schemaname = 'public' order by 1`;
    expect(await target.query(sequence)).toEqual(await source.query(sequence));

    await expect(copyToPostgres(source, target, () => {})).rejects.toThrow(/not empty/);
    expect(await target.query('select count(*)::int as n from trucks')).toEqual([{ n: 2 }]);

    // The console runs on the copy: the driver logs in with the same password, the truck
    // stands where its last fix put it.
    const fleet = await startTestConsole({}, { db: target });
    try {
      await fleet.login(driver.username, driver.password);
      const list = await fleet.call('POST', '/truck/get_current_truck_list', {
        token: fleet.adminToken,
      });
      const copied = list.body.data.find((t: { id: number }) => t.id === truck.id);
      expect(copied.lat).toBeCloseTo(16.05 + (FIXES - 1) / 100_000, 8);
    } finally {
      await fleet.close();
    }
    // Two embedded databases migrated and filled, then a copy: a minute on two busy cores.
  }, 120_000);
});
