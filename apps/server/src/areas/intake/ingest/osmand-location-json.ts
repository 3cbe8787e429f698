import { parseDeviceTime } from './device-time.js';
import { MPS_TO_KMH, type DeviceMessage, type DeviceReport } from './device-report.js';
import {
  angle,
  deviceIdOf,
  driverIdsOf,
  isRecord,
  number,
  percent,
  positive,
  text,
  type TFields,
} from './osmand-values.js';

/**
 * Keys of a location the decoder reads itself (Traccar Client v9's location template and
 * the background-geolocation plugin's location); other keys with a plain value are kept
 * as attributes under their own names (`uuid`, `age`…). `_` repeats the fix as a query
 * string and is left out.
 */
const LOCATION_KEYS = new Set([
  'timestamp',
  'coords',
  'battery',
  'odometer',
  'is_moving',
  'event',
  'alarm',
  'extras',
  'activity',
  'mock',
  '_',
]);
const COORDS_KEYS = new Set(['latitude', 'longitude', 'speed', 'heading', 'altitude', 'accuracy']);

const isPlain = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

export function isLocationMessage(body: unknown): body is TFields {
  return isRecord(body) && ('location' in body || 'locations' in body) && 'device_id' in body;
}

/**
 * Traccar Client v9's JSON: `{ location | locations, device_id }`, each location with
 * `coords` (speeds in m/s), `battery` (a fraction), `activity`, `mock`, `extras` (kept as
 * attributes; `extras.driverUniqueId` logs a driver in, as the form's `driverUniqueId`
 * does). A location without `coords` is a heartbeat that keeps its battery level.
 */
export function parseLocationMessage(body: TFields, now: Date): DeviceMessage[] {
  const deviceId = deviceIdOf(body.device_id);
  if (!deviceId) return [];
  const raw = body.locations ?? body.location;
  const locations = (Array.isArray(raw) ? raw : [raw]).filter(isRecord);
  const reports = locations.map((location) => reportOf(location, body, now));
  return [{ deviceId, reports: reports.length > 0 ? reports : [{ fix: null, driverIds: [] }] }];
}

function reportOf(location: TFields, body: TFields, now: Date): DeviceReport {
  const extras = isRecord(location.extras) ? location.extras : {};
  const battery = isRecord(location.battery) ? location.battery : {};
  const level = number(battery.level);
  // The app reports a fraction (1 = full); -1 means unknown.
  const percentage = percent(level !== null && level >= 0 && level <= 1 ? level * 100 : level);
  const driverIds = driverIdsOf(extras.driverUniqueId ?? body.driverUniqueId);
  const coords = isRecord(location.coords) ? location.coords : null;
  const lat = number(coords?.latitude);
  const lon = number(coords?.longitude);
  if (!coords || lat === null || lon === null) return { fix: null, driverIds, battery: percentage };
  const attributes = attributesOf(location, coords, battery, extras);
  const mps = number(coords.speed);
  const odometerMeters = number(location.odometer);
  return {
    fix: {
      time: parseDeviceTime(location.timestamp) ?? now,
      lat,
      lon,
      speedKmh: mps !== null && mps > 0 ? mps * MPS_TO_KMH : 0,
      course: angle(number(coords.heading)),
      altitude: number(coords.altitude),
      accuracy: positive(number(coords.accuracy)),
      ignition: null,
      odometerKm: odometerMeters !== null && odometerMeters >= 0 ? odometerMeters / 1000 : null,
      battery: percentage,
      valid: true,
      attributes,
    },
    driverIds,
  };
}

/** What a location says besides the fix, under Traccar's names where Traccar has one. */
function attributesOf(location: TFields, coords: TFields, battery: TFields, extras: TFields) {
  const attributes: Record<string, unknown> = {};
  for (const key in location)
    if (!LOCATION_KEYS.has(key) && isPlain(location[key])) attributes[key] = location[key];
  for (const key in coords)
    if (!COORDS_KEYS.has(key) && isPlain(coords[key])) attributes[key] = coords[key];
  if (location.event !== undefined) attributes.event = location.event;
  if (location.is_moving !== undefined) attributes.is_moving = location.is_moving;
  if (typeof location.mock === 'boolean') attributes.mock = location.mock;
  if (battery.is_charging !== undefined) attributes.charge = battery.is_charging;
  if (isRecord(location.activity)) {
    const type = text(location.activity.type);
    if (type !== null) attributes.activity = type;
    const confidence = number(location.activity.confidence);
    if (confidence !== null) attributes.activity_confidence = confidence;
  }
  // The driver id is the intake's to judge; it keeps one that names nobody.
  for (const key in extras) if (key !== 'driverUniqueId') attributes[key] = extras[key];
  // An alarm (`sos`, …) raises a warning as the form's `alarm` field does.
  const alarm = text(location.alarm);
  if (alarm !== null) attributes.alarm = alarm;
  return attributes;
}
