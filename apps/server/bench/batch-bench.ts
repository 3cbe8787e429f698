import type { BenchTruck } from './fleet-api.js';
import { cpuPerItem, cpuText, runLoad, type MeasuredLoad } from './load.js';
import type { Running } from './processes.js';
import type { Report } from './report.js';

/** Batch endpoint fixes lie in September 2026; the COPY reference writes October 2026. */
export const BATCH_BASE_MS = Date.UTC(2026, 8, 1);
export const COPY_BASE_MS = Date.UTC(2026, 9, 1);
export const PER_REQUEST = 10_000;

export interface BatchOptions {
  engine: 'PostgreSQL' | 'PGlite';
  /** Concurrent requests to try; each connection is one device with its own key. */
  connections: number[];
  /** Requests of 10,000 positions per try. */
  requests: number;
  /** Rows the endpoint really stored in September, counted after the tries. */
  countStored(): Promise<number>;
  /** COPY of `rows` rows of the same fields, rows/s. */
  copy(truckIds: number[], rows: number): Promise<number>;
}

/**
 * Figure 2: positions/s the batch endpoint accepts, against COPY of the same number of rows
 * in the same run. Each try uses devices of its own so no fix is a duplicate.
 */
export async function batchBench(
  server: Running,
  trucks: BenchTruck[],
  report: Report,
  options: BatchOptions,
): Promise<void> {
  const rows = options.requests * PER_REQUEST;
  const runs: { connections: number; load: MeasuredLoad; perSecond: number }[] = [];
  let offset = 0;
  let accepted = 0;
  for (const connections of options.connections) {
    const devices = trucks.slice(offset, offset + connections);
    offset += connections;
    if (devices.length < connections) throw new Error('not enough batch trucks');
    const load = await runLoad(
      {
        kind: 'batch',
        url: server.url,
        devices: devices.map((t) => ({ id: t.deviceId, key: t.key! })),
        requests: options.requests,
        perRequest: PER_REQUEST,
        baseMs: BATCH_BASE_MS,
      },
      server.child.pid!,
    );
    accepted += load.accepted;
    const run = { connections, load, perSecond: load.accepted / load.durationS };
    report.line(
      `  ${options.engine} batch, ${connections} concurrent devices: ` +
        `${Math.round(run.perSecond).toLocaleString('en')} accepted/s (${load.accepted} accepted, ` +
        `${load.duplicates} duplicates, ${load.rejected} rejected, ${load.non2xx} non-2xx, ` +
        `${load.errors} errors, ${load.durationS} s, request p50 ${load.latencyP50Ms} ms; ` +
        `${cpuText(load, load.accepted)})`,
    );
    if (load.accepted !== rows) throw new Error(`expected ${rows} accepted`);
    runs.push(run);
  }
  const stored = await options.countStored();
  report.line(`  ${options.engine}: ${stored} rows stored by the endpoint, ${accepted} accepted`);
  if (stored !== accepted) throw new Error('stored rows differ from accepted positions');

  const copyPerSecond = await options.copy(
    trucks.map((t) => t.id),
    rows,
  );
  report.line(
    `  ${options.engine} COPY of ${rows} rows: ${Math.round(copyPerSecond).toLocaleString('en')} rows/s`,
  );
  const best = runs.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
  report.figure({
    name: `Batch endpoint, ${options.engine}: positions accepted/s`,
    value: best.perSecond,
    unit: '/s',
    reference: `COPY … FROM ${options.engine === 'PGlite' ? "'/dev/blob'" : 'STDIN'} of ${rows.toLocaleString('en')} rows: ${Math.round(copyPerSecond).toLocaleString('en')} rows/s`,
    ratio: best.perSecond / copyPerSecond,
    target: options.engine === 'PostgreSQL' ? '≥ 100,000/s' : 'reported',
    met: options.engine === 'PostgreSQL' ? best.perSecond >= 100_000 : null,
    settings: `autocannon in a child process, ${best.connections} concurrent requests (one device and key each), ${options.requests} requests × ${PER_REQUEST.toLocaleString('en')} positions; ${cpuPerItem(best.load, best.load.accepted)}; machine busy ${best.load.cpu.machine}/200`,
  });
}
