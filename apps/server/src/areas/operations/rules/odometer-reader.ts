import type { Database } from '../../../db/database.js';
import type { TimeFormat } from '../../../time-format.js';

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
 * device that sends none, the odometer entered with the truck plus the km the motion engine
 * stored for it (`motion_daily`) from the company day it was registered, so a check never
 * re-reads a truck's fixes.
 */
export function odometerReader(db: Database, time: TimeFormat) {
  return async function odometerOf(truckId: number): Promise<number> {
    const [device] = await db.query<{ odometer_km: number; fix_time: Date }>(
      `select odometer_km, fix_time from positions
        where truck_id = $1 and odometer_km is not null
        order by fix_time desc limit 1`,
      [truckId],
    );
    if (device) {
      const [since] = await db.query<{ km: number }>(KM_SINCE, [truckId, device.fix_time]);
      return Number(device.odometer_km) + Number(since?.km ?? 0);
    }
    const [truck] = await db.query<{ odometer_km: number; created_at: Date }>(
      'select odometer_km, created_at from trucks where id = $1',
      [truckId],
    );
    if (!truck) return 0;
    const [driven] = await db.query<{ km: number }>(
      `select coalesce(sum(distance_km), 0)::float8 as km from motion_daily
        where truck_id = $1 and day >= $2::date`,
      // The wire form starts with the company-zone date.
      [truckId, time.toWire(truck.created_at).slice(0, 10)],
    );
    return Number(truck.odometer_km) + Number(driven?.km ?? 0);
  };
}

export type OdometerOf = ReturnType<typeof odometerReader>;
