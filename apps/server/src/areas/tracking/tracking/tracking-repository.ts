import type { TMotionCalendar, TMotionSettings } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';
import type { OpenSession } from '../motion/continuous-driving.js';
import { wheelDrivers } from '../motion/wheel-drivers.js';
import type { StoredState } from '../../intake/index.js';
import type { RouteFix } from './route-analysis.js';

/** A truck's last known state, as the ingest writer keeps it. */
export type TruckStateRow = StoredState;

/** A stored fix along a route, in the shape the route analysis reads. */
export interface RouteRow extends RouteFix {
  course: number | null;
}

/** At most this many fixes in one route answer (a month at one fix per 30 s). */
export const ROUTE_MAX_FIXES = 100_000;

export function trackingRepository(db: Database) {
  return {
    /** States of these trucks (`null` = all). */
    states(truckIds: number[] | null): Promise<TruckStateRow[]> {
      return db.query<TruckStateRow>(
        `select truck_id, fix_time, lat, lon, speed_kmh, course, ignition, motion, last_seen,
                driver_username
           from truck_states where $1::int[] is null or truck_id = any($1::int[])`,
        [truckIds],
      );
    },
    /** The open driving session of these trucks (`null` = all), the latest when several. */
    async openSessions(truckIds: number[] | null): Promise<Map<number, OpenSession>> {
      const rows = await db.query<OpenSession & { truck_id: number }>(
        `select truck_id, coalesce(continuous_s, driving_s) as continuous_s, end_time
           from motion_sessions
          where open and ($1::int[] is null or truck_id = any($1::int[]))
          order by truck_id, start_time`,
        [truckIds],
      );
      return new Map(rows.map(({ truck_id, ...session }) => [truck_id, session]));
    },
    /** The driver at the wheel now of these trucks (`null` = all), by the motion model's rule. */
    driversNow(
      truckIds: number[] | null,
      settings: TMotionSettings,
      calendar: TMotionCalendar,
    ): Promise<Map<number, string | null>> {
      return wheelDrivers(db, truckIds, settings, calendar);
    },
    /** Full names by username (lower-cased keys). */
    async driverNames(usernames: string[]): Promise<Map<string, string>> {
      if (usernames.length === 0) return new Map();
      const rows = await db.query<{ username: string; fullname: string }>(
        `select username, fullname from users
          where lower(username) = any($1::text[]) and deleted_at is null`,
        [usernames.map((u) => u.toLowerCase())],
      );
      return new Map(rows.map((row) => [row.username.toLowerCase(), row.fullname]));
    },
    async route(truckId: number, from: Date, to: Date): Promise<RouteRow[]> {
      // Times travel as epoch milliseconds: turning a number into a Date costs far less than
      // parsing thousands of timestamp strings, which dominated a truck-day's answer.
      const rows = await db.query<{
        fix_ms: number;
        lat: number;
        lon: number;
        speed_kmh: number;
        course: number | null;
        ignition: boolean | null;
      }>(
        `select extract(epoch from fix_time)::float8 * 1000 as fix_ms, lat, lon, speed_kmh,
                course, ignition from positions
          where truck_id = $1 and fix_time >= $2 and fix_time <= $3
          order by fix_time limit ${ROUTE_MAX_FIXES}`,
        [truckId, from.toISOString(), to.toISOString()],
      );
      // Built field by field: an object rest/spread per row was a tenth of the answer's time.
      return rows.map((row) => ({
        time: new Date(row.fix_ms),
        lat: row.lat,
        lon: row.lon,
        speedKmh: row.speed_kmh,
        course: row.course,
        ignition: row.ignition,
      }));
    },
  };
}

export type TrackingRepository = ReturnType<typeof trackingRepository>;
