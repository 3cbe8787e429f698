import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { countPositions } from './fleet-api.js';
import { cpuPerItem, cpuText, runLoad, type MeasuredLoad } from './load.js';
import { startBareServer, type Running } from './processes.js';
import type { Report } from './report.js';

/** The OsmAnd load generator is Debian's wrk; installs it when it is missing. */
export function ensureWrk(say: (line: string) => void): void {
  if (fs.existsSync('/usr/bin/wrk')) return;
  say('Installing wrk (apt-get install wrk)');
  const root = process.getuid?.() === 0;
  const run = (args: string[]) =>
    execFileSync(root ? args[0]! : 'sudo', root ? args.slice(1) : args, { stdio: 'inherit' });
  run(['apt-get', 'update', '-q']);
  run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', 'wrk']);
}

/** OsmAnd fixes of the bench lie in August 2026, one second apart per device. */
const BASE_EPOCH_S = Date.UTC(2026, 7, 1) / 1000;
/** Connection counts of the runs; BENCH_OSMAND_CONNECTIONS=1024 picks some. */
export const CONNECTIONS = (process.env.BENCH_OSMAND_CONNECTIONS ?? '16,64,256,1024')
  .split(',')
  .map(Number);
const DURATION_S = 10;

export interface OsmandRun {
  connections: number;
  load: MeasuredLoad;
  /** Console: rows committed per second of load; bare: 2xx answers per second. */
  perSecond: number;
}

const describe = (run: OsmandRun, items: number) =>
  `${String(run.connections).padStart(3)} connections: ${Math.round(run.perSecond).toLocaleString('en')}/s` +
  ` (${run.load.ok} ok, ${run.load.non2xx} non-2xx, ${run.load.errors} errors, ` +
  `p50 ${run.load.latencyP50Ms} ms, p99 ${run.load.latencyP99Ms} ms; ${cpuText(run.load, items)})`;

/**
 * Figure 1: OsmAnd messages, one position per request, persisted per second on PostgreSQL,
 * against a bare Fastify route under the same load generator settings. Answers the console's
 * best run (other benches compare with it).
 */
export async function osmandBench(
  server: Running,
  databaseUrl: string,
  deviceIds: string[],
  report: Report,
): Promise<OsmandRun> {
  let index = 0;
  // Devices post to the OsmAnd port (the Traccar Client app's default, 5055); the load
  // generator adds the path `/osmand`, which that port ignores and the bare route serves.
  const load = async (target: Running, connections: number, durationS: number) => {
    const result = await runLoad(
      {
        kind: 'osmand',
        url: target.osmandUrl ?? target.url,
        connections,
        durationS,
        deviceIds,
        firstIndex: index,
        baseEpochS: BASE_EPOCH_S,
      },
      target.child.pid!,
    );
    index = result.nextIndex;
    return result;
  };

  // Console and bare runs alternate per connection count, so that both meet the same
  // weather on a machine that others may be using too.
  const bare = await startBareServer();
  const consoleRuns: OsmandRun[] = [];
  const bareRuns: OsmandRun[] = [];
  try {
    report.line('OsmAnd: warming up the console and the bare server (3 s each)');
    await load(server, 64, 3);
    await load(bare, 64, 3);
    for (const connections of CONNECTIONS) {
      const before = await countPositions(databaseUrl);
      const result = await load(server, connections, DURATION_S);
      const persisted = (await countPositions(databaseUrl)) - before;
      const run = { connections, load: result, perSecond: persisted / result.durationS };
      report.line(`  console ${describe(run, persisted)}; ${persisted} rows persisted`);
      consoleRuns.push(run);
      const bareResult = await load(bare, connections, DURATION_S);
      const bareRun = {
        connections,
        load: bareResult,
        perSecond: bareResult.ok / bareResult.durationS,
      };
      report.line(`  bare    ${describe(bareRun, bareResult.ok)}`);
      bareRuns.push(bareRun);
    }
  } finally {
    await bare.stop();
  }

  const best = consoleRuns.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
  const bareSame = bareRuns.find((run) => run.connections === best.connections)!;
  const bareBest = bareRuns.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
  report.figure({
    name: 'OsmAnd, 1 position/request, PostgreSQL: positions persisted/s',
    value: best.perSecond,
    unit: '/s',
    reference: `bare Fastify route, same settings: ${Math.round(bareSame.perSecond).toLocaleString('en')} req/s (its best: ${Math.round(bareBest.perSecond).toLocaleString('en')} at ${bareBest.connections})`,
    ratio: best.perSecond / bareSame.perSecond,
    target: '≥ 15,000/s',
    met: best.perSecond >= 15_000,
    settings: `wrk (one thread) in a child process, ${best.connections} connections, ${DURATION_S} s, no pipelining, ${deviceIds.length} devices; ${cpuPerItem(best.load, best.perSecond * best.load.durationS)}; machine busy ${best.load.cpu.machine}/200`,
  });
  return best;
}
