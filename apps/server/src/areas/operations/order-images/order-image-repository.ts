import type { Database } from '../../../db/database.js';
import { maybeOne } from '../../../db/database.js';

export interface OrderImageRow {
  id: number;
  order_code: string;
  blob_key: string;
  name: string;
  content_type: string;
  size: number;
  lat: number | null;
  lon: number | null;
  uploaded_by: string;
  uploaded_at: Date;
}

const COLUMNS = `id, order_code, blob_key, name, content_type, size::float8 as size, lat, lon,
  uploaded_by, uploaded_at`;

/**
 * Whose photos a viewer sees: their own uploads, and those of orders planned on a truck they
 * are granted (`truckIds` null: every truck).
 */
export interface OrderImageScope {
  truckIds: number[] | null;
  username: string;
}

const VISIBLE = `($2::int[] is null or lower(uploaded_by) = lower($3)
  or exists (select 1 from trip_plans t
              where t.order_code = order_images.order_code and t.truck_id = any($2::int[])))`;
const scopeParams = (scope: OrderImageScope) => [scope.truckIds, scope.username];

export function orderImageRepository(db: Database) {
  return {
    /** All photos of one upload together, or none. */
    async insertMany(rows: Omit<OrderImageRow, 'id' | 'uploaded_at'>[]): Promise<number[]> {
      return db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const row of rows) {
          const [inserted] = await tx.query<{ id: number }>(
            `insert into order_images (order_code, blob_key, name, content_type, size, lat, lon, uploaded_by)
             values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
            [
              row.order_code,
              row.blob_key,
              row.name,
              row.content_type,
              row.size,
              row.lat,
              row.lon,
              row.uploaded_by,
            ],
          );
          ids.push(inserted!.id);
        }
        return ids;
      });
    },
    list(orderCode: string, scope: OrderImageScope): Promise<OrderImageRow[]> {
      return db.query<OrderImageRow>(
        `select ${COLUMNS} from order_images
          where order_code = $1 and ${VISIBLE} order by uploaded_at, id`,
        [orderCode, ...scopeParams(scope)],
      );
    },
    find(id: number, scope: OrderImageScope): Promise<OrderImageRow | undefined> {
      return maybeOne(
        db.query<OrderImageRow>(
          `select ${COLUMNS} from order_images where id = $1 and ${VISIBLE}`,
          [id, ...scopeParams(scope)],
        ),
      );
    },
  };
}

export type OrderImageRepository = ReturnType<typeof orderImageRepository>;
