import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

/** What a bench watches while it loads the console: health latency and resident memory. */

export const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const quantile = (values: number[], q: number) =>
  values.length === 0
    ? NaN
    : [...values].sort((a, b) => a - b)[
        Math.min(values.length - 1, Math.floor(values.length * q))
      ]!;

export interface Probe {
  times: number[];
  failed: number;
}

/** GET /api/health one after another, 50 ms apart, until `stop()`; each one timed. */
export async function probeHealth(url: string, stop: () => boolean): Promise<Probe> {
  const probe: Probe = { times: [], failed: 0 };
  while (!stop()) {
    const started = performance.now();
    try {
      const answer = await fetch(`${url}/api/health`);
      await answer.arrayBuffer();
      if (answer.ok) probe.times.push(performance.now() - started);
      else probe.failed += 1;
    } catch {
      probe.failed += 1;
    }
    await sleep(50);
  }
  return probe;
}
