import { parseDeviceTime } from './device-time.js';
import { storableText } from './device-attributes.js';
import { KNOTS_TO_KMH, MPS_TO_KMH, type DeviceFix, type DeviceReport } from './device-report.js';

type TFields = Record<string, unknown>;

/** Keys the parser understands; anything else a device sends is kept as an attribute. */
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
 * Reads an OsmAnd message as the Traccar Client app sends it: the current app's form body,
 * the old app's query string (same keys), or the JSON body with `location.coords`.
 * Answers an empty list when the message names no device (it can never be accepted).
 */
export function parseOsmand(query: TFields, body: unknown, now: Date): DeviceReport[] {
  if (isJsonMessage(body)) return parseJson(body, now);
  const fields: TFields = isRecord(body) ? Object.assign({}, query, body) : query;
  // One pass, no intermediate arrays: this runs for every fix of every phone.
  const lower = new Map<string, unknown>();
  for (const key in fields) lower.set(key.toLowerCase(), fields[key]);
  const deviceId = deviceIdOf(lower.get('id') ?? lower.get('deviceid'));
  if (!deviceId) return [];
  return [
    {
      deviceId,
      driverUniqueId: text(lower.get('driveruniqueid')),
      fix: formFix(fields, lower, now),
    },
  ];
}

function formFix(fields: TFields, lower: Map<string, unknown>, now: Date): DeviceFix | null {
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
    battery: percent(number(lower.get('batt') ?? lower.get('battery'))),
    valid: bool(lower.get('valid')) ?? true,
    attributes,
  };
}

interface JsonLocation {
  timestamp?: unknown;
  coords?: TFields;
  battery?: { level?: unknown; is_charging?: unknown };
  odometer?: unknown;
  is_moving?: unknown;
  event?: unknown;
  alarm?: unknown;
  extras?: unknown;
}

function isJsonMessage(body: unknown): body is TFields {
  return isRecord(body) && ('location' in body || 'locations' in body) && 'device_id' in body;
}

function parseJson(body: TFields, now: Date): DeviceReport[] {
  const deviceId = deviceIdOf(body.device_id);
  if (!deviceId) return [];
  const raw = body.locations ?? body.location;
  const locations = (Array.isArray(raw) ? raw : [raw]).filter(isRecord) as JsonLocation[];
  const reports = locations.map((location): DeviceReport => ({
    deviceId,
    driverUniqueId: text(body.driverUniqueId),
    fix: jsonFix(location, now),
  }));
  return reports.length > 0 ? reports : [{ deviceId, driverUniqueId: null, fix: null }];
}

function jsonFix(location: JsonLocation, now: Date): DeviceFix | null {
  const coords = location.coords ?? {};
  const lat = number(coords.latitude);
  const lon = number(coords.longitude);
  if (lat === null || lon === null) return null;
  const mps = number(coords.speed);
  const level = number(location.battery?.level);
  const odometerMeters = number(location.odometer);
  const attributes: Record<string, unknown> = {};
  if (location.event !== undefined) attributes.event = location.event;
  if (location.is_moving !== undefined) attributes.is_moving = location.is_moving;
  if (location.battery?.is_charging !== undefined) attributes.charge = location.battery.is_charging;
  if (isRecord(location.extras)) Object.assign(attributes, location.extras);
  // An alarm (`sos`, …) raises a warning as the form's `alarm` field does.
  const alarm = text(location.alarm);
  if (alarm !== null) attributes.alarm = alarm;
  return {
    time: parseDeviceTime(location.timestamp) ?? now,
    lat,
    lon,
    speedKmh: mps !== null && mps > 0 ? mps * MPS_TO_KMH : 0,
    course: angle(number(coords.heading)),
    altitude: number(coords.altitude),
    accuracy: positive(number(coords.accuracy)),
    ignition: null,
    odometerKm: odometerMeters !== null && odometerMeters >= 0 ? odometerMeters / 1000 : null,
    // The JSON app reports a fraction (1 = full); -1 means unknown.
    battery: percent(level !== null && level >= 0 && level <= 1 ? level * 100 : level),
    valid: true,
    attributes,
  };
}

const isRecord = (value: unknown): value is TFields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Trucks' device ids have at most 64 characters (ZDeviceId); a longer one names none. */
function deviceIdOf(value: unknown): string | null {
  const id = text(value);
  return id !== null && id.length <= 64 ? id : null;
}

/** NUL bytes are dropped: a phone that sends one still has its fix stored. */
function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = storableText(value).trim();
  return trimmed === '' ? null : trimmed;
}

function number(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function bool(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return null;
}

/** A battery level in per cent; the apps send -1 when they do not know it. */
function percent(value: number | null): number | null {
  return value === null || value < 0 ? null : Math.round(value * 100) / 100;
}

/** A decimal number as Traccar reads one (no hex, no padding, no `Infinity`). */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** Other keys keep Traccar's types: a number or a boolean when the text is one, else text. */
function typedValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return DECIMAL.test(value) ? Number(value) : value;
}

/** Android reports -1 for an unknown bearing or accuracy. */
const angle = (value: number | null) => (value === null || value < 0 ? null : value % 360);
const positive = (value: number | null) => (value === null || value < 0 ? null : value);
