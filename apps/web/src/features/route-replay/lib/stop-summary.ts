import type { TRouteStop } from '@fleet/contracts';

export interface TStopSummary {
  count: number;
  idleCount: number;
  totalSeconds: number;
  idleSeconds: number;
  longestSeconds: number;
}

/** Totals of a route's stops, for the summary beside the map. */
export function summarizeStops(stops: readonly TRouteStop[]): TStopSummary {
  const summary: TStopSummary = {
    count: stops.length,
    idleCount: 0,
    totalSeconds: 0,
    idleSeconds: 0,
    longestSeconds: 0,
  };
  for (const stop of stops) {
    const seconds = Math.max(0, stop.duration_s);
    summary.totalSeconds += seconds;
    summary.longestSeconds = Math.max(summary.longestSeconds, seconds);
    if (stop.idle) {
      summary.idleCount += 1;
      summary.idleSeconds += seconds;
    }
  }
  return summary;
}

export type TDurationParts = { h: number; m: number; s: number };

/** Whole hours, minutes and seconds of a duration, for the `duration.*` texts. */
export function durationParts(totalSeconds: number): TDurationParts {
  const whole = Math.max(0, Math.round(totalSeconds));
  return { h: Math.floor(whole / 3600), m: Math.floor((whole % 3600) / 60), s: whole % 60 };
}

/** Which `duration.*` text fits: hours and minutes, minutes and seconds, or seconds. */
export function durationKey({
  h,
  m,
}: TDurationParts): 'duration.hm' | 'duration.ms' | 'duration.s' {
  if (h > 0) return 'duration.hm';
  return m > 0 ? 'duration.ms' : 'duration.s';
}
