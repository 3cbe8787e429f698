import type { TBusinessType, TVehicleType } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';
import { maybeOne, one } from '../../../db/database.js';

export interface TruckRow {
  id: number;
  plate: string;
  name: string | null;
  device_id: string | null;
  model: string | null;
  vehicle_type: TVehicleType;
  speed_limit_kmh: number | null;
  cameras: number;
  driver_username: string | null;
  odometer_km: number;
  payload_kg: number | null;
  seats: number | null;
  business_type: TBusinessType | null;
  vin: string | null;
  created_at: Date;
}

export type TruckFields = Omit<TruckRow, 'id' | 'created_at'>;

const COLUMNS = `id, plate, name, device_id, model, vehicle_type, speed_limit_kmh, cameras,
  driver_username, odometer_km, payload_kg, seats, business_type, vin, created_at`;
const EDITABLE = [
  'plate',
  'name',
  'device_id',
  'model',
  'vehicle_type',
  'speed_limit_kmh',
  'cameras',
  'driver_username',
  'odometer_km',
  'payload_kg',
  'seats',
  'business_type',
  'vin',
] as const;

export function truckRepository(db: Database) {
  return {
    /** `ids` null means every truck (admin). */
    list(
      ids: number[] | null,
      filter: { search?: string; vehicle_type?: string },
    ): Promise<TruckRow[]> {
      const params: unknown[] = [ids, filter.vehicle_type ?? null];
      let search = '';
      if (filter.search) {
        params.push(`%${filter.search.replace(/[\\%_.\-\s]/g, '')}%`, `%${filter.search}%`);
        search = `and (plate ilike $3 or coalesce(name, '') ilike $4 or coalesce(device_id, '') ilike $4
                       or coalesce(driver_username, '') ilike $4)`;
      }
      return db.query<TruckRow>(
        `select ${COLUMNS} from trucks
          where deleted_at is null and ($1::int[] is null or id = any($1::int[]))
            and ($2::text is null or vehicle_type = $2) ${search}
          order by plate`,
        params,
      );
    },
    find(id: number): Promise<TruckRow | undefined> {
      return maybeOne(
        db.query<TruckRow>(`select ${COLUMNS} from trucks where id = $1 and deleted_at is null`, [
          id,
        ]),
      );
    },
    findByPlate(plate: string): Promise<TruckRow | undefined> {
      return maybeOne(
        db.query<TruckRow>(
          `select ${COLUMNS} from trucks where plate = $1 and deleted_at is null`,
          [plate],
        ),
      );
    },
    async insert(fields: TruckFields): Promise<TruckRow> {
      const values = EDITABLE.map((column) => fields[column]);
      return one(
        db.query<TruckRow>(
          `insert into trucks (${EDITABLE.join(', ')}) values (${EDITABLE.map((_, i) => `$${i + 1}`).join(', ')})
           returning ${COLUMNS}`,
          values,
        ),
      );
    },
    async update(id: number, changes: Partial<TruckFields>): Promise<void> {
      const sets: string[] = [];
      const params: unknown[] = [id];
      for (const column of EDITABLE) {
        if (changes[column] === undefined) continue;
        params.push(changes[column]);
        sets.push(`${column} = $${params.length}`);
      }
      if (sets.length > 0)
        await db.query(`update trucks set ${sets.join(', ')} where id = $1`, params);
    },
    /** Soft delete keeps history; plate and device id are freed for a new truck. */
    async delete(ids: number[]): Promise<number> {
      const rows = await db.query<{ id: number }>(
        `update trucks set deleted_at = now(), plate = plate || '#' || id, device_id = null
          where id = any($1::int[]) and deleted_at is null returning id`,
        [ids],
      );
      return rows.length;
    },
  };
}

export type TruckRepository = ReturnType<typeof truckRepository>;
