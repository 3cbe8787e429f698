import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { zipBombXlsx } from '../test/support/xlsx-files.js';
import { adminToken, freshDatabase } from './fleet-api.js';
import { mapPointsXlsx, multipart, tripPlanXlsx } from './import-files.js';
import { probeHealth, quantile, rssOf, sleep, type Probe } from './health-probe.js';
import { ensureBuild, serverBundle, startConsole, type Running } from './processes.js';
import { report as newReport } from './report.js';

/**
 * `npm run bench:import`: issue 11's import figures against the production build on PGlite.
 * Each part posts files to the console while /api/health is polled (one request every
 * 50 ms) and the server's resident memory is sampled, and prints: time to the answer,
 * health p50/max during it, peak RSS growth; the reference is health polled with the
 * console idle in the same run. The first part is the first import since the console
 * started, so it includes starting the import thread ("warm" is the same file again). BENCH_ONLY=trips,warm,trips6,bomb,lying,lying6,points,valid picks
 * parts; BENCH_SERVER_BUNDLE=<main.js> runs another build (before/after figures);
 * BENCH_CPU_PROFILE=<dir> writes the server's --cpu-prof there; BENCH_ENGINE=postgres runs it
 * on a fresh database of the PostgreSQL of env DATABASE_URL instead of PGlite.
 */
const report = newReport();
const MIB = 1024 * 1024;
const ALL = 'trips,warm,trips6,bomb,lying,lying6,points,valid';
const only = new Set((process.env.BENCH_ONLY ?? ALL).split(','));
const cpuProfileDir = process.env.BENCH_CPU_PROFILE
  ? path.resolve(process.env.BENCH_CPU_PROFILE)
  : undefined;
const PLATE = '51C-777.01';

interface Answer {
  status: number;
  code: string;
  ms: number;
}

async function post(server: Running, token: string, url: string, file: Buffer, field: string) {
  const { body, contentType } = multipart(field, 'bench.xlsx', file);
  const started = performance.now();
  try {
    const answer = await fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { token, 'content-type': contentType },
      body,
    });
    const json = (await answer.json()) as { error?: { code: string } };
    return {
      status: answer.status,
      code: json.error?.code ?? 'ok',
      ms: performance.now() - started,
    };
  } catch (error) {
    return {
      status: 0,
      code: `no answer (${(error as Error).message})`,
      ms: performance.now() - started,
    };
  }
}

interface Part {
  key: string;
  name: string;
  url: string;
  field: string;
  file: Buffer;
  copies: number;
  /** What the answer should be. */
  expect: number;
}

async function runPart(server: Running, token: string, part: Part, idle: Probe) {
  const pid = server.child.pid!;
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // the process has ended
    }
  }, 20);
  let done = false;
  const health = probeHealth(server.url, () => done);
  await sleep(100);
  const answers: Answer[] = await Promise.all(
    Array.from({ length: part.copies }, () => post(server, token, part.url, part.file, part.field)),
  );
  done = true;
  const probe = await health;
  clearInterval(sampler);
  const slowest = Math.max(...answers.map((a) => a.ms));
  const growth = (peak - before) / MIB;
  const statuses = [...new Set(answers.map((a) => `${a.status} ${a.code}`))].join(', ');
  report.line(
    `${part.name}: ${statuses}; answers in ${answers.map((a) => (a.ms / 1000).toFixed(2)).join(', ')} s`,
  );
  const met = answers.every((a) => a.status === part.expect);
  const reference = `idle health p50 ${quantile(idle.times, 0.5).toFixed(1)} ms, max ${Math.max(...idle.times).toFixed(1)} ms`;
  const settings = `${(part.file.length / MIB).toFixed(2)} MB file × ${part.copies}; answer ${statuses}`;
  report.figure({
    name: `${part.name}: time to the answer (slowest)`,
    value: slowest,
    unit: 'ms',
    reference,
    ratio: null,
    target: part.expect === 201 ? 'imported' : '< 10 s',
    met: met && (part.expect === 201 || slowest < 10_000),
    settings,
  });
  const max = probe.times.length > 0 ? Math.max(...probe.times) : NaN;
  report.figure({
    name: `${part.name}: /api/health during it, max (p50 ${quantile(probe.times, 0.5).toFixed(1)} ms, ${probe.times.length} answered, ${probe.failed} failed)`,
    value: max,
    unit: 'ms',
    reference,
    ratio: max / Math.max(...idle.times),
    target: '< 1 s',
    met: probe.failed === 0 && max < 1000,
    settings,
  });
  report.figure({
    name: `${part.name}: peak RSS growth`,
    value: growth,
    unit: ' MB',
    reference: `RSS before ${(before / MIB).toFixed(0)} MB, peak ${(peak / MIB).toFixed(0)} MB`,
    ratio: null,
    target: 'reported',
    met: null,
    settings,
  });
}

/** Signs in as admin and creates the truck the valid plan names; answers the token. */
async function prepare(server: Running): Promise<string> {
  const token = await adminToken(server.url);
  const truck = await fetch(`${server.url}/truck/create`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({ plate: PLATE, device_id: 'bench-import-1' }),
  });
  if (truck.status !== 201) throw new Error(`truck: ${truck.status} ${await truck.text()}`);
  return token;
}

async function main() {
  ensureBuild((line) => report.line(line));
  report.line('Building the files');
  const trips = await tripPlanXlsx(100_000, PLATE);
  const bomb = await zipBombXlsx({ unpackedBytes: 2 * 1024 * MIB, lying: false });
  const lying = await zipBombXlsx({ unpackedBytes: 2 * 1024 * MIB, lying: true });
  const points = await mapPointsXlsx(100_000);
  const valid = await tripPlanXlsx(2_000, PLATE);
  const excel = (key: string, name: string, file: Buffer, copies = 1, expect = 413): Part => ({
    key,
    name,
    url: '/excel/import',
    field: 'file',
    file,
    copies,
    expect,
  });
  const parts: Part[] = [
    excel('trips', '100,000-row trip plan', trips),
    excel('warm', '100,000-row trip plan, again (thread started)', trips),
    excel('trips6', '100,000-row trip plan, 6 at once', trips, 6),
    excel('bomb', '2 GB zip bomb (sizes declared)', bomb),
    excel('lying', '2 GB zip bomb (headers claim 4 KB)', lying),
    excel('lying6', '2 GB zip bomb (headers claim 4 KB), 6 at once', lying, 6),
    {
      ...excel('points', '100,000-point map file', points),
      url: '/marker/import',
      field: 'uploaded_file',
    },
    excel('valid', '2,000-trip plan (valid)', valid, 1, 201),
  ];
  report.line(
    `Files: trip plan ${(trips.length / MIB).toFixed(2)} MB, bomb ${(bomb.length / 1024).toFixed(0)} KB, map points ${(points.length / MIB).toFixed(2)} MB`,
  );

  const database = process.env.BENCH_ENGINE === 'postgres' ? await freshDatabase() : null;
  const start = () => startConsole({ cpuProfileDir, databaseUrl: database?.url });
  let server = await start();
  report.line(
    `Server: ${serverBundle()} (pid ${server.child.pid}) on ${database ? 'PostgreSQL' : 'PGlite'}`,
  );
  try {
    let token = await prepare(server);
    await sleep(3000);
    let done = false;
    const idleProbe = probeHealth(server.url, () => done);
    await sleep(5000);
    done = true;
    const idle = await idleProbe;
    report.line(
      `Idle /api/health: p50 ${quantile(idle.times, 0.5).toFixed(1)} ms, max ${Math.max(...idle.times).toFixed(1)} ms over ${idle.times.length}; RSS ${(rssOf(server.child.pid!) / MIB).toFixed(0)} MB`,
    );
    for (const part of parts.filter((p) => only.has(p.key))) {
      await runPart(server, token, part, idle);
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        report.line(
          `The server died (${server.child.exitCode ?? server.child.signalCode}); starting another`,
        );
        server = await start();
        token = await prepare(server);
      }
      await sleep(2000);
    }
  } finally {
    await server.stop();
    await database?.drop();
  }
  console.log(report.summary());
}

await main();
