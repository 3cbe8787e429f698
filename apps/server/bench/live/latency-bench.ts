import { cpuMeter } from '../cpu-usage.js';
import { adminToken, createTrucks } from '../fleet-api.js';
import type { Report } from '../report.js';
import { startConsole } from '../processes.js';
import { connectLiveClients, deliveries, type SentFix } from './live-clients.js';
import { sendFixes, type BenchFix } from './send-fixes.js';
import { describeSpread, ms, spread, wallClock } from './stats.js';
import { spreadOverVietnam } from './vietnam.js';

export const LIVE_CLIENTS = 50;
const TRUCKS = 1_000;
const RATE_PER_S = 2_000;
const WARM_UP_S = 3;
const MEASURED_S = 20;
/** As many keep-alive connections as trucks: devices do not wait for each other. */
const CONNECTIONS = TRUCKS;
/** The hub's flush interval (services.ts LIVE_FLUSH_MS): a fix waits up to this long. */
const FLUSH_MS = 250;

/**
 * Target 1 of issue 3: OsmAnd fix → every WebSocket client, at 2,000 fixes/s with 50
 * clients connected. A fix's latency in one client is the arrival of the first delta that
 * carries it (matched by truck id and fix_time), or a newer fix of its truck when the hub
 * merged both into one flush, minus the moment its request was sent.
 */
export async function latencyBench(
  report: Report,
  options: { engine: 'PostgreSQL' | 'PGlite'; databaseUrl?: string; cpuProfileDir?: string },
): Promise<void> {
  const { engine } = options;
  const server = await startConsole({
    databaseUrl: options.databaseUrl,
    web: false,
    cpuProfileDir: options.cpuProfileDir,
  });
  try {
    const token = await adminToken(server.url);
    report.line(`${engine}: creating ${TRUCKS.toLocaleString('en')} trucks through the API`);
    const trucks = await createTrucks(server.url, token, {
      count: TRUCKS,
      first: 50_001,
      devicePrefix: 'live-bench',
      keys: false,
    });
    const live = await connectLiveClients(server.url, token, LIVE_CLIENTS);
    await live.snapshots();
    report.line(`${engine}: ${LIVE_CLIENTS} WebSocket clients connected, each has its snapshot`);

    // Fix n is truck n mod T's (n div T)th: its time grows by a second each round, so every
    // fix of a truck has its own fix_time to be recognised by.
    const total = RATE_PER_S * (WARM_UP_S + MEASURED_S);
    const baseEpochS = Math.floor(Date.now() / 1000) - 120;
    const places = spreadOverVietnam(TRUCKS);
    const fixes: BenchFix[] = [];
    const sent: Omit<SentFix, 'sentAt'>[] = [];
    for (let n = 0; n < total; n++) {
      const t = n % TRUCKS;
      const round = Math.floor(n / TRUCKS);
      const place = places[t]!;
      fixes.push({
        deviceId: trucks[t]!.deviceId,
        epochS: baseEpochS + round,
        lat: place.lat + round * 0.0002,
        lon: place.lon + round * 0.0002,
        speedKnots: 20 + (n % 30),
        bearing: (n * 7) % 360,
      });
      sent.push({ truckId: trucks[t]!.id, epochS: baseEpochS + round });
    }

    report.line(
      `${engine}: sending ${total.toLocaleString('en')} OsmAnd fixes at ${RATE_PER_S.toLocaleString('en')}/s ` +
        `(${WARM_UP_S} s warm-up + ${MEASURED_S} s measured) over ${CONNECTIONS} keep-alive connections`,
    );
    let meter: ReturnType<typeof cpuMeter> | null = null;
    const ownCpu = process.cpuUsage();
    const result = await sendFixes(
      { url: server.url, connections: CONNECTIONS, ratePerS: RATE_PER_S, fixes },
      () => (meter = cpuMeter(server.child.pid!)),
    );
    // The last fixes reach the clients within a few flushes.
    await new Promise((resolve) => setTimeout(resolve, 4 * FLUSH_MS + 500));
    const own = process.cpuUsage(ownCpu);
    const cpu = meter!.stop(result.cpuSeconds);
    const clientsCpu = Math.round(
      ((own.user + own.system) / 1e6 / ((wallClock() - result.startedAt) / 1000)) * 100,
    );
    await live.close();

    const measuredFrom = result.startedAt + WARM_UP_S * 1000;
    const measured: SentFix[] = [];
    const answers: number[] = [];
    const answeredAt: SentFix[] = [];
    let failed = 0;
    let firstSent = Infinity;
    let lastSent = -Infinity;
    for (let i = 0; i < total; i++) {
      const sentAt = result.sentAt[i]!;
      if (result.status[i] !== 200) failed += 1;
      if (sentAt < measuredFrom || result.status[i] !== 200) continue;
      measured.push({ ...sent[i]!, sentAt });
      answers.push(result.doneAt[i]! - sentAt);
      answeredAt.push({ ...sent[i]!, sentAt: result.doneAt[i]! });
      firstSent = Math.min(firstSent, sentAt);
      lastSent = Math.max(lastSent, sentAt);
    }
    const rate = measured.length / ((lastSent - firstSent) / 1000);
    const delivered = deliveries(live, measured);
    const latency = spread(delivered.latencies);
    // From the answer (sent after the commit) to the client: NOTIFY, the flush wait, the send.
    const afterCommit = spread(deliveries(live, answeredAt).latencies);
    const answer = spread(answers);
    const deltas = live.clients.reduce((sum, c) => sum + c.deltas, 0) / live.clients.length;
    const entries = live.clients.reduce((sum, c) => sum + c.deltaEntries, 0) / live.clients.length;
    const megabytes = live.clients.reduce((sum, c) => sum + c.bytes, 0) / 2 ** 20;

    report.line(
      `  sent ${measured.length.toLocaleString('en')} fixes in the measured ${MEASURED_S} s at ` +
        `${Math.round(rate).toLocaleString('en')}/s; ${failed} requests failed (warm-up included)`,
    );
    report.line(`  POST /osmand answer (committed): ${describeSpread(answer)}`);
    report.line(`  answer → client (NOTIFY, flush wait, send): ${describeSpread(afterCommit)}`);
    report.line(`  fix → client over ${LIVE_CLIENTS} clients: ${describeSpread(latency)}`);
    report.line(
      `  per client: ${deltas.toFixed(0)} deltas of ${(entries / Math.max(1, deltas)).toFixed(0)} trucks on ` +
        `average, ${(megabytes / LIVE_CLIENTS).toFixed(1)} MiB; (client, fix) pairs: ${delivered.exact.toLocaleString('en')} ` +
        `exact, ${delivered.superseded.toLocaleString('en')} superseded by a newer fix in the same flush, ` +
        `${delivered.missing} missing, ${delivered.backwards} backwards; ${live.closedUnexpectedly()} sockets closed`,
    );
    report.line(
      `  CPU % of a core: server ${cpu.server}, postgres ${cpu.postgres}, fix sender ${cpu.loadGenerator}, ` +
        `${LIVE_CLIENTS} clients ${clientsCpu}, machine ${cpu.machine}/200`,
    );
    const complete = delivered.missing === 0 && delivered.backwards === 0 && failed === 0;
    report.figure({
      name: `Fix → ${LIVE_CLIENTS} WebSocket clients at 2,000 fixes/s, ${engine}: p99 latency`,
      value: latency.p99,
      unit: 'ms',
      reference:
        `POST /osmand answer p99 ${ms(answer.p99)} + hub flush every ${FLUSH_MS} ms; ` +
        `p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, max ${ms(latency.max)}`,
      ratio: null,
      target: engine === 'PostgreSQL' ? '< 500 ms' : '< 500 ms (set for PostgreSQL)',
      met: engine === 'PostgreSQL' ? latency.p99 < 500 && complete : null,
      settings:
        `${Math.round(rate).toLocaleString('en')} fixes/s sent for ${MEASURED_S} s after ${WARM_UP_S} s ` +
        `warm-up, ${TRUCKS.toLocaleString('en')} trucks, ${CONNECTIONS} connections; ` +
        `${delivered.latencies.length.toLocaleString('en')} (client, fix) pairs, ${delivered.missing} missing`,
    });
  } finally {
    await server.stop();
  }
}
