/** One fix as a device reported it, in the console's units. */
export interface DeviceFix {
  time: Date;
  lat: number;
  lon: number;
  speedKmh: number;
  course: number | null;
  altitude: number | null;
  accuracy: number | null;
  ignition: boolean | null;
  odometerKm: number | null;
  battery: number | null;
  /**
   * `false` when the device says it has no position lock (OsmAnd `valid=false`): the fix is
   * stored with the truck's record, but never becomes its current position. Absent: valid.
   */
  valid?: boolean;
  /**
   * What else the device said, under Traccar's names. `alarm` (alarm words joined by
   * commas, as Traccar writes them) is what the intake's alarm step reads, for every protocol.
   */
  attributes: Record<string, unknown>;
}

/**
 * What one device message says, as a decoder turns its bytes into it: a fix, or only that
 * the device is alive (a heartbeat, `fix` null), and who drives.
 */
export interface DeviceReport {
  fix: DeviceFix | null;
  /**
   * What the device gives to identify its driver, best first: OsmAnd's `driverUniqueId`, the
   * batch's `driver_unique_id`, a JT/T 808 card's licence, ID card number and name. Each is
   * matched against users' card ids, then usernames. Empty: the message names no driver.
   */
  driverIds: readonly string[];
  /** The battery level (%) a heartbeat still reports; a fix carries its own. */
  battery?: number | null;
}

/** One device message: the device it names and what it reports. */
export interface DeviceMessage {
  deviceId: string;
  reports: DeviceReport[];
}

/**
 * How far the connection proved which device speaks: `named` (the message names it: OsmAnd,
 * a JT/T 808 terminal that has not authenticated), `key` (the batch endpoint's device key),
 * `authenticated` (a JT/T 808 terminal after its authentication).
 */
export type DeviceProof = 'named' | 'key' | 'authenticated';

/** Who reports, as the intake's first step takes it. */
export interface DeviceSource {
  deviceId: string;
  proof: DeviceProof;
  /**
   * The truck the connection already resolved for the device (a JT/T 808 terminal's claim),
   * null when it found none; absent, the intake resolves it from the device id.
   */
  truckId?: number | null;
}

export const KNOTS_TO_KMH = 1.852;
export const MPS_TO_KMH = 3.6;

/** Fixes from before this or from more than a day ahead are device clock faults. */
const EARLIEST_FIX = Date.UTC(2000, 0, 1);
const MAX_AHEAD_MS = 24 * 3600 * 1000;

export function isPlausibleFix(fix: DeviceFix, now: Date): boolean {
  const t = fix.time.getTime();
  return (
    Number.isFinite(t) &&
    t >= EARLIEST_FIX &&
    t <= now.getTime() + MAX_AHEAD_MS &&
    Number.isFinite(fix.lat) &&
    Number.isFinite(fix.lon) &&
    Math.abs(fix.lat) <= 90 &&
    Math.abs(fix.lon) <= 180 &&
    !(fix.lat === 0 && fix.lon === 0)
  );
}
