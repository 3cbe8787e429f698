import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { BATCH_BASE_MS, batchBench, COPY_BASE_MS } from './batch-bench.js';
import { copyIntoPglite, copyIntoPostgres } from './copy-reference.js';
import { adminToken, countPositions, createTrucks, freshDatabase } from './fleet-api.js';
import { ensureWrk, osmandBench } from './osmand-bench.js';
import { ensureBuild, startConsole, tempDir } from './processes.js';
import { report as newReport } from './report.js';
import { routeBench } from './route-bench.js';

/**
 * `npm run bench:ingest`: the ingest figures of issue 3 against the production build, each
 * printed with the reference it is compared with in the same run. BENCH_ONLY=osmand,batch,
 * pglite,route picks parts; BENCH_CPU_PROFILE=<dir> writes the server's --cpu-prof there;
 * BENCH_SERVER_BUNDLE=<main.js> runs another build of the server (before/after figures).
 */
const only = new Set((process.env.BENCH_ONLY ?? 'osmand,batch,pglite,route').split(','));
const cpuProfileDir = process.env.BENCH_CPU_PROFILE
  ? path.resolve(process.env.BENCH_CPU_PROFILE)
  : undefined;
const report = newReport();
const iso = (ms: number) => new Date(ms).toISOString();
const monthAfter = (ms: number) =>
  iso(Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth() + 1));

async function onPostgres(): Promise<void> {
  const database = await freshDatabase();
  const server = await startConsole({
    dataDir: tempDir('fleet-bench-pg-'),
    databaseUrl: database.url,
    cpuProfileDir,
    osmandPort: true,
  });
  try {
    const token = await adminToken(server.url);
    if (only.has('osmand')) {
      report.line('OsmAnd on PostgreSQL: creating 1,000 trucks through the API');
      const trucks = await createTrucks(server.url, token, {
        count: 1_000,
        first: 10_001,
        devicePrefix: 'bench-osm',
        keys: false,
      });
      await osmandBench(
        server,
        database.url,
        trucks.map((t) => t.deviceId),
        report,
      );
    }
    if (only.has('batch')) {
      report.line('Batch endpoint on PostgreSQL');
      const trucks = await createTrucks(server.url, token, {
        count: 14,
        first: 20_001,
        devicePrefix: 'bench-batch',
        keys: true,
      });
      await batchBench(server, trucks, report, {
        engine: 'PostgreSQL',
        connections: (process.env.BENCH_BATCH_CONNECTIONS ?? '2,4,8').split(',').map(Number),
        requests: 40,
        countStored: () =>
          countPositions(database.url, iso(BATCH_BASE_MS), monthAfter(BATCH_BASE_MS)),
        copy: (truckIds, rows) => copyIntoPostgres(database.url, truckIds, rows, COPY_BASE_MS),
      });
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}

async function onPglite(): Promise<void> {
  report.line('Batch endpoint on embedded PGlite');
  const dataDir = tempDir('fleet-bench-pglite-');
  const server = await startConsole({ dataDir, cpuProfileDir });
  let stopped = false;
  try {
    const token = await adminToken(server.url);
    const trucks = await createTrucks(server.url, token, {
      count: 6,
      first: 30_001,
      devicePrefix: 'bench-lite',
      keys: true,
    });
    await batchBench(server, trucks, report, {
      engine: 'PGlite',
      connections: [2, 4],
      requests: 20,
      // PGlite belongs to the server process: count its rows once the server has stopped.
      countStored: async () => {
        await server.stop();
        stopped = true;
        const db = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
        const { rows } = await db.query<{ n: number }>(
          'select count(*)::int as n from positions where fix_time >= $1 and fix_time < $2',
          [iso(BATCH_BASE_MS), monthAfter(BATCH_BASE_MS)],
        );
        await db.close();
        return rows[0]!.n;
      },
      copy: (truckIds, rows) =>
        copyIntoPglite(tempDir('fleet-bench-pglite-copy-'), truckIds, rows, COPY_BASE_MS),
    });
  } finally {
    if (!stopped) await server.stop();
  }
}

async function main(): Promise<void> {
  report.line(`Load average at the start: ${(await import('node:os')).loadavg().join(' ')}`);
  ensureBuild((line) => report.line(line));
  if (only.has('osmand')) ensureWrk((line) => report.line(line));
  if (only.has('osmand') || only.has('batch')) await onPostgres();
  if (only.has('pglite')) await onPglite();
  if (only.has('route')) await routeBench(report, cpuProfileDir);
  console.log(`\n${report.summary()}`);
  if (cpuProfileDir) console.log(`CPU profiles of the server: ${cpuProfileDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
