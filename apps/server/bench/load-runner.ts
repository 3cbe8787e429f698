import net from 'node:net';
import autocannon from 'autocannon';
import { wrkOsmand, type WrkOsmandSpec } from './wrk-osmand.js';

/**
 * The load generator, run in its own process (forked by load.ts) so that it competes with
 * the server for the 2 cores as a separate client would, never inside the server's event
 * loop or the bench's. Receives one LoadSpec, answers one LoadResult, and exits.
 */

export type LoadSpec =
  | ({ kind: 'osmand' } & WrkOsmandSpec)
  | {
      kind: 'batch';
      url: string;
      /** As many connections as devices, each device with its own key. */
      devices: { id: string; key: string }[];
      requests: number;
      perRequest: number;
      baseMs: number;
    };

export interface LoadResult {
  durationS: number;
  requests: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Batch only: sums of the answers. */
  accepted: number;
  duplicates: number;
  rejected: number;
  nextIndex: number;
  cpuSeconds: number;
}

// autocannon leaves Nagle's algorithm on: the last segment of a 1 MB body then waits for
// the server's delayed ACK (40 ms a request). HTTP clients of real gateways turn it off.
const connect: typeof net.connect = net.connect.bind(net);
net.connect = ((...args: Parameters<typeof net.connect>) =>
  connect(...args).setNoDelay(true)) as typeof net.connect;

/** Wire time of the company zone (UTC+7, no daylight saving): `YYYY-MM-DD HH:mm:ss`. */
const wireTime = (ms: number) =>
  new Date(ms + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

function batchBody(deviceId: string, firstMs: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const lat = 10.7 + (i % 1000) * 0.0001;
    parts.push(
      `{"device_id":"${deviceId}","time":"${wireTime(firstMs + i * 1000)}","lat":${lat.toFixed(5)},` +
        `"lon":106.65,"speed_kmh":${(i * 7) % 90},"course":${(i * 13) % 360},"ignition":true}`,
    );
  }
  return `{"positions":[${parts.join(',')}]}`;
}

/** OsmAnd loads run wrk (one small request each, where the generator's own CPU matters). */
async function runOsmand(spec: Extract<LoadSpec, { kind: 'osmand' }>): Promise<LoadResult> {
  const cpuStart = process.cpuUsage();
  const result = await wrkOsmand(spec);
  const own = process.cpuUsage(cpuStart);
  return {
    ...result,
    ok: result.requests - result.non2xx,
    accepted: 0,
    duplicates: 0,
    rejected: 0,
    cpuSeconds: result.cpuSeconds + (own.user + own.system) / 1e6,
  };
}

async function run(spec: LoadSpec): Promise<LoadResult> {
  if (spec.kind === 'osmand') return runOsmand(spec);
  let index = 0;
  const sums = { accepted: 0, duplicates: 0, rejected: 0 };

  // Bodies are written before the clock starts: the load generator shares the two cores,
  // and serializing 10,000 positions a request is work no gateway does on this machine.
  const bodies = Array.from({ length: spec.requests }, (_, n) => {
    const device = spec.devices[n % spec.devices.length]!;
    const sent = Math.floor(n / spec.devices.length);
    return batchBody(device.id, spec.baseMs + sent * spec.perRequest * 1000, spec.perRequest);
  });
  const cpuStart = process.cpuUsage();
  const options: autocannon.Options = {
    url: `${spec.url}/api/ingest/positions`,
    connections: spec.devices.length,
    amount: spec.requests,
    timeout: 120,
    requests: [
      {
        method: 'POST',
        // Round robin over the devices: request n is device n mod D's (n div D)th.
        setupRequest: (request) => {
          const n = index++;
          const device = spec.devices[n % spec.devices.length]!;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-device-key': device.key },
            body: bodies[n] ?? '{}',
          };
        },
        onResponse: (status, body) => {
          lastAnswerAt = performance.now();
          if (status !== 200) return;
          const data = (JSON.parse(body) as { data: LoadResult & { rejected: unknown[] } }).data;
          sums.accepted += data.accepted;
          sums.duplicates += data.duplicates;
          sums.rejected += data.rejected.length;
        },
      },
    ],
  };

  // From the first request to the last answer: autocannon's own duration ends on its next
  // one-second sample, which rounds a 3.1 s run up to 4 s.
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const result = await autocannon(options);
  const cpu = process.cpuUsage(cpuStart);
  return {
    durationS: Math.round(lastAnswerAt - startedAt) / 1000,
    requests: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    ...sums,
    nextIndex: index,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

process.once('message', (spec: LoadSpec) => {
  run(spec).then(
    (result) => process.send!({ result }, () => process.exit(0)),
    (error: unknown) => process.send!({ error: String(error) }, () => process.exit(1)),
  );
});
process.send!({ ready: true });
