import type { Queryable } from '../../db/database.js';
import { countedStopSql } from './stop-rule.js';

/** Which stops to count: visible trucks (null = all), one truck, some drivers (lower case). */
export interface StopCountScope {
  visible: number[] | null;
  truckId: number | null;
  drivers: string[] | null;
}

export interface StopCount {
  truck_id: number;
  plate: string;
  /** Lower-cased driver, '' when unknown. */
  username: string;
  day: string;
  stops: number;
}

/**
 * Stops per truck, driver and company day (of the stop's start) that last at least
 * `minSeconds` (stop-rule.ts): the number B.5.1, B.5.2 and the driver's day list show, the
 * same stops B.4 and the trip report list.
 */
export function countStops(
  db: Queryable,
  scope: StopCountScope,
  fromDay: string,
  toDay: string,
  minSeconds: number,
  timeZone: string,
): Promise<StopCount[]> {
  return db.query<StopCount>(
    `select x.truck_id, t.plate, lower(coalesce(x.driver_username, '')) as username,
            to_char((x.start_time at time zone $6)::date, 'YYYY-MM-DD') as day,
            count(*)::int as stops
       from motion_stops x join trucks t on t.id = x.truck_id
      where ($1::int[] is null or x.truck_id = any($1::int[]))
        and ($2::int is null or x.truck_id = $2)
        and ($3::text[] is null or lower(x.driver_username) = any($3::text[]))
        and x.start_time >= ($4::date)::timestamp at time zone $6
        and x.start_time < ($5::date + 1)::timestamp at time zone $6
        and ${countedStopSql('x', '$7')}
      group by x.truck_id, t.plate, lower(coalesce(x.driver_username, '')), 4`,
    [scope.visible, scope.truckId, scope.drivers, fromDay, toDay, timeZone, minSeconds],
  );
}

/** The stop counts over one connection, as the reports' services are given them. */
export function stopCountRepository(db: Queryable) {
  return {
    count: (
      scope: StopCountScope,
      fromDay: string,
      toDay: string,
      minSeconds: number,
      timeZone: string,
    ) => countStops(db, scope, fromDay, toDay, minSeconds, timeZone),
  };
}

export type StopCountRepository = ReturnType<typeof stopCountRepository>;

/** Adds up counts by a key (plate, driver, driver and day). */
export function stopsBy(counts: readonly StopCount[], key: (c: StopCount) => string) {
  const sums = new Map<string, number>();
  for (const c of counts) sums.set(key(c), (sums.get(key(c)) ?? 0) + c.stops);
  return sums;
}
