import type { Queryable } from '../../../db/database.js';
import { latestBefore, type EarlierSession } from './driver-session-rule.js';
import type { Calendar, SessionRow } from './motion-types.js';

/** What one truck's machine learns about its drivers' driving on other trucks. */
export interface DriverCarry {
  earlierSession(driver: string, time: number): EarlierSession | null;
  drivenElsewhereMs(driver: string, day: string): number;
}

interface Window {
  /** Drivers (any case) who may drive the truck in the window. */
  drivers: Iterable<string>;
  from: number;
  to: number;
}

/**
 * Reads, for a cycle's trucks, the sessions and day totals their drivers left on other
 * trucks around the fixes being processed: one query each for all trucks.
 */
export async function loadDriverCarry(
  tx: Queryable,
  windows: Map<number, Window>,
  breakMs: number,
  calendar: Calendar,
): Promise<Map<number, DriverCarry>> {
  const drivers = new Set<string>();
  let from = Infinity;
  let to = -Infinity;
  for (const w of windows.values()) {
    for (const d of w.drivers) drivers.add(d.toLowerCase());
    from = Math.min(from, w.from);
    to = Math.max(to, w.to);
  }
  const carries = new Map<number, DriverCarry>();
  if (drivers.size === 0) return carries;
  const names = [...drivers];
  const sessions = await tx.query<{
    truck_id: number;
    driver: string;
    chain_ms: number;
    end_ms: number;
    continuous_s: number;
  }>(
    `select truck_id, lower(driver_username) as driver,
            round(extract(epoch from coalesce(chain_start, start_time)) * 1000)::float8 as chain_ms,
            round(extract(epoch from end_time) * 1000)::float8 as end_ms,
            coalesce(continuous_s, driving_s) as continuous_s
       from motion_sessions
      where lower(driver_username) = any($1::text[]) and end_time >= $2 and end_time <= $3`,
    [names, new Date(from - breakMs).toISOString(), new Date(to).toISOString()],
  );
  const days = await tx.query<{ truck_id: number; driver: string; day: string; driving_s: number }>(
    `select truck_id, lower(driver_username) as driver, to_char(day, 'YYYY-MM-DD') as day,
            driving_s
       from motion_daily
      where lower(driver_username) = any($1::text[]) and day between $2::date and $3::date`,
    [names, calendar.dayOf(from), calendar.dayOf(to)],
  );
  const sessionsOf = new Map<string, { truckId: number; session: EarlierSession }[]>();
  for (const s of sessions) {
    const list = sessionsOf.get(s.driver) ?? [];
    const session = { chainStart: s.chain_ms, end: s.end_ms, continuousMs: s.continuous_s * 1000 };
    list.push({ truckId: s.truck_id, session });
    sessionsOf.set(s.driver, list);
  }
  const daysOf = new Map<string, { truckId: number; ms: number }[]>();
  for (const d of days) {
    const key = `${d.driver}|${d.day}`;
    daysOf.set(key, [...(daysOf.get(key) ?? []), { truckId: d.truck_id, ms: d.driving_s * 1000 }]);
  }
  for (const truckId of windows.keys()) {
    carries.set(truckId, {
      earlierSession(driver, time) {
        const elsewhere = (sessionsOf.get(driver.toLowerCase()) ?? []).filter(
          (s) => s.truckId !== truckId,
        );
        return latestBefore(
          elsewhere.map((s) => s.session),
          time,
        );
      },
      drivenElsewhereMs(driver, day) {
        let ms = 0;
        for (const d of daysOf.get(`${driver.toLowerCase()}|${day}`) ?? [])
          if (d.truckId !== truckId) ms += d.ms;
        return ms;
      },
    });
  }
  return carries;
}

/**
 * Sessions on other trucks that should continue one of the sessions just written but carry
 * something else (their truck was processed first, or this one's data came late): each
 * truck and the time to replay it from. What they carry is compared exactly, so a replay
 * that changes nothing marks nothing and the engine settles.
 */
export async function followersToReplay(
  tx: Queryable,
  written: { truckId: number; sessions: Iterable<SessionRow> }[],
  breakMs: number,
): Promise<[number, number][]> {
  const rows: [number, string, string, string, number][] = [];
  for (const { truckId, sessions } of written)
    for (const s of sessions)
      if (s.driver)
        rows.push([
          truckId,
          s.driver.toLowerCase(),
          new Date(s.chainStart).toISOString(),
          new Date(s.end).toISOString(),
          Math.round(s.continuousMs / 1000),
        ]);
  if (rows.length === 0) return [];
  const found = await tx.query<{ truck_id: number; from_ms: number }>(
    `select f.truck_id, round(min(extract(epoch from f.start_time)) * 1000)::float8 as from_ms
       from unnest($1::int[], $2::text[], $3::timestamptz[], $4::timestamptz[], $5::int[])
              as s(truck_id, driver, chain_start, end_time, continuous_s)
       join motion_sessions f
         on lower(f.driver_username) = s.driver and f.truck_id <> s.truck_id
        and f.start_time >= s.end_time and f.start_time < s.end_time + make_interval(secs => $6)
      where (coalesce(f.chain_start, f.start_time) is distinct from s.chain_start
             or coalesce(f.continuous_s, f.driving_s) - f.driving_s is distinct from s.continuous_s)
        and not exists (
              select 1 from motion_sessions o
               where lower(o.driver_username) = s.driver and o.truck_id <> f.truck_id
                 and o.end_time > s.end_time and o.end_time <= f.start_time)
      group by f.truck_id`,
    [
      rows.map((r) => r[0]),
      rows.map((r) => r[1]),
      rows.map((r) => r[2]),
      rows.map((r) => r[3]),
      rows.map((r) => r[4]),
      breakMs / 1000,
    ],
  );
  return found.map((r) => [r.truck_id, r.from_ms]);
}
