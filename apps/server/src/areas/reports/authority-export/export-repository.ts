import type { ImageRow as MediaImageRow } from '../../media/index.js';
import type { Database } from '../../../db/database.js';

export interface VehicleRow {
  id: number;
  plate: string;
  vehicle_type: string;
  business_type: string | null;
  payload_kg: number | null;
  seats: number | null;
  vin: string | null;
  model: string | null;
  device_id: string | null;
  driver_username: string | null;
  created_at: Date;
}

export interface DriverRow {
  username: string;
  fullname: string;
  licence_number: string | null;
  licence_class: string | null;
  licence_issued_on: string | null;
  licence_expires_on: string | null;
  licence_issued_by: string | null;
}

export interface FixRow {
  fix_time: Date;
  received_at: Date;
  lat: number;
  lon: number;
  speed_kmh: number;
  course: number | null;
  altitude: number | null;
  ignition: boolean | null;
  odometer_km: number | null;
  driver_username: string | null;
}

/** A camera image as the media module stores it. */
export type ImageRow = Omit<MediaImageRow, 'thumb_key'>;

/** What the export of TT 71/2024 art. 6 reads: the trucks, their drivers, fixes and images. */
export function exportRepository(db: Database) {
  return {
    vehicles(ids: number[] | null, plates: string[] | null): Promise<VehicleRow[]> {
      return db.query<VehicleRow>(
        `select id, plate, vehicle_type, business_type, payload_kg, seats, vin, model, device_id,
                driver_username, created_at
           from trucks
          where deleted_at is null and ($1::int[] is null or id = any($1::int[]))
            and ($2::text[] is null or plate = any($2::text[]))
          order by plate`,
        [ids, plates],
      );
    },
    /** Who drove the trucks in the period, and who is assigned to them. */
    drivers(truckIds: number[], from: Date, to: Date): Promise<DriverRow[]> {
      return db.query<DriverRow>(
        `select u.username, u.fullname, u.licence_number, u.licence_class,
                u.licence_issued_on::text as licence_issued_on,
                u.licence_expires_on::text as licence_expires_on, u.licence_issued_by
           from users u
          where u.deleted_at is null and lower(u.username) in (
                  select lower(p.driver_username) from positions p
                   where p.truck_id = any($1::int[]) and p.fix_time >= $2 and p.fix_time < $3
                     and p.driver_username is not null
                  union
                  select lower(t.driver_username) from trucks t
                   where t.id = any($1::int[]) and t.driver_username is not null)
          order by u.username`,
        [truckIds, from, to],
      );
    },
    /** One page of a truck's fixes, oldest first, after `after` (keyset paging). */
    fixes(truckId: number, after: Date, to: Date, limit: number): Promise<FixRow[]> {
      return db.query<FixRow>(
        `select fix_time, received_at, lat, lon, speed_kmh, course, altitude, ignition,
                odometer_km, driver_username
           from positions
          where truck_id = $1 and fix_time > $2 and fix_time < $3
          order by fix_time limit $4`,
        [truckId, after, to, limit],
      );
    },
    /** The trucks' camera images (a driver's proof-of-delivery photos are not the camera's). */
    images(truckIds: number[], from: Date, to: Date): Promise<ImageRow[]> {
      return db.query<ImageRow>(
        `select id, truck_id, channel, taken_at, lat, lon, size::float8 as size, blob_key
           from media_images
          where truck_id = any($1::int[]) and taken_at >= $2 and taken_at < $3
            and source <> 'driver'
          order by truck_id, taken_at, id`,
        [truckIds, from, to],
      );
    },
  };
}

export type ExportRepository = ReturnType<typeof exportRepository>;
