import type { Database } from '../../../db/database.js';
import { maybeOne } from '../../../db/database.js';

export interface DriverTruckRow {
  id: number;
  plate: string;
}

/** Which trucks a driver is in: by card on a device, by assignment, by their own choice. */
export function driverTruckRepository(db: Database) {
  return {
    /** Trucks whose device logged the driver in (card or login id), the latest first. */
    loggedIn(username: string): Promise<DriverTruckRow[]> {
      return db.query<DriverTruckRow>(
        `select t.id, t.plate from truck_states s join trucks t on t.id = s.truck_id
          where lower(s.driver_username) = lower($1) and s.driver_login_at is not null
            and t.deleted_at is null
          order by s.driver_login_at desc limit 5`,
        [username],
      );
    },
    /** Trucks assigned to the driver at `at`: by a dated assignment or as the truck's driver. */
    assigned(username: string, at: Date): Promise<DriverTruckRow[]> {
      return db.query<DriverTruckRow>(
        `select t.id, t.plate from trucks t
          where t.deleted_at is null
            and (lower(t.driver_username) = lower($1)
              or exists (select 1 from truck_assignments a
                          where a.truck_id = t.id and lower(a.driver_username) = lower($1)
                            and a.valid_from <= $2 and (a.valid_to is null or a.valid_to > $2)))
          order by t.plate`,
        [username, at.toISOString()],
      );
    },
    async chosen(username: string): Promise<number | undefined> {
      const row = await maybeOne(
        db.query<{ truck_id: number }>(
          'select truck_id from driver_truck_choices where username = lower($1)',
          [username],
        ),
      );
      return row?.truck_id;
    },
    async choose(username: string, truckId: number): Promise<void> {
      await db.query(
        `insert into driver_truck_choices (username, truck_id) values (lower($1), $2)
         on conflict (username) do update set truck_id = excluded.truck_id, chosen_at = now()`,
        [username, truckId],
      );
    },
  };
}

export type DriverTruckRepository = ReturnType<typeof driverTruckRepository>;
