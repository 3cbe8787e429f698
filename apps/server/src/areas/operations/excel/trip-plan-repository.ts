import type { TTripPlanRowError } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';
import { maybeOne } from '../../../db/database.js';
import type { PlannedTripFields } from './trip-plan-rows.js';

export interface ExcelFileRow {
  id: string;
  name: string;
  size: number;
  blob_key: string;
  uploaded_by: string;
  uploaded_at: Date;
  errors: TTripPlanRowError[];
  /** Truck id of each of the file's trips. */
  trip_truck_ids: number[];
}

export interface TripPlanRow extends Omit<PlannedTripFields, 'row'> {
  id: number;
  file_id: string;
  row_number: number;
}

const FILE_COLUMNS = `f.id, f.name, f.size::float8 as size, f.blob_key, f.uploaded_by, f.uploaded_at,
  f.errors, coalesce((select array_agg(t.truck_id) from trip_plans t where t.file_id = f.id),
  '{}') as trip_truck_ids`;
const TRIP_COLUMNS = `id, file_id, row_number, truck_id, plate, driver, planned_departure,
  planned_arrival, origin, destination, planned_km, order_code, customer, note`;
const TRIP_FIELDS = 13;
/** Keeps one multi-row insert well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 1000;

export function tripPlanRepository(db: Database) {
  return {
    /** A file and its trips in one transaction: an import lands whole or not at all. */
    async insertFile(
      file: Omit<ExcelFileRow, 'uploaded_at' | 'trip_truck_ids'>,
      trips: PlannedTripFields[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into excel_files (id, name, size, blob_key, uploaded_by, errors)
           values ($1, $2, $3, $4, $5, $6::jsonb)`,
          [
            file.id,
            file.name,
            file.size,
            file.blob_key,
            file.uploaded_by,
            JSON.stringify(file.errors),
          ],
        );
        for (let start = 0; start < trips.length; start += INSERT_CHUNK) {
          const chunk = trips.slice(start, start + INSERT_CHUNK);
          const tuples = chunk.map(
            (_, r) =>
              `(${Array.from({ length: TRIP_FIELDS }, (_, c) => `$${r * TRIP_FIELDS + c + 1}`).join(', ')})`,
          );
          await tx.query(
            `insert into trip_plans (file_id, row_number, truck_id, plate, driver, planned_departure,
               planned_arrival, origin, destination, planned_km, order_code, customer, note)
             values ${tuples.join(', ')}`,
            chunk.flatMap((t) => [
              file.id,
              t.row,
              t.truck_id,
              t.plate,
              t.driver,
              t.planned_departure.toISOString(),
              t.planned_arrival.toISOString(),
              JSON.stringify(t.origin),
              JSON.stringify(t.destination),
              t.planned_km,
              t.order_code,
              t.customer,
              t.note,
            ]),
          );
        }
      });
    },

    listFiles(from: Date, to: Date): Promise<ExcelFileRow[]> {
      return db.query<ExcelFileRow>(
        `select ${FILE_COLUMNS} from excel_files f
          where f.uploaded_at >= $1 and f.uploaded_at <= $2 order by f.uploaded_at desc, f.id`,
        [from.toISOString(), to.toISOString()],
      );
    },

    findFile(id: string): Promise<ExcelFileRow | undefined> {
      return maybeOne(
        db.query<ExcelFileRow>(`select ${FILE_COLUMNS} from excel_files f where f.id = $1`, [id]),
      );
    },

    /** Trips of a file on these trucks (`null` = all), in sheet order. */
    trips(fileId: string, truckIds: number[] | null): Promise<TripPlanRow[]> {
      return db.query<TripPlanRow>(
        `select ${TRIP_COLUMNS} from trip_plans
          where file_id = $1 and ($2::int[] is null or truck_id = any($2::int[]))
          order by row_number`,
        [fileId, truckIds],
      );
    },

    /** Trips of one truck planned to run at some time of [from, to), across files. */
    tripsOfTruck(truckId: number, from: Date, to: Date): Promise<TripPlanRow[]> {
      return db.query<TripPlanRow>(
        `select ${TRIP_COLUMNS} from trip_plans
          where truck_id = $1 and planned_departure < $3 and planned_arrival >= $2
          order by planned_departure, id`,
        [truckId, from.toISOString(), to.toISOString()],
      );
    },

    /** Deletes files with their trips; answers the blob keys to remove. */
    async deleteFiles(ids: string[]): Promise<string[]> {
      const rows = await db.query<{ blob_key: string }>(
        'delete from excel_files where id = any($1::text[]) returning blob_key',
        [ids],
      );
      return rows.map((row) => row.blob_key);
    },
  };
}

export type TripPlanRepository = ReturnType<typeof tripPlanRepository>;
