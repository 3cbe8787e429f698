import WebSocket from 'ws';
import { adminToken, createTrucks, freshDatabase } from '../fleet-api.js';
import { startConsole } from '../processes.js';
import { fixEveryTruck } from './web-page.js';

/**
 * `tsx apps/server/bench/live/snapshot-probe.ts`: what the console takes for one browser's
 * `/api/live` snapshot of 5,000 trucks, alone on the server (no page, no other request):
 * connect → snapshot received, for SNAPSHOT_PROBE_COUNT connections one after the other.
 * BENCH_CPU_PROFILE=<dir>: the server's --cpu-prof (its last samples are the snapshots).
 */
const COUNT = Number(process.env.SNAPSHOT_PROBE_COUNT ?? 20);

async function snapshotOnce(url: string): Promise<{ ms: number; bytes: number; trucks: number }> {
  const started = performance.now();
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data: Buffer) => {
      const ms = performance.now() - started;
      const message = JSON.parse(data.toString('utf8')) as { type: string; trucks: unknown[] };
      if (message.type !== 'snapshot') return;
      socket.close();
      resolve({ ms, bytes: data.length, trucks: message.trucks.length });
    });
  });
}

async function main(): Promise<void> {
  const database = await freshDatabase();
  const cpuProfileDir = process.env.BENCH_CPU_PROFILE;
  const server = await startConsole({ databaseUrl: database.url, cpuProfileDir });
  try {
    const token = await adminToken(server.url);
    const trucks = await createTrucks(server.url, token, {
      count: 5_000,
      first: 60_001,
      devicePrefix: 'snapshot-probe',
      keys: false,
    });
    await fixEveryTruck(server.url, trucks, 0);
    const url = `${server.url.replace(/^http/, 'ws')}/api/live?token=${token}`;
    await snapshotOnce(url);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const started = performance.now();
    const times: number[] = [];
    let last = { bytes: 0, trucks: 0 };
    for (let i = 0; i < COUNT; i++) {
      const once = await snapshotOnce(url);
      times.push(once.ms);
      last = once;
    }
    const phase = performance.now() - started;
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${COUNT} snapshots of ${last.trucks} trucks (${(last.bytes / 1e6).toFixed(1)} MB): ` +
        `median ${sorted[Math.floor(COUNT / 2)]!.toFixed(1)} ms, min ${sorted[0]!.toFixed(1)} ms; ` +
        `phase ${phase.toFixed(0)} ms`,
    );
  } finally {
    await server.stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
