import fs from 'node:fs';

/**
 * `tsx apps/server/bench/live/trace-tasks.ts <trace.json> [min ms]`: the long tasks of the
 * page's main thread in a Chromium trace (BENCH_WEB_TRACE), each with the events inside it
 * by total time: what blocked the page, without opening DevTools.
 */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

const [file, minText] = process.argv.slice(2);
if (!file) throw new Error('usage: trace-tasks.ts <trace.json> [min ms]');
const minMs = Number(minText ?? 50);
const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as
  { traceEvents: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(raw) ? raw : raw.traceEvents;

const mains = events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain');
const isMain = (e: TraceEvent) => mains.some((m) => m.pid === e.pid && m.tid === e.tid);
const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined && isMain(e));
const tasks = complete
  .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
  .filter((e) => e.dur! / 1000 >= minMs)
  .sort((a, b) => a.ts - b.ts);

const label = (e: TraceEvent) => {
  const data = e.args?.data;
  const where = data?.functionName || data?.url?.split('/').pop();
  return where ? `${e.name} (${where})` : e.name;
};

const first = complete.reduce((min, e) => Math.min(min, e.ts), Infinity);
console.log(`${tasks.length} main-thread tasks of ${minMs} ms or more`);
for (const task of tasks) {
  const inside = complete.filter(
    (e) =>
      e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && e.tid === task.tid,
  );
  const totals = new Map<string, number>();
  for (const e of inside) totals.set(label(e), (totals.get(label(e)) ?? 0) + e.dur!);
  const top = [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([name, us]) => `    ${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`);
  console.log(
    `\n  task at ${((task.ts - first) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(1)} ms`,
  );
  console.log(top.join('\n'));
}
