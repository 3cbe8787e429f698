import WebSocket from 'ws';
import { wallClock } from './stats.js';

/** `YYYY-MM-DD HH:mm:ss` in the company zone (Asia/Ho_Chi_Minh, UTC+7) → epoch seconds. */
const wireCache = new Map<string, number>();
export function wireEpochS(text: string): number {
  let epoch = wireCache.get(text);
  if (epoch === undefined) {
    epoch = Date.parse(`${text.replace(' ', 'T')}+07:00`) / 1000;
    wireCache.set(text, epoch);
  }
  return epoch;
}

/** What one client received of one truck: fix times and arrival times, in arrival order. */
interface TruckReceipts {
  epochs: number[];
  at: number[];
}

interface LiveClientRecord {
  socket: WebSocket;
  snapshotAt: number | null;
  snapshotTrucks: number;
  deltas: number;
  deltaEntries: number;
  bytes: number;
  trucks: Map<number, TruckReceipts>;
}

interface LiveEntry {
  id: number;
  fix_time: string | null;
}

/**
 * `count` WebSocket clients on `/api/live`. Arrival times are taken when a message event
 * fires; parsing waits for setImmediate, after every socket ready in the same poll has been
 * timed, so 50 clients in one process do not charge each other's parsing to the latency.
 */
export async function connectLiveClients(baseUrl: string, token: string, count: number) {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/live?token=${encodeURIComponent(token)}`;
  const queue: { client: LiveClientRecord; at: number; data: Buffer }[] = [];
  let scheduled = false;
  let closedUnexpectedly = 0;

  const drain = () => {
    scheduled = false;
    for (const { client, at, data } of queue.splice(0)) {
      const message = JSON.parse(data.toString('utf8')) as { type: string; trucks: LiveEntry[] };
      client.bytes += data.length;
      if (message.type === 'snapshot') {
        client.snapshotAt ??= at;
        client.snapshotTrucks = message.trucks.length;
        continue;
      }
      client.deltas += 1;
      client.deltaEntries += message.trucks.length;
      for (const entry of message.trucks) {
        if (entry.fix_time === null) continue;
        let receipts = client.trucks.get(entry.id);
        if (!receipts) client.trucks.set(entry.id, (receipts = { epochs: [], at: [] }));
        receipts.epochs.push(wireEpochS(entry.fix_time));
        receipts.at.push(at);
      }
    }
  };

  const clients = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<LiveClientRecord>((resolve, reject) => {
          const socket = new WebSocket(url);
          const client: LiveClientRecord = {
            socket,
            snapshotAt: null,
            snapshotTrucks: 0,
            deltas: 0,
            deltaEntries: 0,
            bytes: 0,
            trucks: new Map(),
          };
          socket.on('message', (data: Buffer) => {
            queue.push({ client, at: wallClock(), data });
            if (!scheduled) {
              scheduled = true;
              setImmediate(drain);
            }
          });
          socket.once('open', () => resolve(client));
          socket.once('error', reject);
          socket.on('close', (code) => {
            if (code !== 1000 && code !== 1005) closedUnexpectedly += 1;
          });
        }),
    ),
  );

  return {
    clients,
    /** Resolves once every client has its snapshot. */
    async snapshots(timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (clients.some((c) => c.snapshotAt === null)) {
        if (Date.now() > deadline) throw new Error('not every live client got its snapshot');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    closedUnexpectedly: () => closedUnexpectedly,
    async close(): Promise<void> {
      await Promise.all(
        clients.map(
          (c) =>
            new Promise<void>((resolve) => {
              if (c.socket.readyState === WebSocket.CLOSED) return resolve();
              c.socket.once('close', () => resolve());
              c.socket.close(1000);
            }),
        ),
      );
    },
  };
}

export type LiveClients = Awaited<ReturnType<typeof connectLiveClients>>;

export interface SentFix {
  truckId: number;
  epochS: number;
  sentAt: number;
}

export interface DeliveryStats {
  /** Every (client, fix) latency in ms: first delta carrying this fix or a newer one of its truck. */
  latencies: number[];
  /** Pairs whose fix came exactly, and pairs where a newer fix of the truck came first. */
  exact: number;
  superseded: number;
  /** Pairs never delivered (nothing as new reached the client). */
  missing: number;
  /** Receipts whose fix time went back in time for a truck (should be 0). */
  backwards: number;
}

/** Matches each sent fix to its arrival in every client by (truck id, fix time). */
export function deliveries(live: LiveClients, fixes: readonly SentFix[]): DeliveryStats {
  const stats: DeliveryStats = { latencies: [], exact: 0, superseded: 0, missing: 0, backwards: 0 };
  for (const client of live.clients) {
    for (const receipts of client.trucks.values()) {
      for (let i = 1; i < receipts.epochs.length; i++) {
        if (receipts.epochs[i]! < receipts.epochs[i - 1]!) stats.backwards += 1;
      }
    }
    for (const fix of fixes) {
      const receipts = client.trucks.get(fix.truckId);
      const index = receipts ? firstAtLeast(receipts.epochs, fix.epochS) : -1;
      if (index < 0) {
        stats.missing += 1;
        continue;
      }
      if (receipts!.epochs[index] === fix.epochS) stats.exact += 1;
      else stats.superseded += 1;
      stats.latencies.push(receipts!.at[index]! - fix.sentAt);
    }
  }
  return stats;
}

/** Index of the first value ≥ `value` in nondecreasing `values`, or -1. */
function firstAtLeast(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (values[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low < values.length ? low : -1;
}
