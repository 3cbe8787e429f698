import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `tsx apps/server/bench/live/trace-tasks.ts <trace.json> [min ms]`: the long tasks of the
 * page's main thread in a Chromium trace (BENCH_WEB_TRACE), each with the events inside it
 * by total time: what blocked the page, without opening DevTools. Each time is given as
 * wall time and as the main thread's own CPU time (the trace's thread time): on a machine
 * whose cores are busy with other work a task waits for a core, and only the wall time grows.
 */
interface TraceEvent {
  name: string;
  ph: string;
  cat?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; startTime?: number; navigationId?: string };
  };
}

export interface MainThreadTask {
  /** Start, ms after the first main-thread event of the trace. */
  at: number;
  wallMs: number;
  cpuMs: number;
  event: TraceEvent;
}

function readTrace(file: string) {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as
    { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const mains = events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain');
  const isMain = (e: TraceEvent) => mains.some((m) => m.pid === e.pid && m.tid === e.tid);
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined && isMain(e));
  // Chromium wraps each task in nested events of these names; the outermost is the task.
  const tasks: TraceEvent[] = [];
  const wrappers = complete
    .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  for (const e of wrappers) {
    const last = tasks.at(-1);
    if (!last || e.ts >= last.ts + last.dur!) tasks.push(e);
  }
  const first = complete.reduce((min, e) => Math.min(min, e.ts), Infinity);
  return { complete, tasks, first, all: events };
}

const tasksOf = ({ tasks, first }: ReturnType<typeof readTrace>): MainThreadTask[] =>
  tasks.map((event) => ({
    at: (event.ts - first) / 1000,
    wallMs: event.dur! / 1000,
    cpuMs: (event.tdur ?? event.dur!) / 1000,
    event,
  }));

/** Every task of the page's main thread in a trace (of every page the trace holds). */
export const mainThreadTasks = (file: string) => tasksOf(readTrace(file));

export interface TaskFigures {
  wallMs: number;
  cpuMs: number;
  cpuTotalMs: number;
}

/**
 * The longest main-thread task by wall time and by the thread's own CPU time, and the CPU
 * time of all tasks. With `between` (page time, ms after the navigation, as
 * `performance.now()` says), only tasks overlapping that span of the trace's last page
 * (the clock is taken from the page's User Timing marks in the trace).
 */
export function longestTasks(file: string, between?: [number, number]): TaskFigures {
  const trace = readTrace(file);
  let tasks = tasksOf(trace);
  if (between) {
    const mark = trace.all
      .filter((e) => e.cat === 'blink.user_timing' && e.args?.data?.startTime !== undefined)
      .sort((a, b) => a.ts - b.ts)
      .at(-1);
    if (!mark) throw new Error(`no User Timing mark in ${file} to read the page's clock from`);
    const zero = mark.ts / 1000 - mark.args!.data!.startTime!;
    const [from, to] = between.map((t) => (t + zero) * 1000) as [number, number];
    tasks = tasks.filter(
      (t) => t.event.pid === mark.pid && t.event.ts + t.event.dur! >= from && t.event.ts <= to,
    );
  }
  return {
    wallMs: Math.max(0, ...tasks.map((t) => t.wallMs)),
    cpuMs: Math.max(0, ...tasks.map((t) => t.cpuMs)),
    cpuTotalMs: tasks.reduce((sum, t) => sum + t.cpuMs, 0),
  };
}

function main(file: string, minMs: number) {
  const trace = readTrace(file);
  const { complete } = trace;
  const all = tasksOf(trace);
  const long = all.filter((t) => t.wallMs >= minMs || t.cpuMs >= minMs);
  const label = (e: TraceEvent) => {
    const data = e.args?.data;
    const where = data?.functionName || data?.url?.split('/').pop();
    return where ? `${e.name} (${where})` : e.name;
  };
  const longest = longestTasks(file);
  console.log(
    `${all.length} main-thread tasks, ${longest.cpuTotalMs.toFixed(0)} ms of CPU in all; longest ` +
      `${longest.wallMs.toFixed(1)} ms wall, ${longest.cpuMs.toFixed(1)} ms CPU; ` +
      `${long.length} of ${minMs} ms or more (wall or CPU)`,
  );
  for (const task of long) {
    const { event } = task;
    const inside = complete.filter(
      (e) =>
        e !== event &&
        e.ts >= event.ts &&
        e.ts + e.dur! <= event.ts + event.dur! &&
        e.tid === event.tid &&
        e.name !== 'RunTask' &&
        e.name !== 'ThreadControllerImpl::RunTask',
    );
    const totals = new Map<string, { wall: number; cpu: number }>();
    for (const e of inside) {
      const total = totals.get(label(e)) ?? { wall: 0, cpu: 0 };
      total.wall += e.dur!;
      total.cpu += e.tdur ?? e.dur!;
      totals.set(label(e), total);
    }
    const top = [...totals]
      .sort((a, b) => b[1].wall - a[1].wall)
      .slice(0, 12)
      .map(
        ([name, t]) =>
          `    ${(t.wall / 1000).toFixed(1).padStart(7)} ms wall ${(t.cpu / 1000).toFixed(1).padStart(6)} ms CPU  ${name}`,
      );
    console.log(
      `\n  task at ${task.at.toFixed(0)} ms: ${task.wallMs.toFixed(1)} ms wall, ${task.cpuMs.toFixed(1)} ms CPU`,
    );
    console.log(top.join('\n'));
  }
}

const [file, minText] = process.argv.slice(2);
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  if (!file) throw new Error('usage: trace-tasks.ts <trace.json> [min ms]');
  main(file, Number(minText ?? 50));
}
