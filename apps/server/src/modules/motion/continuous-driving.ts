import type { MotionSettings } from './motion-types.js';

/**
 * Where continuous driving stands against the settings (domain-vietnam.md "Driving time"):
 * 'near' from the warning setting (3 h 55 min by default) up to the limit itself, 'over'
 * once past the limit (4 h by default). The one place this is decided: the engine's alerts
 * follow it.
 */
export type TContinuousDrivingState = 'ok' | 'near' | 'over';

export function continuousDrivingState(
  continuousMs: number,
  settings: Pick<MotionSettings, 'continuous_warn_minutes' | 'continuous_limit_minutes'>,
): TContinuousDrivingState {
  if (continuousMs > settings.continuous_limit_minutes * 60_000) return 'over';
  if (continuousMs >= settings.continuous_warn_minutes * 60_000) return 'near';
  return 'ok';
}
