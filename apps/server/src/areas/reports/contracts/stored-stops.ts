import type { Database } from '../../../db/database.js';

export interface TripStopRow {
  start: Date;
  end: Date;
  lat: number;
  lon: number;
  idleS: number;
}

/**
 * Stops the motion engine stored (areas/tracking/motion, table motion_stops). Reports read these
 * small rows instead of scanning positions (architecture.md §8) once the engine has caught
 * up with the truck's fixes; until then the caller detects stops from the fixes itself.
 */
export function storedStopRepository(db: Database) {
  return {
    /**
     * Stops overlapping [from, to], oldest first; null while the engine has not yet
     * processed the truck up to `through` (the newest fix of the range).
     */
    async overlapping(
      truckId: number,
      from: Date,
      to: Date,
      through: Date,
    ): Promise<TripStopRow[] | null> {
      const [cursor] = await db.query<{ until_ms: number }>(
        `select extract(epoch from processed_until)::float8 * 1000 as until_ms
           from motion_cursors where truck_id = $1`,
        [truckId],
      );
      if (!cursor || cursor.until_ms < through.getTime()) return null;
      const rows = await db.query<{
        start_ms: number;
        end_ms: number;
        lat: number;
        lon: number;
        idle_s: number;
      }>(
        `select extract(epoch from start_time)::float8 * 1000 as start_ms,
                extract(epoch from end_time)::float8 * 1000 as end_ms, lat, lon, idle_s
           from motion_stops
          where truck_id = $1 and start_time <= $3 and end_time >= $2
          order by start_time`,
        [truckId, from.toISOString(), to.toISOString()],
      );
      return rows.map((row) => ({
        start: new Date(row.start_ms),
        end: new Date(row.end_ms),
        lat: row.lat,
        lon: row.lon,
        idleS: row.idle_s,
      }));
    },
  };
}

export type StoredStopRepository = ReturnType<typeof storedStopRepository>;
