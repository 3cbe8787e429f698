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
  attributes: Record<string, unknown>;
}

/** What one device message says: a fix, or only that the device is alive (heartbeat). */
export interface DeviceReport {
  deviceId: string;
  fix: DeviceFix | null;
  /** `driverUniqueId` of OsmAnd: the driver logging in on the truck (card id or username). */
  driverUniqueId: string | null;
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
