/**
 * Installed in the page before any of its scripts (addInitScript): records when each
 * `/api/live` message arrives (by wrapping window.WebSocket; the listener is added before
 * the app's own handler, so it runs first), every User Timing mark the app makes, and the
 * main thread's long tasks. Plain JavaScript: it runs in the browser, not in Node.
 */
export const PAGE_PROBE = `(() => {
  const bench = { socket: [], marks: [], longTasks: [] };
  window.__liveBench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      bench.marks.push({ name: e.name, time: e.startTime, count: e.detail && e.detail.count });
  }).observe({ type: 'mark', buffered: true });
  const Native = window.WebSocket;
  class ProbedWebSocket extends Native {
    constructor(url, protocols) {
      // The replay reference points the app's live socket at the bench's stand-in.
      const live = String(url).includes('/api/live');
      super(live && window.__liveReplay ? window.__liveReplay : url, protocols);
      if (!live) return;
      (bench.socketAsked = bench.socketAsked || []).push(performance.now());
      this.addEventListener('open', () => {
        (bench.socketOpen = bench.socketOpen || []).push(performance.now());
      });
      this.addEventListener('message', (event) => {
        const text = typeof event.data === 'string' ? event.data : '';
        const type = text.startsWith('{"type":"snapshot"') ? 'snapshot'
          : text.startsWith('{"type":"delta"') ? 'delta' : 'other';
        bench.socket.push({ time: performance.now(), type, bytes: text.length });
      });
    }
  }
  window.WebSocket = ProbedWebSocket;
})();`;

/** Reads what the probe recorded, plus when the HTTP truck list answered. */
export const READ_PROBE = `(() => {
  const list = performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes('/truck/get_current_truck_list'))
    .map((e) => ({ start: e.startTime, end: e.responseEnd }));
  return { ...window.__liveBench, list, now: performance.now() };
})()`;

export interface ProbeRecord {
  socket: { time: number; type: 'snapshot' | 'delta' | 'other'; bytes: number }[];
  /** When the page created its live socket(s), and when each opened. */
  socketAsked?: number[];
  socketOpen?: number[];
  marks: { name: string; time: number; count: number | undefined }[];
  longTasks: { start: number; duration: number }[];
  list: { start: number; end: number }[];
  now: number;
}

/** Long tasks starting in [from, to]: the longest, the total blocking time (beyond 50 ms each). */
export function blocking(record: ProbeRecord, from: number, to: number) {
  const tasks = record.longTasks.filter((t) => t.start + t.duration >= from && t.start <= to);
  return {
    count: tasks.length,
    longest: Math.max(0, ...tasks.map((t) => t.duration)),
    total: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
  };
}
