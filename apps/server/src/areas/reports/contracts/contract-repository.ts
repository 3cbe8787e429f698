import type { TContractStatus } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';
import { maybeOne } from '../../../db/database.js';

/** A contract with the names the list shows (truck plate, driver, map points). */
export interface ContractRow {
  id: number;
  code: string;
  customer: string;
  truck_id: number;
  plate: string;
  driver_username: string | null;
  driver_name: string | null;
  planned_start: Date;
  planned_end: Date;
  origin_marker_id: number | null;
  origin_name: string | null;
  origin_lat: number | null;
  origin_lon: number | null;
  destination_marker_id: number | null;
  destination_name: string | null;
  destination_lat: number | null;
  destination_lon: number | null;
  cargo: string | null;
  status: TContractStatus;
  note: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ContractFields {
  code: string;
  customer: string;
  truck_id: number;
  driver_username: string | null;
  planned_start: Date;
  planned_end: Date;
  origin_marker_id: number | null;
  destination_marker_id: number | null;
  cargo: string | null;
  status: TContractStatus;
  note: string | null;
}

export interface ContractFilter {
  /** `null` = every truck (admin). */
  truckIds: number[] | null;
  truckId?: number;
  status?: TContractStatus;
  from?: Date;
  to?: Date;
  search?: string;
  limit: number;
  offset: number;
}

const EDITABLE = [
  'code',
  'customer',
  'truck_id',
  'driver_username',
  'planned_start',
  'planned_end',
  'origin_marker_id',
  'destination_marker_id',
  'cargo',
  'status',
  'note',
] as const;

const SELECT = `
  select c.id, c.code, c.customer, c.truck_id, t.plate, c.driver_username, u.fullname as driver_name,
         c.planned_start, c.planned_end,
         c.origin_marker_id, o.name as origin_name, o.lat as origin_lat, o.lon as origin_lon,
         c.destination_marker_id, d.name as destination_name, d.lat as destination_lat,
         d.lon as destination_lon, c.cargo, c.status, c.note, c.created_at, c.updated_at
    from contracts c
    join trucks t on t.id = c.truck_id
    left join users u on lower(u.username) = lower(c.driver_username) and u.deleted_at is null
    left join markers o on o.id = c.origin_marker_id
    left join markers d on d.id = c.destination_marker_id`;

export function contractRepository(db: Database) {
  const find = (id: number): Promise<ContractRow | undefined> =>
    maybeOne(db.query<ContractRow>(`${SELECT} where c.id = $1`, [id]));

  return {
    find,
    async list(filter: ContractFilter): Promise<{ rows: ContractRow[]; total: number }> {
      const params: unknown[] = [
        filter.truckIds,
        filter.truckId ?? null,
        filter.status ?? null,
        filter.from?.toISOString() ?? null,
        filter.to?.toISOString() ?? null,
        filter.search ? `%${filter.search}%` : null,
      ];
      // A contract matches a time window when its planned span overlaps it.
      const where = `where ($1::int[] is null or c.truck_id = any($1::int[]))
          and ($2::int is null or c.truck_id = $2)
          and ($3::text is null or c.status = $3)
          and ($4::timestamptz is null or c.planned_end >= $4)
          and ($5::timestamptz is null or c.planned_start <= $5)
          and ($6::text is null or c.code ilike $6 or c.customer ilike $6
               or coalesce(c.cargo, '') ilike $6)`;
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total from contracts c ${where}`,
        params,
      );
      const rows = await db.query<ContractRow>(
        `${SELECT} ${where} order by c.planned_start desc, c.id desc
          limit ${filter.limit} offset ${filter.offset}`,
        params,
      );
      return { rows, total: count?.total ?? 0 };
    },
    async insert(fields: ContractFields, createdBy: string): Promise<ContractRow> {
      const values = EDITABLE.map((column) => fields[column]);
      const [row] = await db.query<{ id: number }>(
        `insert into contracts (${EDITABLE.join(', ')}, created_by)
         values (${EDITABLE.map((_, i) => `$${i + 1}`).join(', ')}, $${EDITABLE.length + 1})
         returning id`,
        [...values, createdBy],
      );
      return (await find(row!.id))!;
    },
    async update(id: number, changes: Partial<ContractFields>): Promise<void> {
      const columns = EDITABLE.filter((column) => changes[column] !== undefined);
      if (columns.length === 0) return;
      await db.query(
        `update contracts set ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')},
                updated_at = now() where id = $1`,
        [id, ...columns.map((column) => changes[column])],
      );
    },
    async delete(ids: number[]): Promise<number> {
      const rows = await db.query<{ id: number }>(
        'delete from contracts where id = any($1::int[]) returning id',
        [ids],
      );
      return rows.length;
    },
  };
}

export type ContractRepository = ReturnType<typeof contractRepository>;
