import { alarmWordsOf } from './alarm-bits.js';
import { isSafetyItem, readSafetyItem, type SafetyAlarm } from './safety-alarms.js';

/** A location report (0x0200, an item of 0x0704, the position of 0x0801) in console units. */
export interface Jt808Location {
  /** The alarm word (§8.18, table 24) and the status word (table 25) as sent. */
  alarm: number;
  status: number;
  /** Null when the time is not a valid BCD date. */
  time: Date | null;
  lat: number;
  lon: number;
  altitude: number;
  speedKmh: number;
  course: number;
  ignition: boolean;
  /** Status bit 1: the receiver has a position lock. */
  positioned: boolean;
  /** Additional item 0x01 (1/10 km). */
  odometerKm: number | null;
  /** Active-safety alarms (items 0x64–0x67), when the report carries any. */
  safety?: SafetyAlarm[];
  /** What else is stored with the fix, under Traccar's attribute names. */
  attributes: Record<string, number | string>;
}

/** Bytes of the basic information before the additional items. */
export const LOCATION_BASIC_BYTES = 28;

const bcd = (byte: number) =>
  byte >> 4 > 9 || (byte & 15) > 9 ? -1 : (byte >> 4) * 10 + (byte & 15);

/**
 * A BCD time YYMMDDhhmmss at `at` read in a clock `offsetMinutes` east of UTC (JT/T 808
 * says Beijing time, +08:00; terminals set up in Vietnam often run at +07:00). Null when a
 * digit is not decimal or a field is out of range.
 */
export function bcdTime(buffer: Buffer, at: number, offsetMinutes: number): Date | null {
  const year = bcd(buffer[at]!);
  const month = bcd(buffer[at + 1]!);
  const day = bcd(buffer[at + 2]!);
  const hour = bcd(buffer[at + 3]!);
  const minute = bcd(buffer[at + 4]!);
  const second = bcd(buffer[at + 5]!);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return null;
  const ms = Date.UTC(2000 + year, month - 1, day, hour, minute, second);
  return new Date(ms - offsetMinutes * 60_000);
}

/**
 * Reads location data from `start` to `end` of `body` (basic information and additional
 * items); null when the basic information does not fit. Additional items are read as
 * id, length, value; unknown ones are skipped, and reading stops at an item that would run
 * past `end` (vendors' extensions of other shapes), keeping what was read.
 */
export function decodeLocation(
  body: Buffer,
  start: number,
  end: number,
  offsetMinutes: number,
): Jt808Location | null {
  if (end > body.length || end - start < LOCATION_BASIC_BYTES) return null;
  const alarm = body.readUInt32BE(start);
  const status = body.readUInt32BE(start + 4);
  const lat = body.readUInt32BE(start + 8) / 1e6;
  const lon = body.readUInt32BE(start + 12) / 1e6;
  const attributes: Record<string, number | string> = { status };
  const words = alarm === 0 ? '' : alarmWordsOf(alarm);
  if (words) attributes.alarm = words;
  const location: Jt808Location = {
    alarm,
    status,
    time: bcdTime(body, start + 22, offsetMinutes),
    // Status bits 2 and 3: south latitude, west longitude.
    lat: status & 0x4 ? -lat : lat,
    lon: status & 0x8 ? -lon : lon,
    // Signed: terminals below sea level send the two's complement.
    altitude: body.readInt16BE(start + 16),
    speedKmh: body.readUInt16BE(start + 18) / 10,
    course: body.readUInt16BE(start + 20) % 360,
    ignition: (status & 0x1) !== 0,
    positioned: (status & 0x2) !== 0,
    odometerKm: null,
    attributes,
  };
  let at = start + LOCATION_BASIC_BYTES;
  while (at + 2 <= end) {
    const id = body[at]!;
    const length = body[at + 1]!;
    const value = at + 2;
    if (value + length > end) break;
    if (id === 0x01 && length === 4) location.odometerKm = body.readUInt32BE(value) / 10;
    else if (id === 0x02 && length === 2) attributes.fuel = body.readUInt16BE(value) / 10;
    else if (id === 0x03 && length === 2) attributes.obdSpeed = body.readUInt16BE(value) / 10;
    else if (id === 0x30 && length === 1) attributes.rssi = body[value]!;
    else if (id === 0x31 && length === 1) attributes.sat = body[value]!;
    else if (isSafetyItem(id)) {
      const alarm = readSafetyItem(id, body, value, length);
      if (alarm) (location.safety ??= []).push(alarm);
    }
    at = value + length;
  }
  return location;
}
