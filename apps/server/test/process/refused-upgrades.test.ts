import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/open-database.js';
import { serverSocketsOf } from '../support/process-sockets.js';
import { waitUntil } from '../support/wait-until.js';
import { adminWithTruck, freshPostgresUrl, startConsoleProcess } from './console-process.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const DEVICE = 'upgrade-test';
const UPGRADES = 100;

const upgradeRequest = (url: string) =>
  `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
  'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n';

/**
 * An upgrade on a socket of its own, refused: the status the server answered and whether the
 * server has ended the connection since. With `hangUpFirst` the client ends its side as soon
 * as it has read the answer, as browsers do; otherwise it waits for the server to.
 */
function refusedUpgrade(port: number, url: string, hangUpFirst: boolean) {
  const socket = net.connect(port, '127.0.0.1');
  const upgrade = { localPort: 0, status: 0, serverEnded: false, error: '' };
  let text = '';
  socket.once('connect', () => (upgrade.localPort = socket.localPort!));
  socket.on('data', (chunk: Buffer) => {
    const first = text === '';
    text += chunk.toString('latin1');
    upgrade.status = Number(text.split(' ')[1]);
    if (first && hangUpFirst) socket.end();
  });
  socket.on('end', () => (upgrade.serverEnded = true));
  socket.on('error', (error: NodeJS.ErrnoException) => (upgrade.error = error.code ?? 'error'));
  socket.write(upgradeRequest(url));
  return upgrade;
}

/** A live WebSocket whose browser froze: upgraded, then it reads and answers nothing. */
async function frozenLiveSocket(port: number, token: string): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const switched = new Promise<string>((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (!text.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      socket.pause();
      resolve(text.split('\r\n')[0]!);
    };
    socket.on('data', onData);
  });
  socket.write(upgradeRequest(`/api/live?token=${token}`));
  expect(await switched).toBe('HTTP/1.1 101 Switching Protocols');
  return socket;
}

/**
 * Issue 31 item 5: each `/api/live` upgrade refused (no token, a made-up one, a signed-out
 * session, a malformed URL) left the server's socket half-closed, and SIGTERM afterwards
 * ran into the 9.5-s guard and exited 1 without draining. Both engines.
 */
describe('refused live upgrades and the stop after them', () => {
  it('ends every refused upgrade; SIGTERM then drains the writer and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-upgrades-'));
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const fresh = await freshPostgresUrl(process.env.DATABASE_URL);
      databaseUrl = fresh.url;
      cleanups.push(fresh.drop);
    }
    const fleet = await startConsoleProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    cleanups.push(() => fleet.kill('SIGKILL'));
    const port = Number(new URL(fleet.url).port);
    const { token, truckId } = await adminWithTruck(fleet.url, '29C40000', DEVICE);
    const signedOut = (await adminWithTruck(fleet.url, '29C40001', `${DEVICE}-2`)).token;
    const logout = await fetch(`${fleet.url}/api/user/logout`, {
      method: 'POST',
      headers: { token: signedOut },
    });
    expect(logout.status).toBe(200);

    const urls = [
      '/api/live',
      '/api/live?token=made-up',
      `/api/live?token=${signedOut}`,
      '/api/live?token=%E0%A4%A',
    ];
    const upgrades = [];
    // Ten at a time: the refusals overlap, as a page of reconnecting browsers would.
    for (let first = 0; first < UPGRADES; first += 10) {
      const batch = Array.from({ length: 10 }, (_, i) =>
        refusedUpgrade(port, urls[(first + i) % urls.length]!, (first + i) % 2 === 0),
      );
      upgrades.push(...batch);
      await waitUntil(
        `the server ends refused upgrades ${first + 1}–${first + 10}`,
        () => batch.every((upgrade) => upgrade.serverEnded || upgrade.error !== ''),
        { timeoutMs: 60_000 },
      );
    }
    expect(upgrades.filter((upgrade) => upgrade.error !== '')).toEqual([]);
    const statuses = new Map<number, number>();
    for (const { status } of upgrades) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
    // The server's side of each is gone too, not left half-closed.
    const peers = new Set(upgrades.map((upgrade) => upgrade.localPort));
    await waitUntil(
      'the server holds none of the refused sockets',
      () => serverSocketsOf(fleet.child.pid!, port, peers).length === 0,
    );

    // Left for the stop: a live browser that froze, and a fix acknowledged just before it.
    const frozen = await frozenLiveSocket(port, token);
    cleanups.push(async () => void frozen.destroy());
    const fixTime = Math.floor(Date.now() / 1000) - 60;
    const fix = await fetch(`${fleet.url}/osmand`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${DEVICE}&timestamp=${fixTime}&lat=21.02&lon=105.8&speed=20`,
    });
    expect(fix.status).toBe(200);

    const exited = new Promise<number | null>((resolve) =>
      fleet.child.once('exit', (code) => resolve(code)),
    );
    const signalledAt = Date.now();
    fleet.child.kill('SIGTERM');
    const code = await exited;
    console.info(
      `${UPGRADES} refused upgrades (${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}); ` +
        `SIGTERM with a frozen live socket: exit ${code} after ${Date.now() - signalledAt} ms`,
    );
    // 0 only when the stop finished: the guard that cuts it at 9.5 s exits 1.
    expect(code).toBe(0);

    const db = await openDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }));
    const stored = await db.query(
      'select 1 from positions where truck_id = $1 and fix_time = to_timestamp($2)',
      [truckId, fixTime],
    );
    await db.close();
    expect(stored).toHaveLength(1);
  }, 300_000);
});
