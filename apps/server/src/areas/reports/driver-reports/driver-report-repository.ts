import type { TDrivingExceptionReason, TOverspeedBand } from '@fleet/contracts';
import { EXCEPTION_NOTE, EXCEPTION_REASON } from '../driving-exceptions/exception-sql.js';
import type { Database } from '../../../db/database.js';
import type { SignalGap } from './lost-signal-episodes.js';

/** Trucks a user may see: `null` = every truck (admin). */
type Visible = number[] | null;
const TRUCKS = '($1::int[] is null or x.truck_id = any($1::int[]))';
/** `$2` a list of lower-cased usernames, or null for every driver. */
const DRIVERS = '($2::text[] is null or lower(x.driver_username) = any($2::text[]))';

export interface DailyRow {
  username: string;
  day: string;
  distance_km: number;
  driving_s: number;
  working_s: number;
  idle_s: number;
  max_continuous_s: number;
  stops: number;
  o1: number;
  o2: number;
  o3: number;
  o4: number;
  km_over_limit: number;
  sessions_over_limit: number;
  plates: string[];
}

export interface SessionRow {
  truck_id: number;
  plate: string;
  username: string | null;
  start_time: Date;
  end_time: Date;
  driving_s: number;
  working_s: number;
  distance_km: number;
  open: boolean;
  start_lat: number;
  start_lon: number;
  /** When the driver's session began (earlier on another truck when carried). */
  chain_start: Date;
  /** The driver's continuous driving up to this row's end (motion/driver-session-rule.ts). */
  continuous_s: number;
  /** Why driving over the limit was lawful, when a permitted user said so. */
  exception_reason?: TDrivingExceptionReason | null;
  exception_note?: string | null;
}

/** SQL of the driver reports: they read the motion engine's tables, never raw positions. */
export function driverReportRepository(db: Database) {
  return {
    /** Lower-cased usernames whose username or full name is `name`. */
    async usernamesNamed(name: string): Promise<string[]> {
      const rows = await db.query<{ username: string }>(
        `select lower(username) as username from users where deleted_at is null
           and (lower(username) = lower($1) or lower(fullname) = lower($1))`,
        [name],
      );
      return rows.map((r) => r.username);
    },
    async people(usernames: string[]) {
      return db.query<{ username: string; fullname: string; licence_number: string | null }>(
        `select lower(username) as username, fullname, licence_number from users
          where lower(username) = any($1::text[]) and deleted_at is null`,
        [usernames.map((u) => u.toLowerCase())],
      );
    },
    drivers() {
      return db.query<{
        username: string;
        fullname: string;
        card_id: string | null;
        licence_number: string | null;
      }>(
        `select username, fullname, card_id, licence_number from users
          where deleted_at is null and role = 'driver' order by fullname, username`,
      );
    },
    /** Day totals per driver over the trucks, with the plates driven. */
    daily(visible: Visible, drivers: string[] | null, fromDay: string, toDay: string) {
      return db.query<DailyRow>(
        `select x.driver_username as username, to_char(x.day, 'YYYY-MM-DD') as day,
                sum(x.distance_km)::float8 as distance_km, sum(x.driving_s)::int as driving_s,
                sum(x.working_s)::int as working_s, sum(x.idle_s)::int as idle_s,
                max(x.max_continuous_s)::int as max_continuous_s, sum(x.stops)::int as stops,
                sum(x.overspeed_band_1)::int as o1, sum(x.overspeed_band_2)::int as o2,
                sum(x.overspeed_band_3)::int as o3, sum(x.overspeed_band_4)::int as o4,
                sum(x.km_over_limit)::float8 as km_over_limit,
                sum(x.sessions_over_limit)::int as sessions_over_limit,
                array_agg(distinct t.plate order by t.plate) as plates
           from motion_daily x join trucks t on t.id = x.truck_id
          where ${TRUCKS} and ${DRIVERS} and x.driver_username <> ''
            and x.day between $3::date and $4::date
          group by x.driver_username, x.day
          order by x.day, x.driver_username`,
        [visible, drivers, fromDay, toDay],
      );
    },
    /** Sessions overlapping [from, to] with more continuous driving than given, newest last. */
    sessions(visible: Visible, drivers: string[] | null, from: Date, to: Date, minDrivingS = 0) {
      return db.query<SessionRow>(
        `select x.truck_id, t.plate, x.driver_username as username, x.start_time, x.end_time,
                x.driving_s, x.working_s, x.distance_km, x.open, x.start_lat, x.start_lon,
                coalesce(x.chain_start, x.start_time) as chain_start,
                coalesce(x.continuous_s, x.driving_s) as continuous_s, ${EXCEPTION_REASON},
                ${EXCEPTION_NOTE}
           from motion_sessions x join trucks t on t.id = x.truck_id
          where ${TRUCKS} and ${DRIVERS} and x.start_time <= $4 and x.end_time >= $3
            and coalesce(x.continuous_s, x.driving_s) > $5
          order by x.start_time`,
        [visible, drivers, from.toISOString(), to.toISOString(), minDrivingS],
      );
    },
    overspeeds(visible: Visible, drivers: string[] | null, from: Date, to: Date) {
      return db.query<{
        plate: string;
        username: string | null;
        start_time: Date;
        end_time: Date;
        max_speed_kmh: number;
        limit_kmh: number;
        band: TOverspeedBand;
        lat: number;
        lon: number;
      }>(
        `select t.plate, x.driver_username as username, x.start_time, x.end_time,
                x.max_speed_kmh, x.limit_kmh, x.band, x.lat, x.lon
           from motion_overspeeds x join trucks t on t.id = x.truck_id
          where ${TRUCKS} and ${DRIVERS} and x.start_time between $3 and $4
          order by x.start_time`,
        [visible, drivers, from.toISOString(), to.toISOString()],
      );
    },
    /** Lost-signal gaps longer than `minSeconds` that began in [from, to]. */
    gaps(visible: Visible, drivers: string[] | null, from: Date, to: Date, minSeconds = 0) {
      return db.query<SignalGap>(
        `select t.plate, x.driver_username as username, x.start_time, x.end_time, x.lat, x.lon
           from motion_signal_gaps x join trucks t on t.id = x.truck_id
          where ${TRUCKS} and ${DRIVERS} and x.start_time between $3 and $4
            and x.end_time - x.start_time > make_interval(secs => $5)
          order by x.start_time`,
        [visible, drivers, from.toISOString(), to.toISOString(), minSeconds],
      );
    },
    /** Stops of the drivers (at least `minSeconds` long) that began in [from, to]. */
    stops(visible: Visible, drivers: string[], from: Date, to: Date, minSeconds: number) {
      return db.query<{
        plate: string;
        start_time: Date;
        end_time: Date;
        lat: number;
        lon: number;
        idle_s: number;
      }>(
        `select t.plate, x.start_time, x.end_time, x.lat, x.lon, x.idle_s
           from motion_stops x join trucks t on t.id = x.truck_id
          where ${TRUCKS} and ${DRIVERS} and x.start_time between $3 and $4
            and x.end_time - x.start_time >= make_interval(secs => $5)
          order by x.start_time`,
        [visible, drivers, from.toISOString(), to.toISOString(), minSeconds],
      );
    },
    points(truckId: number, from: Date, to: Date, limit: number) {
      return db.query<{ fix_ms: number; lat: number; lon: number; speed_kmh: number }>(
        `select extract(epoch from fix_time)::float8 * 1000 as fix_ms, lat, lon, speed_kmh
           from positions where truck_id = $1 and fix_time >= $2 and fix_time <= $3
          order by fix_time limit ${limit}`,
        [truckId, from.toISOString(), to.toISOString()],
      );
    },
    /** Map points the trucks entered during the windows. */
    markersVisited(windows: { truckId: number; from: Date; to: Date }[]) {
      return db.query<{ id: number }>(
        `select distinct e.marker_id as id
           from unnest($1::int[], $2::timestamptz[], $3::timestamptz[]) as w(truck_id, f, t)
           join marker_events e on e.truck_id = w.truck_id and e.at between w.f and w.t`,
        [
          windows.map((w) => w.truckId),
          windows.map((w) => w.from.toISOString()),
          windows.map((w) => w.to.toISOString()),
        ],
      );
    },
  };
}

export type DriverReportRepository = ReturnType<typeof driverReportRepository>;
