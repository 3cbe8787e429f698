import { overspeedBand } from '@fleet/contracts';
import { overspeedRow, totalsOf } from './motion-state.js';
import type {
  Calendar,
  MotionFix,
  MotionOutput,
  MotionSettings,
  MotionState,
} from './motion-types.js';

/**
 * Overspeed (domain-vietnam.md "Speed"): fixes at least the margin above the limit, for at
 * least the minimum time, measured from the first such fix to the first fix back under.
 */
export function overspeedTracker(
  state: MotionState,
  settings: MotionSettings,
  calendar: Calendar,
  output: MotionOutput,
) {
  const overMinMs = settings.overspeed_min_seconds * 1000;
  const lostMs = settings.lost_signal_seconds * 1000;

  /** `end`: the first fix back under the limit, when it came soon enough to say so. */
  function close(end: number): void {
    const run = state.over!;
    state.over = null;
    run.last = end;
    if (run.last - run.start < overMinMs) return;
    const band = overspeedBand(run.maxExcessKmh, settings.overspeed_band_edges_kmh);
    output.overspeeds.set(run.start, overspeedRow(run, band, false));
    const totals = totalsOf(state, calendar.dayOf(run.start), run.driver);
    totals.overspeeds[band] += 1;
    totals.kmOverLimit += run.distanceKm;
    output.alerts.push({
      kind: 'overspeed',
      key: run.start,
      at: run.last,
      driver: run.driver,
      valueMs: run.last - run.start,
      lat: run.lat,
      lon: run.lon,
      band,
      speedKmh: run.maxSpeedKmh,
      limitKmh: run.limitKmh,
    });
  }

  function track(c: MotionFix, km: number, limit: number): void {
    const excess = c.speedKmh - limit;
    const over = excess >= settings.overspeed_margin_kmh;
    const run = state.over;
    if (run && c.time - run.last > lostMs) close(run.last);
    else if (run && !over) close(c.time);
    if (!over) return;
    if (!state.over) {
      state.over = {
        start: c.time,
        last: c.time,
        driver: state.driver,
        limitKmh: limit,
        maxSpeedKmh: c.speedKmh,
        maxExcessKmh: excess,
        speedSum: c.speedKmh,
        count: 1,
        distanceKm: 0,
        lat: c.lat,
        lon: c.lon,
      };
      return;
    }
    const open = state.over;
    open.last = c.time;
    open.limitKmh = Math.min(open.limitKmh, limit);
    open.maxSpeedKmh = Math.max(open.maxSpeedKmh, c.speedKmh);
    open.maxExcessKmh = Math.max(open.maxExcessKmh, excess);
    open.speedSum += c.speedKmh;
    open.count += 1;
    open.distanceKm += km;
  }

  return { track, close };
}
