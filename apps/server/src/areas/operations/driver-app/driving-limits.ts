import type { TContinuousDrivingState, TDrivingAgainstLimit } from '@fleet/contracts';

/**
 * Driving against a limit as the driver app shows it: the seconds, the limit, what is left,
 * and the level the motion model's one rule decided (continuous-driving.ts
 * `drivingLimitState`: its 'near' is the app's 'warn').
 */
export const drivingAgainstLimit = (
  seconds: number,
  limitMinutes: number,
  state: TContinuousDrivingState,
): TDrivingAgainstLimit => ({
  seconds,
  limit_seconds: limitMinutes * 60,
  left_seconds: limitMinutes * 60 - seconds,
  level: state === 'near' ? 'warn' : state,
});
