import type { TDomainSettings, TDrivingAgainstLimit, TLimitLevel } from '@fleet/contracts';

/**
 * Where driving stands against a limit (domain-vietnam.md "Driving time"): over past the
 * limit, warned from the warning threshold when the limit has one. Pure, so tested alone.
 */
export function againstLimit(
  seconds: number,
  limitSeconds: number,
  warnFromSeconds: number | null = null,
): TDrivingAgainstLimit {
  let level: TLimitLevel = 'ok';
  if (seconds > limitSeconds) level = 'over';
  else if (warnFromSeconds !== null && seconds >= warnFromSeconds) level = 'warn';
  return { seconds, limit_seconds: limitSeconds, left_seconds: limitSeconds - seconds, level };
}

/** The driving limits of the settings, in seconds. */
export const drivingLimitsOf = (settings: TDomainSettings) => ({
  continuous: settings.continuous_limit_minutes * 60,
  continuousWarn: settings.continuous_warn_minutes * 60,
  daily: settings.daily_limit_minutes * 60,
  weekly: settings.weekly_limit_minutes * 60,
});
