import type { WriteItem } from './position-writer.js';

/**
 * From this many new fixes on, a batch goes in by COPY (PostgreSQL: `FROM STDIN`; PGlite: from
 * its `/dev/blob`): it costs the database a third of the insert from arrays (PGlite: half of
 * the server's CPU per fix), but takes a transaction of four round trips, so the small group
 * commits of phones keep the one-statement insert.
 */
export const COPY_FROM_FIXES = 1_000;

/** Where `copyRows` go, in binary format. */
export const COPY_POSITIONS_INTO = `positions (truck_id, fix_time, lat, lon, speed_kmh, course,
  altitude, accuracy, ignition, odometer_km, driver_username, attributes)`;

/** PostgreSQL's binary COPY header: signature, flags, no header extension. */
const HEADER = Buffer.from('PGCOPY\n\xff\r\n\0\0\0\0\0\0\0\0\0', 'latin1');
const FIELDS = 12;
/** timestamptz travels as microseconds since 2000-01-01 UTC. */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
/** Bytes of a row without its texts: field count, 12 lengths, the fixed-size values. */
const FIXED_ROW_BYTES = 2 + FIELDS * 4 + 4 + 8 + 8 + 8 + 4 * 4 + 1 + 8;

/**
 * The fixes in PostgreSQL's binary COPY format, in truck then time order (the order every
 * batch takes rows in, so two batches in flight never deadlock). Binary, not text: numbers
 * and times are written as they are held, with no formatting here and no parsing there.
 */
export function copyRows(fixes: readonly WriteItem[]): Buffer[] {
  const ordered = [...fixes].sort(
    (a, b) => a.truckId - b.truckId || a.fix!.time.getTime() - b.fix!.time.getTime(),
  );
  let buffer = Buffer.allocUnsafe(HEADER.length + ordered.length * (FIXED_ROW_BYTES + 16) + 2);
  let at = HEADER.copy(buffer, 0);
  const room = (bytes: number) => {
    if (at + bytes <= buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(buffer.length * 2, at + bytes));
    buffer.copy(bigger, 0, 0, at);
    buffer = bigger;
  };
  const nothing = () => (at = buffer.writeInt32BE(-1, at));
  const float4 = (value: number | null) => {
    if (value === null) return nothing();
    at = buffer.writeInt32BE(4, at);
    at = buffer.writeFloatBE(value, at);
  };
  const float8 = (value: number | null) => {
    if (value === null) return nothing();
    at = buffer.writeInt32BE(8, at);
    at = buffer.writeDoubleBE(value, at);
  };
  /** A text, or jsonb (`version` 1 ahead of the JSON text). */
  const text = (value: string | null, version?: number) => {
    if (value === null) return nothing();
    room(4 + 1 + value.length * 3);
    const start = at;
    at += 4;
    if (version !== undefined) at = buffer.writeUInt8(version, at);
    at += buffer.write(value, at, 'utf8');
    buffer.writeInt32BE(at - start - 4, start);
  };

  for (const { truckId, fix, driverUsername } of ordered) {
    const f = fix!;
    room(FIXED_ROW_BYTES);
    at = buffer.writeInt16BE(FIELDS, at);
    at = buffer.writeInt32BE(4, at);
    at = buffer.writeInt32BE(truckId, at);
    // Fixes before 2000 are refused on the way in, so the microseconds are never negative
    // and fit a double exactly; written as two unsigned halves, without a BigInt.
    const micros = (f.time.getTime() - PG_EPOCH_MS) * 1000;
    at = buffer.writeInt32BE(8, at);
    at = buffer.writeUInt32BE(Math.floor(micros / 2 ** 32), at);
    at = buffer.writeUInt32BE(micros % 2 ** 32, at);
    float8(f.lat);
    float8(f.lon);
    float4(f.speedKmh);
    float4(f.course);
    float4(f.altitude);
    float4(f.accuracy);
    if (f.ignition === null) nothing();
    else {
      at = buffer.writeInt32BE(1, at);
      at = buffer.writeUInt8(f.ignition ? 1 : 0, at);
    }
    float8(f.odometerKm);
    text(driverUsername);
    text(Object.keys(f.attributes).length > 0 ? JSON.stringify(f.attributes) : null, 1);
  }
  room(2);
  at = buffer.writeInt16BE(-1, at);
  return [buffer.subarray(0, at)];
}
