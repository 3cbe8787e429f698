import type { WriteItem } from './position-writer.js';

/**
 * From this many new fixes on, a batch goes in by `COPY … FROM STDIN` (PostgreSQL): it costs
 * the database a third of the insert from arrays, but takes a transaction of four round
 * trips, so the small group commits of phones keep the one-statement insert.
 */
export const COPY_FROM_FIXES = 1_000;

export const COPY_POSITIONS_SQL = `copy positions (truck_id, fix_time, lat, lon, speed_kmh, course,
  altitude, accuracy, ignition, odometer_km, driver_username, attributes) from stdin`;

/** Rows per chunk handed to the COPY stream (about 100 KiB). */
const ROWS_PER_CHUNK = 1_000;

const NULL = '\\N';
const num = (value: number | null) => (value === null ? NULL : String(value));

/** COPY text format: backslash, tab, newline and carriage return are escaped. */
function text(value: string | null): string {
  if (value === null) return NULL;
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c as keyof typeof ESCAPES])
    : value;
}
const ESCAPES = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * The fixes as COPY text rows, in truck then time order (the order every batch takes rows
 * in, so two batches in flight never deadlock), in chunks.
 */
export function* copyRows(fixes: readonly WriteItem[]): Generator<string> {
  const ordered = [...fixes].sort(
    (a, b) => a.truckId - b.truckId || a.fix!.time.getTime() - b.fix!.time.getTime(),
  );
  let chunk = '';
  for (let i = 0; i < ordered.length; i++) {
    const { truckId, fix, driverUsername } = ordered[i]!;
    const f = fix!;
    // JSON text has no raw tab or newline; only its backslashes need escaping.
    const attributes = Object.keys(f.attributes).length > 0 ? JSON.stringify(f.attributes) : null;
    chunk +=
      `${truckId}\t${f.time.toISOString()}\t${f.lat}\t${f.lon}\t${f.speedKmh}\t${num(f.course)}\t` +
      `${num(f.altitude)}\t${num(f.accuracy)}\t${f.ignition === null ? NULL : f.ignition ? 't' : 'f'}\t` +
      `${num(f.odometerKm)}\t${text(driverUsername)}\t${text(attributes)}\n`;
    if ((i + 1) % ROWS_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
