import { adminToken } from './fleet-api.js';
import type { Report } from './report.js';
import {
  FIXES_PER_DAY,
  ROUTE_DAYS,
  ROUTE_FIRST_DAY_MS,
  ROUTE_ROWS,
  routeConsole,
} from './route-data.js';

const WARMUP_CALLS = 20;
const CALLS = 200;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A company-zone (UTC+7) calendar day of the generated month, away from its edges. */
function dayText(n: number): string {
  const ms = ROUTE_FIRST_DAY_MS + (1 + (n % (ROUTE_DAYS - 2))) * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Figure 3: the route of one truck-day (8,640 fixes) among ≥ 10M positions, one call at a
 * time, by the Server-Timing header and by the client's round trip (until the whole body).
 */
export async function routeBench(report: Report, cpuProfileDir?: string): Promise<void> {
  const { server, plates } = await routeConsole(report, cpuProfileDir);
  try {
    const token = await adminToken(server.url);
    const call = async (n: number) => {
      const day = dayText(Math.floor(n / plates.length) * 7 + n);
      const start = performance.now();
      const answer = await fetch(`${server.url}/truck/get_route_from_video`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({
          plate: plates[n % plates.length],
          start_time: `${day} 00:00:00`,
          end_time: `${day} 23:59:59`,
        }),
      });
      const body = await answer.text();
      const roundTrip = performance.now() - start;
      if (answer.status !== 200) throw new Error(`route: ${answer.status} ${body.slice(0, 200)}`);
      const points = (JSON.parse(body) as { data: { points: unknown[] } }).data.points.length;
      if (points !== FIXES_PER_DAY) throw new Error(`route of ${day} had ${points} points`);
      const timing = /app;dur=([\d.]+)/.exec(answer.headers.get('server-timing') ?? '');
      if (!timing) throw new Error('no Server-Timing header');
      return { server: Number(timing[1]), roundTrip, bytes: body.length };
    };

    for (let n = 0; n < WARMUP_CALLS; n++) await call(n);
    const results = [];
    for (let n = 0; n < CALLS; n++) results.push(await call(WARMUP_CALLS + n));
    const serverMs = results.map((r) => r.server).sort((a, b) => a - b);
    const roundTripMs = results.map((r) => r.roundTrip).sort((a, b) => a - b);
    const fmt = (v: number) => `${v.toFixed(1)} ms`;
    report.line(
      `  route: server p50 ${fmt(percentile(serverMs, 50))}, p95 ${fmt(percentile(serverMs, 95))}, ` +
        `max ${fmt(serverMs.at(-1)!)}; round trip p50 ${fmt(percentile(roundTripMs, 50))}, ` +
        `p95 ${fmt(percentile(roundTripMs, 95))}; answer ${Math.round(results[0]!.bytes / 1024)} KiB`,
    );
    const settings = `${CALLS} calls one at a time after ${WARMUP_CALLS} warm-up calls, ${plates.length} trucks × ${ROUTE_DAYS} days = ${ROUTE_ROWS.toLocaleString('en')} positions, ${FIXES_PER_DAY} fixes per answer`;
    for (const p of [50, 95]) {
      report.figure({
        name: `Route of one truck-day: server time p${p}`,
        value: percentile(serverMs, p),
        unit: 'ms',
        reference: `client round trip p${p}: ${fmt(percentile(roundTripMs, p))}`,
        ratio: null,
        target: '< 50 ms',
        met: percentile(serverMs, p) < 50,
        settings,
      });
    }
  } finally {
    await server.stop();
  }
}
