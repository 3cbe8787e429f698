/**
 * A User Timing mark with the number of trucks concerned, read by `npm run bench:live`.
 * Only the latest mark of each name stays in the timeline, so a console open for days does
 * not pile them up; a PerformanceObserver still sees every one as it is made.
 */
export function markTrucks(name: 'live:snapshot-applied' | 'live:delta-applied', count: number) {
  performance.clearMarks(name);
  performance.mark(name, { detail: { count } });
}
