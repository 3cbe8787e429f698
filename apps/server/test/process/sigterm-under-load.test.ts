import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/open-database.js';
import { keepAliveClients, type Outcome } from '../support/keep-alive-clients.js';
import {
  adminWithTruck,
  freePort,
  freshPostgresUrl,
  startConsoleProcess,
} from './console-process.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const CLIENTS_PER_PORT = 12;
/** Clients reading the API document (~450 KB): long answers that must end whole. */
const DOCUMENT_CLIENTS = 4;
const DEVICE = 'sigterm-test';

/**
 * Keep-alive clients post fixes without a pause to the main port (/osmand) and to the
 * OsmAnd port; the console gets SIGTERM among them. Every answer is whole, every fix
 * answered 200 is stored, no request the console read goes unanswered (a fix stored under a
 * reset would be one the device thinks lost), and the process exits 0. Both engines.
 */
describe('SIGTERM under load', () => {
  it('answers what it read, resets no answer, drains the writer and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-sigterm-'));
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const fresh = await freshPostgresUrl(process.env.DATABASE_URL);
      databaseUrl = fresh.url;
      cleanups.push(fresh.drop);
    }
    const osmandPort = await freePort();
    const fleet = await startConsoleProcess(
      { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      { OSMAND_PORT: String(osmandPort) },
    );
    cleanups.push(() => fleet.kill('SIGKILL'));
    const { truckId } = await adminWithTruck(fleet.url, '29C30000', DEVICE);

    const base = Math.floor(Date.now() / 1000) - 2 * 86_400;
    let key = 0;
    const nextKey = () => (key += 1);
    const body = (k: number) => `id=${DEVICE}&timestamp=${base + k}&lat=21.02&lon=105.8&speed=20`;
    const mainPort = Number(new URL(fleet.url).port);
    const fixClients = [
      keepAliveClients({ port: mainPort, path: '/osmand', body }, CLIENTS_PER_PORT, nextKey),
      keepAliveClients({ port: osmandPort, path: '/', body }, CLIENTS_PER_PORT, nextKey),
    ];
    const documentClients = keepAliveClients(
      { port: mainPort, path: '/api/docs/json' },
      DOCUMENT_CLIENTS,
      nextKey,
    );
    const clients = [...fixClients, documentClients];
    await Promise.all(clients.map((group) => group.everyAnswered(3)));

    const exited = new Promise<number | null>((resolve) =>
      fleet.child.once('exit', (code) => resolve(code)),
    );
    const signalledAt = Date.now();
    const sentBefore = key;
    fleet.child.kill('SIGTERM');
    const code = await exited;
    const exitMs = Date.now() - signalledAt;
    const fixes = (await Promise.all(fixClients.map((group) => group.ended()))).flat();
    const outcomes = [...fixes, ...(await documentClients.ended())];

    const db = await openDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }));
    const stored = new Set(
      (
        await db.query<{ t: string }>(
          'select extract(epoch from fix_time)::bigint as t from positions where truck_id = $1',
          [truckId],
        )
      ).map((row) => Number(row.t) - base),
    );
    await db.close();

    const count = (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind).length;
    console.info(
      `SIGTERM under load: exit ${code} after ${exitMs} ms; ${sentBefore} requests before the ` +
        `signal, ${key - sentBefore} after; answered ${count('answered')} ` +
        `(${outcomes.filter((o) => o.kind === 'answered' && o.closing).length} with Connection: close), ` +
        `unanswered ${count('unanswered')}, refused ${count('refused')}, cut ${count('cut')}`,
    );
    expect(code).toBe(0);
    expect(outcomes.filter((o) => o.kind === 'cut')).toEqual([]);
    const answered = outcomes.filter((o) => o.kind === 'answered');
    expect(answered.filter((o) => o.status !== 200)).toEqual([]);
    // Each client's connection ended with an answer saying so, not with a reset.
    expect(outcomes.filter((o) => o.kind === 'unanswered' && o.reused)).toEqual([]);
    expect(answered.some((o) => o.closing)).toBe(true);
    // The writer drained: every fix answered 200 is stored. A request reset before its
    // answer (a connection accepted as the port closed) was never read: its fix is not stored.
    expect(fixes.filter((o) => o.kind === 'answered' && !stored.has(o.key))).toEqual([]);
    expect(fixes.filter((o) => o.kind === 'unanswered' && stored.has(o.key))).toEqual([]);
  }, 180_000);
});
