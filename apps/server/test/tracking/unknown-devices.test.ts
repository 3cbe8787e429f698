import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import {
  UNKNOWN_DEVICES_KEPT,
  unknownDevices,
} from '../../src/areas/fleet/devices/unknown-devices.js';
import { waitUntil } from '../support/wait-until.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(() => fleet.close());

const storedIds = async () =>
  (
    await fleet.db.query<{ device_id: string }>(
      'select device_id from unknown_devices order by last_seen, device_id',
    )
  ).map((row) => row.device_id);

describe('unknown devices', () => {
  it('a flood of made-up OsmAnd ids keeps only the most recent ones, in the table and the list', async () => {
    const flood = Array.from({ length: UNKNOWN_DEVICES_KEPT + 60 }, (_, i) => `flood-${i}`);
    for (const id of flood) {
      expect((await fleet.call('POST', `/osmand?id=${id}&lat=10.9&lon=106.8`)).status).toBe(200);
    }
    // The list writes what is pending first: the table and the list agree.
    const listed = await fleet.call('POST', '/api/devices/unknown', { token: fleet.adminToken });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(UNKNOWN_DEVICES_KEPT);
    const stored = new Set(await storedIds());
    expect(stored.size).toBe(UNKNOWN_DEVICES_KEPT);
    expect(stored.has(flood.at(-1)!)).toBe(true);
    expect(stored.has(flood[0]!)).toBe(false);
  });

  it('remembers at most as many ids in memory, and counts every message of a chatty one', async () => {
    await fleet.db.query('delete from unknown_devices');
    let now = 1_000_000;
    const devices = unknownDevices(fleet.db, { kept: 5, clock: () => now });
    for (let i = 0; i < 40; i++) {
      await devices.record(`stray-${i}`, null);
      now += 1;
    }
    expect(devices.remembered()).toBe(5);
    await devices.flush();
    expect(await storedIds()).toEqual(['stray-35', 'stray-36', 'stray-37', 'stray-38', 'stray-39']);

    // Messages between two writes are counted in memory and stored with the next write.
    for (let i = 0; i < 3; i++) await devices.record('stray-39', { lat: 10.5, lon: 106.5 });
    await devices.record('stray-39', { lat: 10.6, lon: 106.6 });
    await devices.record('stray-39', null);
    await devices.flush();
    const [row] = await fleet.db.query<{ messages: number; lat: number }>(
      "select messages, lat from unknown_devices where device_id = 'stray-39'",
    );
    expect(row).toEqual({ messages: 6, lat: 10.6 });
    expect(devices.remembered()).toBe(5);
    await devices.close();
  });

  it('10,000 unknown ids at once cost the database a few batched statements, not one each', async () => {
    await fleet.db.query('delete from unknown_devices');
    let statements = 0;
    const counted: Database = {
      ...fleet.db,
      query: (text, params, options) => {
        statements += 1;
        return fleet.db.query(text, params, options);
      },
    };
    const devices = unknownDevices(counted, { writeEveryMs: 10 });
    for (let i = 0; i < 10_000; i++) await devices.record(`burst-${i}`, null);
    // Nothing was asked of the database while the messages came: memory only.
    expect(statements).toBe(0);
    await waitUntil('the burst written', async () => (await storedIds()).length === 1_000, {
      everyMs: 20,
    });
    await devices.close();
    const stored = await storedIds();
    expect(stored.at(-1)).toBe('burst-9999');
    expect(stored[0]).toBe('burst-9000');
    // 1,000 remembered, 200 a statement: five upserts and five prunes at most.
    expect(statements).toBeLessThanOrEqual(10);
  });
});
