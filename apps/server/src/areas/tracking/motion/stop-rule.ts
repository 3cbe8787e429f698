import { isCountedStop, type TDomainSettings } from '@fleet/contracts';

/**
 * The stop rule on the server (contracts `isCountedStop`): every report that lists or
 * counts stops reads the admin's `min_stop_minutes` through here, so the trip report, B.4,
 * B.5.x, the driver reports and the replay agree on one truck and day.
 */
export const minStopSeconds = (settings: Pick<TDomainSettings, 'min_stop_minutes'>): number =>
  settings.min_stop_minutes * 60;

export { isCountedStop };
