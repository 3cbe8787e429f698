import type { StoredState } from '../positions/position-store.js';
import type { WriteItem } from '../positions/position-writer.js';

/** Who follows committed fixes; none of them may hold the writer up. */
interface Followers {
  /** The live map: the trucks' new states. */
  live: { publish(states: StoredState[]): void };
  /** Geofence entries and exits of the fixes stored. */
  geofences: { judge(stored: WriteItem[]): void };
  /** The motion engine: trips, stops, driving sessions and overspeeds. */
  motion: { notify(stored: WriteItem[]): void };
}

/**
 * The intake's last step, the same for every protocol: after each group commit, the trucks'
 * new states go to the live feed and the fixes stored to geofences and the motion engine.
 * Each takes them without waiting (they queue their own work), so the next commit never
 * waits on them.
 */
export function postCommit({ live, geofences, motion }: Followers) {
  return function committed(states: StoredState[], stored: WriteItem[]): void {
    live.publish(states);
    geofences.judge(stored);
    motion.notify(stored);
  };
}
