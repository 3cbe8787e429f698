import { parseDeviceTime } from './device-time.js';
import { KNOTS_TO_KMH, type DeviceMessage, type DeviceReport } from './device-report.js';
import { isLocationMessage, parseLocationMessage } from './osmand-location-json.js';
import {
  angle,
  bool,
  deviceIdOf,
  driverIdsOf,
  isRecord,
  number,
  percent,
  positive,
  text,
  typedValue,
  type TFields,
} from './osmand-values.js';

/** Keys the decoder understands; anything else a device sends is kept as an attribute. */
const KNOWN_KEYS = new Set([
  'id',
  'deviceid',
  'lat',
  'lon',
  'location',
  'timestamp',
  'speed',
  'bearing',
  'heading',
  'altitude',
  'accuracy',
  'batt',
  'battery',
  'ignition',
  'odometer',
  'driveruniqueid',
  'valid',
]);

/**
 * The OsmAnd decoder, for every Traccar Client: v8 (Android, iOS) sends its fields in the
 * query string; v10 sends them as a form, or as a JSON array of the same fields when set to
 * JSON; v9 sends JSON with `location.coords` (osmand-location-json.ts). A v10 heartbeat
 * has no position, only the time and the battery. One message per device it names (a
 * message names none: the list is empty, and it can never be accepted).
 */
export function parseOsmand(query: TFields, body: unknown, now: Date): DeviceMessage[] {
  if (isLocationMessage(body)) return parseLocationMessage(body, now);
  if (Array.isArray(body)) return byDevice(body.filter(isRecord).map((item) => flat(item, now)));
  const fields: TFields = isRecord(body) ? Object.assign({}, query, body) : query;
  const message = flat(fields, now);
  return message ? [{ deviceId: message.deviceId, reports: [message.report] }] : [];
}

/** Reports of the same device, in order, as one message each. */
function byDevice(read: ({ deviceId: string; report: DeviceReport } | null)[]): DeviceMessage[] {
  const messages = new Map<string, DeviceMessage>();
  for (const one of read) {
    if (!one) continue;
    let message = messages.get(one.deviceId);
    if (!message) messages.set(one.deviceId, (message = { deviceId: one.deviceId, reports: [] }));
    message.reports.push(one.report);
  }
  return [...messages.values()];
}

/** One report of flat fields (query, form, an item of v10's JSON array). */
function flat(fields: TFields, now: Date): { deviceId: string; report: DeviceReport } | null {
  // One pass, no intermediate arrays: this runs for every fix of every phone.
  const lower = new Map<string, unknown>();
  for (const key in fields) lower.set(key.toLowerCase(), fields[key]);
  const deviceId = deviceIdOf(lower.get('id') ?? lower.get('deviceid'));
  if (!deviceId) return null;
  const battery = percent(number(lower.get('batt') ?? lower.get('battery')));
  const fix = formFix(fields, lower, battery, now);
  const report: DeviceReport = { fix, driverIds: driverIdsOf(lower.get('driveruniqueid')) };
  if (!fix) report.battery = battery;
  return { deviceId, report };
}

function formFix(
  fields: TFields,
  lower: Map<string, unknown>,
  battery: number | null,
  now: Date,
): DeviceReport['fix'] {
  let lat = number(lower.get('lat'));
  let lon = number(lower.get('lon'));
  const location = text(lower.get('location'));
  if ((lat === null || lon === null) && location?.includes(',')) {
    [lat, lon] = location.split(',').map((part) => number(part.trim())) as [number, number];
  }
  if (lat === null || lon === null) return null;
  const knots = number(lower.get('speed'));
  const attributes: Record<string, unknown> = {};
  for (const key in fields)
    if (!KNOWN_KEYS.has(key.toLowerCase())) attributes[key] = typedValue(fields[key]);
  const odometerMeters = number(lower.get('odometer'));
  return {
    time: parseDeviceTime(lower.get('timestamp')) ?? now,
    lat,
    lon,
    speedKmh: knots !== null && knots > 0 ? knots * KNOTS_TO_KMH : 0,
    course: angle(number(lower.get('bearing') ?? lower.get('heading'))),
    altitude: number(lower.get('altitude')),
    accuracy: positive(number(lower.get('accuracy'))),
    ignition: bool(lower.get('ignition')),
    odometerKm: odometerMeters !== null && odometerMeters >= 0 ? odometerMeters / 1000 : null,
    battery,
    valid: bool(lower.get('valid')) ?? true,
    attributes,
  };
}
