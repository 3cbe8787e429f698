import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_START_BOUND_MS,
  adminWithTruck,
  freshPostgresUrl,
  startConsoleProcess,
} from './console-process.js';

// Two console starts, one after the other.
const TEST_BOUND_MS = 2 * CONSOLE_START_BOUND_MS + 60_000;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const WRITERS = 24;
const DEVICES = 6;
/** The kill comes once this many fixes are acknowledged, however long a busy machine takes. */
const ACKNOWLEDGED_BEFORE_KILL = 300;

/**
 * Devices post fixes as fast as they can; the server is killed with SIGKILL mid-stream and
 * started again on the same data. Every fix that got a 200 must be there.
 */
describe('kill -9 under load', { timeout: TEST_BOUND_MS }, () => {
  it('loses no acknowledged position', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-kill-'));
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const fresh = await freshPostgresUrl(process.env.DATABASE_URL);
      databaseUrl = fresh.url;
      cleanups.push(fresh.drop);
    }
    const first = await startConsoleProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    cleanups.push(() => first.kill('SIGKILL'));
    const devices: string[] = [];
    for (let i = 0; i < DEVICES; i += 1) {
      devices.push(`kill-test-${i}`);
      await adminWithTruck(first.url, `29C${String(10_000 + i)}`, devices[i]!);
    }

    const acknowledged = new Set<string>();
    let enoughAcknowledged: () => void = () => {};
    const enough = new Promise<void>((resolve) => (enoughAcknowledged = resolve));
    let inFlight = 0;
    let inFlightAtKill = -1;
    let stop = false;
    let sequence = 0;
    const base = Math.floor(Date.now() / 1000) - 86_400;
    const writer = async (index: number) => {
      while (!stop) {
        const device = devices[index % DEVICES]!;
        sequence += 1;
        const timestamp = base + sequence;
        inFlight += 1;
        try {
          const answer = await fetch(`${first.url}/osmand`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: `id=${device}&timestamp=${timestamp}&lat=21.0${index}&lon=105.8&speed=20`,
          });
          if (answer.status === 200) {
            acknowledged.add(`${device}:${timestamp}`);
            if (acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL) enoughAcknowledged();
          }
        } catch {
          stop = true; // the server is gone
        } finally {
          inFlight -= 1;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, i) => writer(i));
    await enough;
    inFlightAtKill = inFlight;
    await first.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    console.info(`kill -9: ${acknowledged.size} acknowledged, ${inFlightAtKill} in flight`);

    const second = await startConsoleProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    cleanups.push(() => second.kill('SIGTERM'));
    const { token } = await adminWithTruck(second.url, '29C20000', 'kill-test-extra');
    const stored = new Set<string>();
    for (const device of devices) {
      const list = await fetch(`${second.url}/truck/truck_list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({ search: device }),
      });
      const [truck] = ((await list.json()) as { data: { plate: string }[] }).data;
      const route = await fetch(`${second.url}/truck/get_route_from_video`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({
          plate: truck!.plate,
          start_time: new Date((base - 60) * 1000).toISOString(),
          end_time: new Date((base + sequence + 60) * 1000).toISOString(),
        }),
      });
      const { points } = ((await route.json()) as { data: { points: { time: string }[] } }).data;
      expect(points.length).toBeGreaterThan(0);
      for (const point of points) stored.add(`${device}:${point.time}`);
    }
    // Compare by count per device using the acknowledged keys' wire times.
    const missing = [...acknowledged].filter((key) => {
      const [device, epoch] = key.split(':') as [string, string];
      return !stored.has(`${device}:${wireTime(Number(epoch))}`);
    });
    expect(missing).toEqual([]);
    console.info(`kill -9: ${stored.size} stored after restart`);
    // A batch may commit just before the kill without its answers getting out.
    expect(stored.size - acknowledged.size).toBeGreaterThanOrEqual(0);
    expect(stored.size - acknowledged.size).toBeLessThanOrEqual(Math.max(inFlightAtKill, WRITERS));
  });
});

/** The wire time of the product API (company zone, UTC+7). */
function wireTime(epochSeconds: number): string {
  const date = new Date((epochSeconds + 7 * 3600) * 1000);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
