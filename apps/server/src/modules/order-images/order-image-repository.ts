import type { Database } from '../../db/database.js';
import { maybeOne } from '../../db/database.js';

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
    list(orderCode: string): Promise<OrderImageRow[]> {
      return db.query<OrderImageRow>(
        `select ${COLUMNS} from order_images where order_code = $1 order by uploaded_at, id`,
        [orderCode],
      );
    },
    find(id: number): Promise<OrderImageRow | undefined> {
      return maybeOne(
        db.query<OrderImageRow>(`select ${COLUMNS} from order_images where id = $1`, [id]),
      );
    },
  };
}

export type OrderImageRepository = ReturnType<typeof orderImageRepository>;
