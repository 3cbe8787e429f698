import type { TTruckStatus } from '@fleet/contracts';

export interface MotionState {
  motion: 'moving' | 'stopped' | null;
  ignition: boolean | null;
  last_seen: Date | null;
}

/**
 * Status of a truck now (domain-vietnam.md "Stops, idle, signal"): offline after a quiet
 * spell (the admin's `offline_minutes`), else moving, idle (stopped with ignition on) or stopped.
 */
export function truckStatus(
  state: MotionState,
  now: Date,
  offlineAfterMinutes: number,
): TTruckStatus {
  if (!state.last_seen || now.getTime() - state.last_seen.getTime() > offlineAfterMinutes * 60_000)
    return 'offline';
  if (state.motion === 'moving') return 'moving';
  return state.ignition === true ? 'idle' : 'stopped';
}
