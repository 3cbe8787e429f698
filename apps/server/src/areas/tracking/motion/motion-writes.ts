import type { Queryable } from '../../../db/database.js';
import type { MotionOutput, MotionState } from './motion-types.js';

const iso = (ms: number) => new Date(ms).toISOString();
const seconds = (ms: number) => Math.round(ms / 1000);

export interface TruckResult {
  truckId: number;
  output: MotionOutput;
  state: MotionState;
  /** Time of the newest fix processed. */
  until: number;
}

interface Table {
  name: string;
  key: string;
  /** `column type` pairs, in the order `rows` gives the values. */
  columns: string;
  rows(result: TruckResult): unknown[][];
}

const OPEN_ROW = 'start_time timestamptz, end_time timestamptz, driver_username text';
/** The values of `truck_id` and `OPEN_ROW`, which lead every span table. */
const span = (truckId: number, r: { start: number; end: number; driver: string | null }) => [
  truckId,
  iso(r.start),
  iso(r.end),
  r.driver,
];
const ENDS = 'start_lat float8, start_lon float8, end_lat float8, end_lon float8';
const ends = (r: { startLat: number; startLon: number; endLat: number; endLon: number }) => [
  r.startLat,
  r.startLon,
  r.endLat,
  r.endLon,
];

/** What the engine stores, table by table; rows are keyed by (truck, start) and replaced whole. */
const TABLES: Table[] = [
  {
    name: 'motion_trips',
    key: 'truck_id, start_time',
    columns: `truck_id int, ${OPEN_ROW}, ${ENDS}, distance_km float8, max_speed_kmh real,
      open boolean`,
    rows: ({ truckId, output }) =>
      [...output.trips.values()].map((r) => [
        ...span(truckId, r),
        ...ends(r),
        r.distanceKm,
        r.maxSpeedKmh,
        r.open,
      ]),
  },
  {
    name: 'motion_stops',
    key: 'truck_id, start_time',
    // idle_s: engine-on time of an idle stop, 0 for one that is not (contracts isIdleStop).
    columns: `truck_id int, ${OPEN_ROW}, lat float8, lon float8, idle_s int, idle boolean,
      open boolean`,
    rows: ({ truckId, output }) =>
      [...output.stops.values()].map((r) => [
        ...span(truckId, r),
        r.lat,
        r.lon,
        r.idle ? seconds(r.engineOnMs) : 0,
        r.idle,
        r.open,
      ]),
  },
  {
    name: 'motion_sessions',
    key: 'truck_id, start_time',
    columns: `truck_id int, ${OPEN_ROW}, ${ENDS}, driving_s int, working_s int,
      distance_km float8, chain_start timestamptz, continuous_s int, open boolean`,
    rows: ({ truckId, output }) =>
      [...output.sessions.values()].map((r) => [
        ...span(truckId, r),
        ...ends(r),
        seconds(r.drivingMs),
        seconds(r.workingMs),
        r.distanceKm,
        iso(r.chainStart),
        seconds(r.continuousMs),
        r.open,
      ]),
  },
  {
    name: 'motion_overspeeds',
    key: 'truck_id, start_time',
    columns: `truck_id int, ${OPEN_ROW}, limit_kmh real, max_speed_kmh real, avg_speed_kmh real,
      band text, distance_km float8, lat float8, lon float8, open boolean`,
    rows: ({ truckId, output }) =>
      [...output.overspeeds.values()].map((r) => [
        ...span(truckId, r),
        r.limitKmh,
        r.maxSpeedKmh,
        r.avgSpeedKmh,
        r.band,
        r.distanceKm,
        r.lat,
        r.lon,
        r.open,
      ]),
  },
  {
    name: 'motion_signal_gaps',
    key: 'truck_id, start_time',
    columns: `truck_id int, ${OPEN_ROW}, lat float8, lon float8`,
    rows: ({ truckId, output }) =>
      [...output.gaps.values()].map((r) => [...span(truckId, r), r.lat, r.lon]),
  },
  {
    name: 'motion_daily',
    key: 'truck_id, driver_username, day',
    columns: `truck_id int, driver_username text, day date, distance_km float8, driving_s int,
      working_s int, idle_s int, max_continuous_s int, stops int, overspeed_band_1 int,
      overspeed_band_2 int, overspeed_band_3 int, overspeed_band_4 int, km_over_limit float8,
      sessions_over_limit int, fixes int, stopped_s int, silent_s int, idle_stops int,
      lost_signals int`,
    rows: ({ truckId, output }) =>
      [...output.days.values()].map((d) => [
        truckId,
        d.driver,
        d.day,
        d.distanceKm,
        seconds(d.drivingMs),
        seconds(d.workingMs),
        seconds(d.idleMs),
        seconds(d.maxContinuousMs),
        d.stops,
        d.overspeeds.band_1,
        d.overspeeds.band_2,
        d.overspeeds.band_3,
        d.overspeeds.band_4,
        d.kmOverLimit,
        d.sessionsOverLimit,
        d.fixes,
        seconds(d.stoppedMs),
        seconds(d.silentMs),
        d.idleStops,
        d.lostSignals,
      ]),
  },
  {
    name: 'motion_checkpoints',
    key: 'truck_id, day',
    columns: 'truck_id int, day date, day_start timestamptz, state jsonb',
    rows: ({ truckId, output }) =>
      output.checkpoints.map((c) => [truckId, c.day, iso(c.dayStart), JSON.stringify(c.state)]),
  },
  {
    name: 'motion_cursors',
    key: 'truck_id',
    // The login the driver rule holds after the cursor, beside it: the live status reads it.
    columns: 'truck_id int, processed_until timestamptz, state jsonb, driver_login text',
    rows: ({ truckId, until, state }) => [
      [truckId, iso(until), JSON.stringify(state), state.login],
    ],
  },
];

/**
 * Writes what one cycle produced for many trucks: one multi-row upsert per table, so a replay
 * or a second instance converges on the same rows.
 */
export async function writeMotion(tx: Queryable, results: TruckResult[]): Promise<void> {
  for (const table of TABLES) {
    const columns = table.columns.split(',').map((c) => c.trim().split(/\s+/) as [string, string]);
    const values: unknown[][] = columns.map(() => []);
    for (const result of results)
      for (const row of table.rows(result)) row.forEach((value, i) => values[i]!.push(value));
    if (values[0]!.length === 0) continue;
    const keys = new Set(table.key.split(', '));
    const names = columns.map(([name]) => name);
    const updates = names.filter((n) => !keys.has(n)).map((n) => `${n} = excluded.${n}`);
    await tx.query(
      `insert into ${table.name} (${names.join(', ')})
       select * from unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
       on conflict (${table.key}) do update set ${updates.join(', ')}`,
      values,
    );
  }
}
