import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { BenchTruck } from '../fleet-api.js';
import { BENCH_ADMIN_PASSWORD } from '../processes.js';
import type { Report } from '../report.js';
import { blocking, READ_PROBE, type ProbeRecord } from './page-probe.js';
import { sendFixes } from './send-fixes.js';
import { ms } from './stats.js';
import { longestTasks, type TaskFigures } from './trace-tasks.js';
import { spreadOverVietnam } from './vietnam.js';

/**
 * BENCH_WEB_TRACE=<dir>: a Chromium trace of each page load and update round is written
 * there (open it in DevTools' Performance panel, or list its long tasks with
 * trace-tasks.ts), and each line also gives the longest task in the main thread's own CPU
 * time, which other work on the machine does not lengthen.
 */
const traceDir = process.env.BENCH_WEB_TRACE ? path.resolve(process.env.BENCH_WEB_TRACE) : null;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
  'gpu',
];

export const read = (page: Page) => page.evaluate<ProbeRecord>(READ_PROBE);

async function until(page: Page, test: (record: ProbeRecord) => boolean, what: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const record = await read(page);
    if (test(record)) return record;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts a trace of `page` named after `label` when BENCH_WEB_TRACE asks for one. */
async function startTrace(page: Page, label: string): Promise<string | null> {
  if (!traceDir) return null;
  const file = path.join(traceDir, `${label.replace(/\W+/g, '-')}.json`);
  fs.mkdirSync(traceDir, { recursive: true });
  await page.context().browser()!.startTracing(page, { path: file, categories: TRACE_CATEGORIES });
  return file;
}

/** Ends the trace and reads its main-thread tasks between `from` and `to` (page time). */
async function stopTrace(page: Page, file: string | null, from: number, to: number) {
  if (!file) return undefined;
  await page.context().browser()!.stopTracing();
  return longestTasks(file, [from, to]);
}

const cpuText = (cpu: TaskFigures | undefined, file: string | null) =>
  cpu
    ? `; in the trace: longest task ${ms(cpu.wallMs)} wall, ${ms(cpu.cpuMs)} of CPU ` +
      `(main thread ${ms(cpu.cpuTotalMs)} of CPU in all); trace ${file}`
    : '';

/** The first 'map:trucks-rendered' after `after` with `count` trucks on the map. */
const rendered = (r: ProbeRecord, after: number, count: number) =>
  r.marks.find((m) => m.name === 'map:trucks-rendered' && m.time > after && m.count === count);

/** One fix per truck over OsmAnd, as fast as 64 connections go; `round` moves them on. */
export async function fixEveryTruck(url: string, trucks: BenchTruck[], round: number) {
  const places = spreadOverVietnam(trucks.length);
  const epochS = Math.floor(Date.now() / 1000) - 300 + round * 10;
  const result = await sendFixes({
    url,
    connections: 64,
    ratePerS: null,
    fixes: trucks.map((truck, i) => ({
      deviceId: truck.deviceId,
      epochS,
      lat: places[i]!.lat + round * 0.01,
      lon: places[i]!.lon + round * 0.01,
      speedKnots: round === 0 ? 0 : 10 + (i % 40),
      bearing: (i * 37 + round * 90) % 360,
    })),
  });
  const failed = result.status.filter((s) => s !== 200).length;
  if (failed > 0) throw new Error(`${failed} of ${trucks.length} fixes failed`);
  return (Math.max(...result.doneAt) - result.startedAt) / 1000;
}

/** The login form, as e2e/support.ts signIn fills it. */
export async function signIn(page: Page, url: string, username: string): Promise<void> {
  await page.goto(`${url}/auth/login`);
  const field = (id: string) =>
    page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();
  await field('login-username').fill(username);
  await field('login-password').fill(BENCH_ADMIN_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((address) => !address.pathname.startsWith('/auth/login'));
}

/**
 * One load of /location by `navigate` (a first visit or a reload): from the first truck
 * data to the map idle with every truck drawn.
 */
export async function loadOnce(
  page: Page,
  options: { count: number; label: string; navigate: () => Promise<unknown> },
  report: Report,
): Promise<{ ms: number; fromNavigation: number; cpu?: TaskFigures }> {
  const { count, label, navigate } = options;
  const trace = await startTrace(page, label);
  await navigate();
  const r = await until(page, (rec) => !!rendered(rec, 0, count), 'the first render');
  const snapshot = r.socket.find((m) => m.type === 'snapshot')?.time ?? Infinity;
  const list = r.list[0]?.end ?? Infinity;
  const data = Math.min(snapshot, list);
  const done = rendered(r, 0, count)!.time;
  const load = blocking(r, data, done);
  const cpu = await stopTrace(page, trace, data, done);
  report.line(
    `  ${label}: socket asked at ${ms(r.socketAsked?.[0] ?? NaN)}, open at ` +
      `${ms(r.socketOpen?.[0] ?? NaN)}, snapshot at ${ms(snapshot)}, HTTP list at ${ms(list)} after navigation; ` +
      `trucks drawn at ${ms(done)}, ${ms(done - data)} after the first data ` +
      `(${snapshot <= list ? 'the socket snapshot' : 'the HTTP list'}); ` +
      `meanwhile longest task ${ms(load.longest)}, blocking ${ms(load.total)}${cpuText(cpu, trace)}`,
  );
  return { ms: done - data, fromNavigation: done, cpu };
}

export interface Blocking {
  longest: number;
  total: number;
  /** From the trace, when BENCH_WEB_TRACE is set. */
  cpu?: TaskFigures;
}

/**
 * One round of updates for every truck, started by `trigger` (which says what it did):
 * from the first delta to the map idle with all of them drawn.
 */
export async function measureUpdates(
  page: Page,
  options: { count: number; label: string; trigger: () => Promise<string> },
  report: Report,
): Promise<Blocking> {
  const { count, label, trigger } = options;
  const start = (await read(page)).now;
  const trace = await startTrace(page, label);
  await page.evaluate(COUNT_MAP_WORK);
  const what = await trigger();
  const deltaMarks = (rec: ProbeRecord) =>
    rec.marks.filter((m) => m.name === 'live:delta-applied' && m.time > start);
  const r = await until(
    page,
    (rec) => {
      const marks = deltaMarks(rec);
      const applied = marks.reduce((sum, m) => sum + (m.count ?? 0), 0);
      return applied >= count && !!rendered(rec, marks.at(-1)!.time, count);
    },
    `${count} updates drawn`,
  );
  const marks = deltaMarks(r);
  const messages = r.socket.filter((m) => m.type === 'delta' && m.time > start);
  const from = messages[0]!.time;
  const done = rendered(r, marks.at(-1)!.time, count)!.time;
  const load = blocking(r, from, done);
  const cpu = await stopTrace(page, trace, from, done);
  // The app handles a message right after the probe's listener: arrival → its mark.
  const handling = Math.max(...messages.map((m, i) => (marks[i]?.time ?? m.time) - m.time));
  const work = await page.evaluate<MapWork>(READ_MAP_WORK);
  report.line(
    `  ${label}: ${what}; ${messages.length} deltas of ${marks.map((m) => m.count).join(', ')} ` +
      `trucks, each handled in ≤ ${ms(handling)}; map idle ${ms(done - messages.at(-1)!.time)} ` +
      `after the last; ${load.count} long tasks, longest ${ms(load.longest)}, blocking ` +
      `${ms(load.total)}; the map drew ${work.frames} frames, the truck overlay ` +
      `${work.overlays} drawings of new trucks${cpuText(cpu, trace)}`,
  );
  return { longest: load.longest, total: load.total, cpu };
}

/** What the page drew during a round: WebGL map frames, truck overlay drawings of new data. */
interface MapWork {
  frames: number;
  overlays: number;
}

/**
 * Counts, from now on, the frames the page's WebGL map draws (each a long task when it is
 * software-rendered) and the truck overlay's drawings of new trucks ('map:trucks-rendered'
 * marks). Plain JavaScript: it runs in the browser.
 */
const COUNT_MAP_WORK = `(() => {
  const map = document.querySelector('[data-testid="map-view"]').maplibreMap;
  const work = (window.__mapWork = { frames: 0, overlays: 0 });
  if (window.__mapWorkOff) window.__mapWorkOff();
  const onRender = () => work.frames++;
  const marks = new PerformanceObserver((list) => {
    work.overlays += list.getEntriesByName('map:trucks-rendered').length;
  });
  marks.observe({ type: 'mark' });
  map.on('render', onRender);
  window.__mapWorkOff = () => {
    map.off('render', onRender);
    marks.disconnect();
  };
})()`;
const READ_MAP_WORK = `(() => ({ ...window.__mapWork }))()`;

/** A map view: centre and zoom. */
export interface StreetView {
  lat: number;
  lon: number;
  zoom: number;
}

/**
 * An init script that opens /location at `view` instead of the whole fleet: the map the
 * page hands to specs (`maplibreMap` on the map element, set once the style has loaded)
 * gets a `fitBounds` that jumps to the view, so the page's one fit on the first data (with
 * `duration: 0`) lands there. Plain JavaScript: it runs in the browser.
 */
export const streetViewScript = (view: StreetView) => `(() => {
  const view = ${JSON.stringify(view)};
  Object.defineProperty(HTMLElement.prototype, 'maplibreMap', {
    configurable: true,
    set(map) {
      Object.defineProperty(this, 'maplibreMap', { value: map, writable: true, configurable: true });
      map.fitBounds = function () {
        return this.jumpTo({ center: [view.lon, view.lat], zoom: view.zoom });
      };
    },
  });
})();`;

/** What the map shows now: its zoom, the trucks and the plate labels it drew. */
export const drawnInView = (page: Page) =>
  page.evaluate<{ zoom: number; trucks: number; labels: number }>(`(() => {
    const map = document.querySelector('[data-testid="map-view"]').maplibreMap;
    const drawn = document.querySelector('[data-testid="truck-overlay-trucks"]').drawnTrucks;
    return { zoom: map.getZoom(), trucks: drawn.icons.length, labels: drawn.labels.length };
  })()`);

/** Reference: drags the map 300 px with no data change; every frame is only a repaint. */
export async function panOnce(page: Page): Promise<Blocking> {
  const start = (await read(page)).now;
  const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step++) {
    await page.mouse.move(x + step * 15, y, { steps: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await page.mouse.up();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const r = await read(page);
  return blocking(r, start, r.now);
}
