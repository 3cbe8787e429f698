import type { TCurrentDriverRow, TDomainSettings } from '@fleet/contracts';
import {
  continuousDrivingNow,
  continuousDrivingState,
  type OpenSession,
} from '../../tracking/index.js';

/** A driver's day as the motion engine stored it, with their latest session of today. */
export interface DriverDay {
  username: string;
  driver_name: string;
  plate: string | null;
  distance_km: number;
  driving_seconds: number;
  session: (OpenSession & { open: boolean }) | null;
}

type Limits = Pick<
  TDomainSettings,
  | 'continuous_warn_minutes'
  | 'continuous_limit_minutes'
  | 'daily_limit_minutes'
  | 'session_break_minutes'
>;

/**
 * Where a driver stands against the limits now (domain-vietnam.md "Driving time"). An open
 * session is judged by the motion model's rule; one that ended (a break) lets the next start
 * from zero, though a session that went over stays today's violation. The daily limit is
 * over once passed.
 */
export function driverStanding(day: DriverDay, settings: Limits, now: Date): TCurrentDriverRow {
  const { session } = day;
  const open = session?.open ? continuousDrivingNow(session, now, settings) : null;
  const continuous = session?.continuous_s ?? 0;
  const ended = continuousDrivingState(continuous * 1000, settings) === 'over' ? 'over' : 'ok';
  const continuousState = open ? open.state : ended;
  const dailyLeft = settings.daily_limit_minutes * 60 - day.driving_seconds;
  return {
    username: day.username,
    driver_name: day.driver_name,
    continuous_seconds: continuous,
    driving_now: open !== null,
    plate: day.plate,
    distance_km: day.distance_km,
    driving_seconds: day.driving_seconds,
    continuous_state: continuousState,
    continuous_left_s: settings.continuous_limit_minutes * 60 - (open?.seconds ?? 0),
    daily_left_s: dailyLeft,
    state: dailyLeft < 0 ? 'over' : continuousState,
  };
}

/**
 * The overview card's order, most urgent first: drivers over a limit (still driving first,
 * then the furthest over), then everyone else by the time left before the sooner limit
 * (driving now first on a tie), then by name.
 */
export function byUrgency(
  rows: TCurrentDriverRow[],
  settings: Pick<TDomainSettings, 'continuous_limit_minutes'>,
): TCurrentDriverRow[] {
  const limit = settings.continuous_limit_minutes * 60;
  const overBy = (row: TCurrentDriverRow) =>
    Math.max(0, -row.daily_left_s, row.continuous_seconds - limit);
  const over = (row: TCurrentDriverRow) => row.state === 'over';
  const left = (row: TCurrentDriverRow) => Math.min(row.continuous_left_s, row.daily_left_s);
  return rows.sort(
    (a, b) =>
      Number(over(b)) - Number(over(a)) ||
      (over(a) ? Number(b.driving_now) - Number(a.driving_now) : 0) ||
      overBy(b) - overBy(a) ||
      left(a) - left(b) ||
      Number(b.driving_now) - Number(a.driving_now) ||
      a.driver_name.localeCompare(b.driver_name, 'vi'),
  );
}
