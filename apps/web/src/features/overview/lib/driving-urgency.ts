import type { TCurrentDriverRow, TDomainSettings } from '@fleet/contracts';

/** The driving-time limits of the settings, in seconds (domain-vietnam.md "Driving time"). */
export interface TDrivingLimits {
  continuousS: number;
  /** Continuous driving from which the driver is warned (3 h 55 min by default). */
  continuousWarnS: number;
  dailyS: number;
}

export function drivingLimits(
  settings: Pick<
    TDomainSettings,
    'continuous_limit_minutes' | 'continuous_warn_minutes' | 'daily_limit_minutes'
  >,
): TDrivingLimits {
  return {
    continuousS: settings.continuous_limit_minutes * 60,
    continuousWarnS: settings.continuous_warn_minutes * 60,
    dailyS: settings.daily_limit_minutes * 60,
  };
}

export type TUrgencyTone = 'over' | 'near' | 'ok';

export interface TDriverUrgency extends TCurrentDriverRow {
  /** Before the continuous limit: of the open session, or a whole one after a rest. Negative = over. */
  continuous_left_s: number;
  /** Before the daily limit. Negative = over. */
  daily_left_s: number;
  /** The sooner of the two: how long the driver may still drive now. */
  left_s: number;
  /** Over a limit today (a session over the continuous limit, or the day over the daily one). */
  tone: TUrgencyTone;
  /** How far over the worse limit, in seconds (0 when not over). */
  over_s: number;
}

/**
 * Where a driver stands against the limits. A session that is no longer open ended with a
 * rest of at least the break length, so the next one starts from zero; its length still
 * counts as a violation when it went over. "Near" is within the warning margin of either
 * limit (the margin between the continuous limit and its warning, 5 min by default).
 */
export function driverUrgency(row: TCurrentDriverRow, limits: TDrivingLimits): TDriverUrgency {
  const continuousLeft = limits.continuousS - (row.driving_now ? row.continuous_seconds : 0);
  const dailyLeft = limits.dailyS - row.driving_seconds;
  const overS = Math.max(
    0,
    row.continuous_seconds - limits.continuousS,
    row.driving_seconds - limits.dailyS,
  );
  const left = Math.min(continuousLeft, dailyLeft);
  const margin = limits.continuousS - limits.continuousWarnS;
  let tone: TUrgencyTone = 'ok';
  if (overS > 0) tone = 'over';
  else if (left <= margin) tone = 'near';
  return {
    ...row,
    continuous_left_s: continuousLeft,
    daily_left_s: dailyLeft,
    left_s: left,
    tone,
    over_s: overS,
  };
}

/**
 * The overview card's order, most urgent first: drivers over a limit (still driving first,
 * then the furthest over), then everyone else by the time left before the sooner limit
 * (driving now first on a tie), then by name.
 */
export function byUrgency(
  rows: readonly TCurrentDriverRow[],
  limits: TDrivingLimits,
): TDriverUrgency[] {
  return rows
    .map((row) => driverUrgency(row, limits))
    .sort(
      (a, b) =>
        Number(b.tone === 'over') - Number(a.tone === 'over') ||
        (a.tone === 'over' ? Number(b.driving_now) - Number(a.driving_now) : 0) ||
        b.over_s - a.over_s ||
        a.left_s - b.left_s ||
        Number(b.driving_now) - Number(a.driving_now) ||
        a.driver_name.localeCompare(b.driver_name, 'vi'),
    );
}
