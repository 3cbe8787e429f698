import pg from 'pg';

export interface RelationSizes {
  rows: number;
  /** Heap (main fork with its free-space and visibility maps, and TOAST). */
  table: number;
  indexes: number;
  total: number;
  /** Average size of a row as stored (tuple header included, item pointer not). */
  rowBytes: number;
}

/** Every partition of `positions` (or one plain table) summed. */
export async function relationSizes(db: pg.Client, table: string): Promise<RelationSizes> {
  // A plain table has no partition tree: it is its own only leaf.
  const { rows } = await db.query<Omit<RelationSizes, 'rows' | 'rowBytes'>>(
    `with leaf as (
       select relid from pg_partition_tree($1::regclass) where isleaf
       union select $1::regclass where not exists (select from pg_partition_tree($1::regclass)))
     select coalesce(sum(pg_table_size(relid)), 0)::float8 as table,
            coalesce(sum(pg_indexes_size(relid)), 0)::float8 as indexes,
            coalesce(sum(pg_total_relation_size(relid)), 0)::float8 as total
       from leaf`,
    [table],
  );
  const { rows: counted } = await db.query<{ rows: number; row_bytes: number }>(
    `select count(*)::float8 as rows, coalesce(avg(pg_column_size(p.*)), 0)::float8 as row_bytes
       from ${table} p`,
  );
  return { ...rows[0]!, rows: counted[0]!.rows, rowBytes: counted[0]!.row_bytes };
}

export interface TableSize {
  bytes: number;
  /** Rows by the planner's count (after ANALYZE). */
  rows: number;
}

/** Every table of the schema `public` by name (partitions summed under their parent). */
export async function tableSizes(db: pg.Client): Promise<Map<string, TableSize>> {
  const { rows } = await db.query<{ name: string; bytes: number; rows: number }>(
    `select coalesce(parent.relname, c.relname) as name,
            sum(pg_total_relation_size(c.oid))::float8 as bytes,
            sum(greatest(c.reltuples, 0))::float8 as rows
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       left join pg_inherits i on i.inhrelid = c.oid
       left join pg_class parent on parent.oid = i.inhparent
      where c.relkind = 'r'
      group by 1`,
  );
  return new Map(rows.map(({ name, ...size }) => [name, size]));
}

/**
 * The same rows written in one sorted pass, as a bulk load or COPY ordered by truck would:
 * the smallest this schema can be. Made in a plain table beside the partitions.
 */
export async function packedCopy(db: pg.Client): Promise<RelationSizes> {
  await db.query('drop table if exists positions_packed');
  await db.query(
    'create table positions_packed (like positions including defaults including indexes)',
  );
  await db.query(
    'insert into positions_packed select * from positions order by truck_id, fix_time',
  );
  const sizes = await relationSizes(db, 'positions_packed');
  await db.query('drop table positions_packed');
  return sizes;
}

/** Bytes per row of a relation, as text: `heap + indexes = total`. */
export const perRow = (sizes: RelationSizes) => {
  const per = (bytes: number) => (sizes.rows > 0 ? bytes / sizes.rows : 0).toFixed(1);
  return `${per(sizes.table)} B table + ${per(sizes.indexes)} B indexes = ${per(sizes.total)} B per row (${sizes.rows.toLocaleString('en')} rows, row as stored ${sizes.rowBytes.toFixed(1)} B)`;
};
