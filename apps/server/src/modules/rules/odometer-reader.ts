import type { Database } from '../../db/database.js';

/** Great-circle km between consecutive fixes of one truck after a moment. */
const KM_SINCE = `
  select coalesce(sum(2 * 6371 * asin(sqrt(
           power(sin(radians(lat - prev_lat) / 2), 2)
           + cos(radians(lat)) * cos(radians(prev_lat)) * power(sin(radians(lon - prev_lon) / 2), 2)
         ))), 0)::float8 as km
    from (select lat, lon, lag(lat) over w as prev_lat, lag(lon) over w as prev_lon
            from positions where truck_id = $1 and fix_time >= $2
          window w as (order by fix_time)) fixes
   where prev_lat is not null`;

/**
 * A truck's odometer now: the device's latest reading plus the km of fixes since, or, for a
 * device that sends none, the odometer entered with the truck plus the km of every fix since
 * the truck was registered.
 */
export function odometerReader(db: Database) {
  return async function odometerOf(truckId: number): Promise<number> {
    const [device] = await db.query<{ odometer_km: number; fix_time: Date }>(
      `select odometer_km, fix_time from positions
        where truck_id = $1 and odometer_km is not null
        order by fix_time desc limit 1`,
      [truckId],
    );
    const base =
      device ??
      (
        await db.query<{ odometer_km: number; fix_time: Date }>(
          'select odometer_km, created_at as fix_time from trucks where id = $1',
          [truckId],
        )
      )[0];
    if (!base) return 0;
    const [since] = await db.query<{ km: number }>(KM_SINCE, [truckId, base.fix_time]);
    return Number(base.odometer_km) + Number(since?.km ?? 0);
  };
}

export type OdometerOf = ReturnType<typeof odometerReader>;
