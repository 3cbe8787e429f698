import type { TAlertChannel, TAlertRule } from '@fleet/contracts';

export interface AlertedWarning {
  type: string;
  truckId: number | null;
  /** The warning's minute of the day in company time, as `HH:mm`. */
  clock: string;
}

/** Whether `clock` (`HH:mm`) falls in the quiet hours; `from` after `to` spans midnight. */
export function isQuiet(quiet: TAlertRule['quiet_hours'], clock: string): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  return quiet.from < quiet.to
    ? clock >= quiet.from && clock < quiet.to
    : clock >= quiet.from || clock < quiet.to;
}

/** The channels a warning goes out on under `rule` (none when the rule leaves it out). */
export function channelsFor(rule: TAlertRule, warning: AlertedWarning): TAlertChannel[] {
  if (!rule.kinds.some((kind) => kind === warning.type)) return [];
  if (warning.truckId !== null && rule.truck_ids && !rule.truck_ids.includes(warning.truckId))
    return [];
  if (isQuiet(rule.quiet_hours, warning.clock)) return [];
  return rule.channels;
}
