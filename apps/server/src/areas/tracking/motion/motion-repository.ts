import type { Queryable } from '../../../db/database.js';
import type { Checkpoint, MotionFix, MotionState } from './motion-types.js';

/** Advisory-lock namespace of the motion engine ("mot"), the truck id is the second key. */
const LOCK_SPACE = 0x6d6f74;

const iso = (ms: number) => new Date(ms).toISOString();
const ROW_TABLES = [
  'motion_trips',
  'motion_stops',
  'motion_sessions',
  'motion_overspeeds',
  'motion_signal_gaps',
] as const;

export interface CursorRow {
  truck_id: number;
  until_ms: number;
  state: MotionState;
}

/** SQL of the motion engine: every statement handles a whole batch of trucks at once. */
export function motionRepository(tx: Queryable) {
  return {
    /** The trucks of `ids` this transaction could lock; the others are busy elsewhere. */
    async lock(ids: number[]): Promise<number[]> {
      const rows = await tx.query<{ truck_id: number }>(
        `select truck_id from unnest($1::int[]) as t(truck_id)
          where pg_try_advisory_xact_lock(${LOCK_SPACE}, truck_id)`,
        [ids],
      );
      return rows.map((row) => row.truck_id);
    },

    /**
     * Trucks with a stored fix newer than their cursor (or no cursor yet) whose last message
     * came in at least `quietSeconds` ago: work committed that no engine has processed.
     */
    async behind(quietSeconds: number): Promise<number[]> {
      const rows = await tx.query<{ truck_id: number }>(
        `select s.truck_id from truck_states s left join motion_cursors c using (truck_id)
          where s.fix_time is not null
            and (c.processed_until is null or s.fix_time > c.processed_until)
            and ($1::int = 0 or s.last_seen < now() - make_interval(secs => $1::int))`,
        [quietSeconds],
      );
      return rows.map((row) => row.truck_id);
    },

    cursors(ids: number[]): Promise<CursorRow[]> {
      return tx.query<CursorRow>(
        `select truck_id, extract(epoch from processed_until)::float8 * 1000 as until_ms, state
           from motion_cursors where truck_id = any($1::int[])`,
        [ids],
      );
    },

    /** The newest checkpoint at or before each time. */
    async checkpointsBefore(
      wanted: { truckId: number; at: number }[],
    ): Promise<Map<number, Checkpoint>> {
      const rows = await tx.query<{
        truck_id: number;
        day: string;
        start_ms: number;
        state: MotionState;
      }>(
        `select distinct on (c.truck_id) c.truck_id, to_char(c.day, 'YYYY-MM-DD') as day,
                extract(epoch from c.day_start)::float8 * 1000 as start_ms, c.state
           from unnest($1::int[], $2::timestamptz[]) as w(truck_id, at)
           join motion_checkpoints c on c.truck_id = w.truck_id and c.day_start <= w.at
          order by c.truck_id, c.day_start desc`,
        [wanted.map((w) => w.truckId), wanted.map((w) => iso(w.at))],
      );
      return new Map(
        rows.map((r) => [r.truck_id, { day: r.day, dayStart: r.start_ms, state: r.state }]),
      );
    },

    /** Forgets what the engine derived for each truck from a time and company day on. */
    async clearFrom(windows: { truckId: number; from: number; fromDay: string }[]): Promise<void> {
      if (windows.length === 0) return;
      const params = [
        windows.map((w) => w.truckId),
        windows.map((w) => iso(w.from)),
        windows.map((w) => w.fromDay),
      ];
      const window =
        'unnest($1::int[], $2::timestamptz[], $3::date[]) as w(truck_id, from_time, from_day)';
      for (const table of ROW_TABLES)
        await tx.query(
          `delete from ${table} t using ${window}
            where t.truck_id = w.truck_id
              and (t.start_time >= w.from_time or t.end_time >= w.from_time)`,
          params,
        );
      await tx.query(
        `delete from motion_checkpoints t using ${window}
          where t.truck_id = w.truck_id and t.day_start >= w.from_time`,
        params,
      );
      await tx.query(
        `delete from motion_daily t using ${window}
          where t.truck_id = w.truck_id and t.day >= w.from_day`,
        params,
      );
    },

    /**
     * Fixes of each truck from a time on (inclusive), in time order, at most `perTruck` of
     * each: a back-filled month is read in slices, never all at once.
     */
    async fixesFrom(
      windows: { truckId: number; from: number }[],
      perTruck: number,
    ): Promise<Map<number, MotionFix[]>> {
      // One JSON array per truck: the driver parses it natively, in half the time it takes
      // to read thousands of rows field by field (this read is most of the engine's cost).
      const rows = await tx.query<{
        truck_id: number;
        fixes: [number, number, number, number, boolean | null, string | null][] | null;
      }>(
        `select w.truck_id,
                (select json_agg(json_build_array(extract(epoch from p.fix_time)::float8 * 1000,
                           p.lat, p.lon, p.speed_kmh, p.ignition, p.driver_username)
                         order by p.fix_time)
                   from (select * from positions p
                          where p.truck_id = w.truck_id and p.fix_time >= w.from_time
                          order by p.fix_time limit $3) p) as fixes
           from unnest($1::int[], $2::timestamptz[]) as w(truck_id, from_time)`,
        [windows.map((w) => w.truckId), windows.map((w) => iso(w.from)), perTruck],
      );
      const byTruck = new Map<number, MotionFix[]>();
      for (const { truck_id, fixes } of rows) {
        if (!fixes) continue;
        byTruck.set(
          truck_id,
          fixes.map(([time, lat, lon, speedKmh, ignition, login]) => ({
            time,
            lat,
            lon,
            speedKmh,
            ignition,
            login,
          })),
        );
      }
      return byTruck;
    },
  };
}
