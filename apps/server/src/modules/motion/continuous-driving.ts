import { endsSession, type TContinuousDrivingState } from '@fleet/contracts';
import type { MotionSettings } from './motion-types.js';

export type { TContinuousDrivingState };

type Limits = Pick<MotionSettings, 'continuous_warn_minutes' | 'continuous_limit_minutes'>;

/**
 * Where continuous driving stands against the settings (domain-vietnam.md "Driving time"):
 * 'near' from the warning setting (3 h 55 min by default) up to the limit itself, 'over'
 * once past the limit (4 h by default). The one place this is decided: the engine's alerts,
 * the live status and the overview follow it.
 */
export function continuousDrivingState(
  continuousMs: number,
  settings: Limits,
): TContinuousDrivingState {
  if (continuousMs > settings.continuous_limit_minutes * 60_000) return 'over';
  if (continuousMs >= settings.continuous_warn_minutes * 60_000) return 'near';
  return 'ok';
}

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
