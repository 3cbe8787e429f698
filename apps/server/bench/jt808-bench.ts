import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMeter, type CpuShares } from './cpu-usage.js';
import {
  adminToken,
  countPositions,
  createTrucks,
  freshDatabase,
  type BenchTruck,
} from './fleet-api.js';
import type { Jt808LoadResult, Jt808LoadSpec } from './jt808-load.js';
import { ensureWrk, osmandBench } from './osmand-bench.js';
import { ensureBuild, serverDir, startConsole, tempDir, type Running } from './processes.js';
import { report as newReport } from './report.js';

/**
 * `npm run bench:jt808`: the JT/T 808 gateway of issue 15 against the production build on
 * PostgreSQL, in one run with the OsmAnd figure (bench/osmand-bench.ts, as bench:ingest runs
 * it) on the same console:
 * 1. 10,000 idle terminals (connected, one heartbeat answered): the server's RSS growth;
 * 2. location reports (0x0200) persisted per second over 2,000 TCP connections, each sending
 *    the next report when the 0x8001 of the last (sent after the commit) arrives;
 * 3. OsmAnd, then the JT/T 808 load again (the machine's weather changes; both runs shown).
 * BENCH_JT808_CONNECTIONS, BENCH_JT808_IDLE, BENCH_JT808_WINDOW (reports in flight per
 * connection, 1) and BENCH_ONLY=idle,reports,osmand change the settings.
 */
const CONNECTIONS = Number(process.env.BENCH_JT808_CONNECTIONS ?? 2_000);
const IDLE = Number(process.env.BENCH_JT808_IDLE ?? 10_000);
const WINDOW = Number(process.env.BENCH_JT808_WINDOW ?? 1);
const only = new Set((process.env.BENCH_ONLY ?? 'idle,reports,osmand').split(','));
/** BENCH_CPU_PROFILE=<dir>: the server runs with --cpu-prof there (read with cpu-profile-top.ts). */
const cpuProfileDir = process.env.BENCH_CPU_PROFILE
  ? path.resolve(process.env.BENCH_CPU_PROFILE)
  : undefined;
const DURATION_S = 10;
const WARMUP_S = 5;
/** JT/T 808 fixes of the bench lie in September 2026 (OsmAnd's in August). */
const BASE_EPOCH_S = Date.UTC(2026, 8, 1) / 1000;
const MONTH = ['2026-09-01T00:00:00Z', '2026-10-01T00:00:00Z'] as const;
const report = newReport();
const number = (n: number) => Math.round(n).toLocaleString('en');

/** Resident memory of a process in MB (VmRSS). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** Trucks whose device ids are 11-digit terminal phone numbers, 16 created at a time. */
async function createTerminalTrucks(base: string, token: string, count: number) {
  const phones: string[] = [];
  const first = 40_001;
  for (let i = 0; i < count; i += 16) {
    const created = await Promise.all(
      Array.from({ length: Math.min(16, count - i) }, async (_, j) => {
        const n = first + i + j;
        const phone = `139${String(n).padStart(8, '0')}`;
        const answer = await fetch(`${base}/truck/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token },
          body: JSON.stringify({ plate: `29H${n}`, device_id: phone }),
        });
        if (answer.status !== 201) throw new Error(`truck ${n}: ${await answer.text()}`);
        return phone;
      }),
    );
    phones.push(...created);
    if ((i + 16) % 2_000 < 16) report.line(`  ${number(phones.length)} terminal trucks`);
  }
  return phones;
}

/**
 * Runs one load in a fresh jt808-load.ts process. The CPU is metered over the measured part
 * of a reports load (between its `mark` and `stopped`), over the whole of an idle one.
 */
async function runLoad(
  spec: Jt808LoadSpec,
  serverPid: number,
  onHeld?: () => Promise<void>,
): Promise<Jt808LoadResult & { cpu: CpuShares }> {
  const child = fork(path.join(serverDir, 'bench/jt808-load.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  type Message = {
    ready?: true;
    held?: unknown;
    mark?: number;
    stopped?: number;
    result?: Jt808LoadResult;
    error?: string;
  };
  const messages: Message[] = [];
  let wake = () => {};
  child.on('message', (message: Message) => {
    messages.push(message);
    wake();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = async () => {
    while (messages.length === 0) {
      await Promise.race([new Promise<void>((resolve) => (wake = resolve)), exited]);
      if (messages.length === 0 && child.exitCode !== null)
        throw new Error(`JT/T 808 load exited with ${child.exitCode}`);
    }
    return messages.shift()!;
  };
  await next(); // ready
  let meter = cpuMeter(serverPid);
  let markCpu = 0;
  let cpu: CpuShares | null = null;
  child.send(spec);
  for (;;) {
    const answer = await next();
    if (answer.held !== undefined) {
      await onHeld?.();
      child.send('release');
    } else if (answer.mark !== undefined) {
      meter = cpuMeter(serverPid);
      markCpu = answer.mark;
    } else if (answer.stopped !== undefined) {
      cpu = meter.stop(answer.stopped - markCpu);
    } else {
      if (!answer.result) throw new Error(`JT/T 808 load failed: ${answer.error}`);
      await exited;
      return { ...answer.result, cpu: cpu ?? meter.stop(answer.result.cpuSeconds) };
    }
  }
}

const cpuOf = ({ server, postgres, loadGenerator, machine }: CpuShares) =>
  `CPU % of a core: server ${server}, postgres ${postgres}, load generator ${loadGenerator}, machine ${machine}/200`;

async function idleBench(server: Running, phones: string[]) {
  const pid = server.child.pid!;
  const before = rssMb(pid);
  report.line(
    `Idle: server RSS ${before.toFixed(0)} MB; opening ${number(phones.length)} connections`,
  );
  let held = { rss: 0, peak: 0 };
  const result = await runLoad({ kind: 'idle', port: server.jt808Port!, phones }, pid, async () => {
    // Sampled for 5 s once every heartbeat is answered: the figure is where it settles.
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const rss = rssMb(pid);
      held = { rss, peak: Math.max(held.peak, rss) };
    }
  });
  const growth = held.rss - before;
  report.line(
    `  ${number(result.connected)} connected, ${number(result.ok)} heartbeats answered ok, ${result.failed} failed, ${result.errors} errors in ${result.durationS} s; RSS ${held.rss.toFixed(0)} MB (peak ${held.peak.toFixed(0)})`,
  );
  report.figure({
    name: `JT/T 808: server RSS growth, ${number(phones.length)} idle connections`,
    value: growth,
    unit: ' MB',
    reference: `RSS before ${before.toFixed(0)} MB, held ${held.rss.toFixed(0)} MB (peak ${held.peak.toFixed(0)}); ${((growth * 1024) / phones.length).toFixed(1)} KB a connection`,
    ratio: null,
    target: '< 300 MB',
    met: growth < 300 && result.ok === phones.length,
    settings: `each connection sent one heartbeat (0x0002) of a known truck and got its 0x8001; RSS sampled 10 × 0.5 s after the last answer; ${cpuOf(result.cpu)}`,
  });
}

let reportIndex = 0;
/**
 * One load on new connections: a warm-up (each terminal's first message loads its profile
 * and claims it), then the measured part on the same connections. The figure is reports
 * answered ok per second (the answer is sent after the commit); the rows in the database
 * are checked against every ok answer of the load.
 */
async function reportsRun(server: Running, databaseUrl: string, phones: string[]) {
  const before = await countPositions(databaseUrl, ...MONTH);
  const result = await runLoad(
    {
      kind: 'reports',
      port: server.jt808Port!,
      phones,
      warmupS: WARMUP_S,
      durationS: DURATION_S,
      window: WINDOW,
      baseEpochS: BASE_EPOCH_S,
      firstIndex: reportIndex,
    },
    server.child.pid!,
  );
  reportIndex = result.nextIndex;
  const stored = (await countPositions(databaseUrl, ...MONTH)) - before;
  const perSecond = result.ok / result.durationS;
  const micros = (percent: number) =>
    result.ok ? (((percent / 100) * result.cpu.seconds * 1e6) / result.ok).toFixed(0) : '0';
  report.line(
    `  ${number(perSecond)}/s persisted and answered: ${number(result.ok)} in ${result.durationS} s (${number(result.sent)} sent, ${result.failed} failed, ${result.errors} errors; p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms); ${cpuOf(result.cpu)}; CPU per report: server ${micros(result.cpu.server)} µs, postgres ${micros(result.cpu.postgres)} µs, load generator ${micros(result.cpu.loadGenerator)} µs; rows stored by the load ${number(stored)} for ${number(result.okTotal)} ok answers`,
  );
  if (stored < result.okTotal) throw new Error('an acknowledged JT/T 808 fix is not stored');
  return perSecond;
}

async function main(): Promise<void> {
  report.line(
    `Load average at the start: ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  ensureBuild((line) => report.line(line));
  if (only.has('osmand')) ensureWrk((line) => report.line(line));
  const database = await freshDatabase();
  const terminals = Math.max(only.has('idle') ? IDLE : 0, CONNECTIONS);
  const server = await startConsole({
    dataDir: tempDir('fleet-bench-jt808-'),
    databaseUrl: database.url,
    osmandPort: true,
    jt808Port: true,
    cpuProfileDir,
    // Every bench terminal connects from 127.0.0.1, and idle ones never authenticate: one
    // address may hold them all (a fleet's terminals come from many addresses; issue 31).
    env: {
      JT808_MAX_PER_ADDRESS: String(terminals + 100),
      JT808_MAX_CONNECTIONS: String(terminals + 100),
    },
  });
  try {
    const token = await adminToken(server.url);
    report.line(`Creating ${number(terminals)} trucks with a terminal phone number as device id`);
    const phones = await createTerminalTrucks(server.url, token, terminals);
    let osmandTrucks: BenchTruck[] = [];
    if (only.has('osmand')) {
      report.line('Creating 1,000 OsmAnd trucks');
      osmandTrucks = await createTrucks(server.url, token, {
        count: 1_000,
        first: 10_001,
        devicePrefix: 'bench-osm',
        keys: false,
      });
    }

    if (only.has('idle')) await idleBench(server, phones.slice(0, IDLE));

    const runs: number[] = [];
    const reportPhones = phones.slice(0, CONNECTIONS);
    if (only.has('reports')) {
      report.line(
        `JT/T 808 reports over ${number(CONNECTIONS)} connections, run 1 (${WARMUP_S} s warm-up, ${DURATION_S} s measured)`,
      );
      runs.push(await reportsRun(server, database.url, reportPhones));
    }
    let osmand: { perSecond: number; connections: number } | null = null;
    if (only.has('osmand'))
      osmand = await osmandBench(
        server,
        database.url,
        osmandTrucks.map((t) => t.deviceId),
        report,
      );
    if (only.has('reports')) {
      report.line(`JT/T 808 reports, run 2${osmand ? ' (after OsmAnd)' : ''}`);
      runs.push(await reportsRun(server, database.url, reportPhones));
      const best = Math.max(...runs);
      report.figure({
        name: `JT/T 808: location reports persisted/s, ${number(CONNECTIONS)} TCP connections, PostgreSQL`,
        value: best,
        unit: '/s',
        reference: osmand
          ? `OsmAnd on the same console: ${number(osmand.perSecond)}/s at ${osmand.connections} connections`
          : 'OsmAnd not run',
        ratio: osmand ? best / osmand.perSecond : null,
        target: '≥ 20,000/s',
        met: best >= 20_000,
        settings: `runs ${runs.map(number).join(' and ')}/s (best shown), ${DURATION_S} s each after a ${WARMUP_S} s warm-up on the same connections; reports answered ok (after the commit) per second, rows checked; one 0x0200 per message (28-byte body + 2 items), ${WINDOW} in flight per connection, the next sent on the 0x8001 of the commit; load generator in its own Node process`,
      });
    }
  } finally {
    await server.stop();
    await database.drop();
  }
  console.log(`\n${report.summary()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
