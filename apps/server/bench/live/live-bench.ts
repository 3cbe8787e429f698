import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from '../fleet-api.js';
import { report as newReport } from '../report.js';
import { ensureBuild } from './build.js';
import { latencyBench } from './latency-bench.js';
import { webBench } from './web-bench.js';

/**
 * `npm run bench:live`: the live-tracking targets of issue 3 against the production build,
 * each printed with what it is compared with in the same run. BENCH_ONLY=postgres,pglite,web
 * picks parts; BENCH_CPU_PROFILE=<dir> writes the server's --cpu-prof there (every part).
 */
const only = new Set((process.env.BENCH_ONLY ?? 'postgres,pglite,web').split(','));
const cpuProfileDir = process.env.BENCH_CPU_PROFILE
  ? path.resolve(process.env.BENCH_CPU_PROFILE)
  : undefined;
const report = newReport();

async function main(): Promise<void> {
  report.line(
    `Load average at the start: ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  ensureBuild(only.has('web'), (text) => report.line(text));
  if (only.has('postgres')) {
    const database = await freshDatabase();
    try {
      await latencyBench(report, {
        engine: 'PostgreSQL',
        databaseUrl: database.url,
        cpuProfileDir,
      });
    } finally {
      await database.drop();
    }
  }
  if (only.has('pglite')) await latencyBench(report, { engine: 'PGlite', cpuProfileDir });
  if (only.has('web')) await webBench(report, { cpuProfileDir });
  console.log(`\n${report.summary()}`);
  if (cpuProfileDir) console.log(`CPU profiles of the server: ${cpuProfileDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
