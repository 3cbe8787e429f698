import { endsSession, type TContinuousDrivingState } from '@fleet/contracts';
import type { MotionSettings } from './motion-types.js';

export type { TContinuousDrivingState };

type Limits = Pick<MotionSettings, 'continuous_warn_minutes' | 'continuous_limit_minutes'>;

/**
 * Where driving stands against a limit (domain-vietnam.md "Driving time"): 'over' once past
 * the limit, 'near' from the warning (when the limit has one) up to the limit itself. The
 * one rule of every driving limit: continuous, daily and weekly.
 */
export function drivingLimitState(
  drivenMs: number,
  limitMinutes: number,
  warnMinutes: number | null = null,
): TContinuousDrivingState {
  if (drivenMs > limitMinutes * 60_000) return 'over';
  if (warnMinutes !== null && drivenMs >= warnMinutes * 60_000) return 'near';
  return 'ok';
}

/**
 * Where continuous driving stands against the settings: 'near' from the warning setting
 * (3 h 55 min by default) up to the limit itself, 'over' once past the limit (4 h by
 * default). The one place this is decided: the engine's alerts, the live status, the
 * overview and the driver app follow it.
 */
export const continuousDrivingState = (
  continuousMs: number,
  settings: Limits,
): TContinuousDrivingState =>
  drivingLimitState(
    continuousMs,
    settings.continuous_limit_minutes,
    settings.continuous_warn_minutes,
  );

/** A driver's driving of a company day against the daily limit (10 h by default). */
export const dailyDrivingState = (
  drivenMs: number,
  settings: Pick<MotionSettings, 'daily_limit_minutes'>,
): TContinuousDrivingState => drivingLimitState(drivenMs, settings.daily_limit_minutes);

/** A driver's driving of a week (Monday to Sunday) against the weekly limit (48 h by default). */
export const weeklyDrivingState = (
  drivenMs: number,
  settings: Pick<MotionSettings, 'weekly_limit_minutes'>,
): TContinuousDrivingState => drivingLimitState(drivenMs, settings.weekly_limit_minutes);

/** A driving session the motion engine stored as still open at a truck's live end. */
export interface OpenSession {
  /** The driver's continuous driving up to the session's last driving (seconds). */
  continuous_s: number;
  end_time: Date;
}

/**
 * Continuous driving now of an open session: what the engine stored, unless the time since
 * its end is already a break (the truck stood or fell silent that long), which ended it;
 * null when no session is open now.
 */
export function continuousDrivingNow(
  session: OpenSession | undefined,
  now: Date,
  settings: Limits & Pick<MotionSettings, 'session_break_minutes'>,
): { seconds: number; state: TContinuousDrivingState } | null {
  if (!session || endsSession(now.getTime() - session.end_time.getTime(), settings)) return null;
  return {
    seconds: session.continuous_s,
    state: continuousDrivingState(session.continuous_s * 1000, settings),
  };
}
