import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import type { TLiveMessage } from '@fleet/contracts';
import {
  CONSOLE_START_BOUND_MS,
  adminWithTruck,
  freshPostgresUrl,
  startConsoleProcess,
} from './console-process.js';

// Two console starts, one after the other.
const TEST_BOUND_MS = 2 * CONSOLE_START_BOUND_MS + 60_000;
const onPostgres = describe.skipIf(!process.env.DATABASE_URL);

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Two server processes share one PostgreSQL; the live hub fans out with LISTEN/NOTIFY. */
onPostgres('live across two server processes', { timeout: TEST_BOUND_MS }, () => {
  it('a fix posted to one process reaches a browser connected to the other', async () => {
    const fresh = await freshPostgresUrl(process.env.DATABASE_URL!);
    cleanups.push(fresh.drop);
    const writerProcess = await startConsoleProcess({ DATABASE_URL: fresh.url });
    cleanups.push(() => writerProcess.kill('SIGTERM'));
    const viewerProcess = await startConsoleProcess({ DATABASE_URL: fresh.url });
    cleanups.push(() => viewerProcess.kill('SIGTERM'));

    const { token, truckId } = await adminWithTruck(writerProcess.url, '15C12345', 'two-proc-1');
    const socket = new WebSocket(
      `${viewerProcess.url.replace('http', 'ws')}/api/live?token=${token}`,
    );
    cleanups.push(async () => socket.terminate());
    const messages: TLiveMessage[] = [];
    socket.on('message', (data: Buffer) =>
      messages.push(JSON.parse(data.toString()) as TLiveMessage),
    );
    await waitFor(() => messages.some((m) => m.type === 'snapshot'));

    const sentAt = Date.now();
    const answer = await fetch(`${writerProcess.url}/osmand`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=two-proc-1&timestamp=${Math.floor(sentAt / 1000)}&lat=20.85&lon=106.68&speed=10`,
    });
    expect(answer.status).toBe(200);
    await waitFor(() =>
      messages.some((m) => m.type === 'delta' && m.trucks.some((t) => t.id === truckId)),
    );
    const delta = messages.find((m) => m.type === 'delta')!;
    expect(delta.type === 'delta' && delta.trucks[0]).toMatchObject({ lat: 20.85, lon: 106.68 });
    console.info(`fix to the other process's browser in ${Date.now() - sentAt} ms`);
  });
});

/** Waits for an event; the bound only catches one that never comes, on a busy machine too. */
async function waitFor(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
