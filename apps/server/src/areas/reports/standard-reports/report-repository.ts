import type { TDrivingExceptionReason, TOverspeedBand } from '@fleet/contracts';
import { EXCEPTION_REASON } from '../driving-exceptions/exception-sql.js';
import type { Database } from '../../../db/database.js';

/** Whose rows a report reads: visible trucks (null = all), one truck, some drivers. */
export interface ReportScope {
  visible: number[] | null;
  truckId: number | null;
  /** Lower-cased usernames, or null for every driver. */
  drivers: string[] | null;
}

const SCOPE = `($1::int[] is null or x.truck_id = any($1::int[]))
  and ($2::int is null or x.truck_id = $2)
  and ($3::text[] is null or lower(x.driver_username) = any($3::text[]))`;
const scopeParams = (s: ReportScope) => [s.visible, s.truckId, s.drivers];

export interface BandSums {
  distance_km: number;
  driving_s: number;
  o1: number;
  o2: number;
  o3: number;
  o4: number;
  km_over_limit: number;
  /** Stops of the motion model (at least min_stop_minutes), kept per day by the engine. */
  stops: number;
  sessions_over_limit: number;
}
const BAND_SUMS = `sum(x.distance_km)::float8 as distance_km, sum(x.driving_s)::int as driving_s,
  sum(x.overspeed_band_1)::int as o1, sum(x.overspeed_band_2)::int as o2,
  sum(x.overspeed_band_3)::int as o3, sum(x.overspeed_band_4)::int as o4,
  sum(x.km_over_limit)::float8 as km_over_limit,
  sum(x.sessions_over_limit)::int as sessions_over_limit, sum(x.stops)::int as stops`;

/**
 * SQL of the standard reports. Everything but B.1 reads the motion engine's stored tables
 * (architecture.md §8); B.1 is by definition the list of raw fixes of one truck.
 */
export function reportRepository(db: Database) {
  /** Rows of a motion table whose start lies in [from, to], oldest first. */
  const started = <T>(table: string, columns: string, s: ReportScope, from: Date, to: Date) =>
    db.query<T & { plate: string; username: string | null }>(
      `select t.plate, x.driver_username as username, x.start_time, x.end_time, ${columns}
         from ${table} x join trucks t on t.id = x.truck_id
        where ${SCOPE} and x.start_time >= $4 and x.start_time <= $5
        order by x.start_time, t.plate`,
      [...scopeParams(s), from.toISOString(), to.toISOString()],
    );
  type Span = { start_time: Date; end_time: Date };
  type Ends = { start_lat: number; start_lon: number; end_lat: number; end_lon: number };

  return {
    async countFixes(truckId: number, from: Date, to: Date): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from positions
          where truck_id = $1 and fix_time >= $2 and fix_time <= $3`,
        [truckId, from.toISOString(), to.toISOString()],
      );
      return row?.n ?? 0;
    },
    /** One page of fixes; `after` (epoch ms) pages by key so deep pages stay cheap. */
    fixes(truckId: number, from: Date, to: Date, limit: number, offset: number) {
      return db.query<{
        fix_ms: number;
        lat: number;
        lon: number;
        speed_kmh: number;
        ignition: boolean | null;
      }>(
        `select extract(epoch from fix_time)::float8 * 1000 as fix_ms, lat, lon, speed_kmh,
                ignition
           from positions where truck_id = $1 and fix_time >= $2 and fix_time <= $3
          order by fix_time limit $4 offset $5`,
        [truckId, from.toISOString(), to.toISOString(), limit, offset],
      );
    },
    trips: (s: ReportScope, from: Date, to: Date) =>
      started<
        Span &
          Ends & {
            distance_km: number;
            max_speed_kmh: number;
          }
      >(
        'motion_trips',
        'x.start_lat, x.start_lon, x.end_lat, x.end_lon, x.distance_km, x.max_speed_kmh',
        s,
        from,
        to,
      ),
    overspeeds: (s: ReportScope, from: Date, to: Date) =>
      started<
        Span & {
          limit_kmh: number;
          max_speed_kmh: number;
          avg_speed_kmh: number;
          band: TOverspeedBand;
          lat: number;
          lon: number;
        }
      >(
        'motion_overspeeds',
        'x.limit_kmh, x.max_speed_kmh, x.avg_speed_kmh, x.band, x.lat, x.lon',
        s,
        from,
        to,
      ),
    sessions: (s: ReportScope, from: Date, to: Date) =>
      started<
        Span &
          Ends & {
            driving_s: number;
            distance_km: number;
            continuous_s: number;
            exception_reason: TDrivingExceptionReason | null;
          }
      >(
        'motion_sessions',
        `x.start_lat, x.start_lon, x.end_lat, x.end_lon, x.driving_s, x.distance_km,
         coalesce(x.continuous_s, x.driving_s) as continuous_s, ${EXCEPTION_REASON}`,
        s,
        from,
        to,
      ),
    stops: (s: ReportScope, from: Date, to: Date) =>
      started<Span & { lat: number; lon: number; idle_s: number }>(
        'motion_stops',
        'x.lat, x.lon, x.idle_s',
        s,
        from,
        to,
      ),
    /** B.5.1: day totals summed per truck over [fromDay, toDay]. */
    perTruck(s: ReportScope, fromDay: string, toDay: string) {
      return db.query<BandSums & { plate: string }>(
        `select t.plate, ${BAND_SUMS}
           from motion_daily x join trucks t on t.id = x.truck_id
          where ${SCOPE} and x.day between $4::date and $5::date
          group by t.plate order by t.plate`,
        [...scopeParams(s), fromDay, toDay],
      );
    },
    /** B.5.2: day totals summed per known driver over [fromDay, toDay]. */
    perDriver(s: ReportScope, fromDay: string, toDay: string) {
      return db.query<BandSums & { username: string }>(
        `select lower(x.driver_username) as username, ${BAND_SUMS}
           from motion_daily x
          where ${SCOPE} and x.driver_username <> '' and x.day between $4::date and $5::date
          group by lower(x.driver_username) order by lower(x.driver_username)`,
        [...scopeParams(s), fromDay, toDay],
      );
    },
  };
}

export type ReportRepository = ReturnType<typeof reportRepository>;
