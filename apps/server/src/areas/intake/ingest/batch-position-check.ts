/**
 * One position of the batch endpoint, checked as `ZBatchPosition` (packages/contracts) checks
 * it, with the time left as text for `batchTimes`. Written out by hand: a zod pass per
 * position was a large part of the endpoint's CPU, and 10,000 positions come per request.
 * `batch-position-check.test.ts` holds it to the schema's verdict.
 */
export interface CheckedPosition {
  device_id: string;
  time: string;
  lat: number;
  lon: number;
  speed_kmh?: number | null;
  course?: number | null;
  ignition?: boolean | null;
  odometer_km?: number | null;
  attributes?: Record<string, unknown> | null;
  driver_unique_id?: string | null;
  alarm?: string | null;
}

const DEVICE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number within [min, max]. */
const inRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

const optionalInRange = (value: unknown, min: number, max: number) =>
  value === undefined || value === null || inRange(value, min, max);

/** Absent, null, or text of at most `max` characters. */
const optionalText = (value: unknown, max: number): value is string | null | undefined =>
  value === undefined || value === null || (typeof value === 'string' && value.length <= max);

/** The position when it passes, else null (the caller answers VALIDATION_FAILED). */
export function checkBatchPosition(raw: unknown): CheckedPosition | null {
  if (!isObject(raw)) return null;
  const { device_id, time, lat, lon, speed_kmh, course, ignition, odometer_km, attributes } = raw;
  const { driver_unique_id, alarm } = raw;
  if (typeof device_id !== 'string' || typeof time !== 'string') return null;
  const deviceId = device_id.trim();
  if (!DEVICE_ID.test(deviceId)) return null;
  if (!inRange(lat, -90, 90) || !inRange(lon, -180, 180)) return null;
  if (!optionalInRange(speed_kmh, 0, 400) || !optionalInRange(course, 0, 360)) return null;
  if (!optionalInRange(odometer_km, 0, Infinity)) return null;
  if (ignition !== undefined && ignition !== null && typeof ignition !== 'boolean') return null;
  if (attributes !== undefined && attributes !== null && !isObject(attributes)) return null;
  if (!optionalText(driver_unique_id, 64) || !optionalText(alarm, 256)) return null;
  return {
    device_id: deviceId,
    time,
    lat,
    lon,
    speed_kmh,
    course,
    ignition,
    odometer_km,
    attributes,
    driver_unique_id,
    alarm,
  };
}
