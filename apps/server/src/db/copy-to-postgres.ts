import type { Database, Queryable } from './database.js';
import { migrate } from './migrate.js';

/** Rows fetched from the embedded database per round, and so per COPY chunk. */
const ROWS_PER_FETCH = 5_000;

interface SourceTable {
  name: string;
  /** A partitioned table holds no rows itself: its partitions are copied. */
  partitioned: boolean;
  /** The partition's parent and bound (`FOR VALUES FROM (…) TO (…)`), for a partition. */
  parent: string | null;
  bound: string | null;
}

export interface CopiedTable {
  table: string;
  source: number;
  target: number;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** COPY text format: backslash, tab, newline and carriage return escaped; `\N` is null. */
function copyText(value: string | null): string {
  if (value === null) return '\\N';
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

async function tablesOf(db: Queryable): Promise<SourceTable[]> {
  return db.query<SourceTable>(
    `select c.relname as name, c.relkind = 'p' as partitioned, p.relname as parent,
        case when c.relispartition then pg_get_expr(c.relpartbound, c.oid) end as bound
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_inherits i on i.inhrelid = c.oid
       left join pg_class p on p.oid = i.inhparent
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by c.relname`,
  );
}

/**
 * Tables with rows in an order that satisfies the foreign keys: a table after every table it
 * references. A partition stands where its partitioned table would.
 */
async function dependencyOrder(db: Queryable, tables: SourceTable[]): Promise<SourceTable[]> {
  const references = await db.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and k.conparentid = 0`,
  );
  const byName = new Map(tables.map((t) => [t.name, t]));
  const root = (name: string): string => {
    const parent = byName.get(name)?.parent;
    return parent ? root(parent) : name;
  };
  const needs = new Map<string, Set<string>>();
  for (const { child, parent } of references) {
    if (root(child) === root(parent)) continue; // a table referring to itself
    let set = needs.get(root(child));
    if (!set) needs.set(root(child), (set = new Set()));
    set.add(root(parent));
  }
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name)) return;
    if (path.has(name)) throw new Error(`foreign keys go round in a circle through ${name}`);
    path.add(name);
    for (const parent of needs.get(name) ?? []) visit(parent, path);
    path.delete(name);
    done.add(name);
    order.push(name);
  };
  for (const table of tables) visit(root(table.name), new Set());
  const rank = new Map(order.map((name, i) => [name, i]));
  return tables
    .filter((t) => !t.partitioned)
    .sort(
      (a, b) => rank.get(root(a.name))! - rank.get(root(b.name))! || (a.name < b.name ? -1 : 1),
    );
}

/** The columns a row is written with (generated columns are computed by the target). */
async function columnsOf(db: Queryable, table: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      order by a.attnum`,
    [quoted(table)],
  );
  return rows.map((r) => r.name);
}

/** The rows of `table` as COPY text, `ROWS_PER_FETCH` rows per chunk, through a cursor. */
async function* rowsOf(
  source: Queryable,
  table: string,
  columns: string[],
  counted: (rows: number) => void,
): AsyncGenerator<string> {
  // Every value in its text form, as pg_dump writes it: what the target reads back exactly.
  const list = columns.map((c, i) => `${quoted(c)}::text as c${i}`).join(', ');
  await source.query(
    `declare copy_rows no scroll cursor for select ${list} from only ${quoted(table)}`,
  );
  try {
    for (;;) {
      const rows = await source.query<Record<string, string | null>>(
        `fetch ${ROWS_PER_FETCH} from copy_rows`,
      );
      if (rows.length === 0) return;
      let chunk = '';
      for (const row of rows) {
        for (let i = 0; i < columns.length; i++)
          chunk += (i > 0 ? '\t' : '') + copyText(row[`c${i}`] ?? null);
        chunk += '\n';
      }
      counted(rows.length);
      yield chunk;
    }
  } finally {
    await source.query('close copy_rows');
  }
}

const countOf = async (db: Queryable, table: string) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from only ${quoted(table)}`))[0]!.n;

/**
 * Copies the console's embedded database into an empty PostgreSQL database: the console's
 * migrations there, every table's rows (partitions of `positions` included) in one
 * transaction in foreign-key order, the sequences where the source has them, then a count of
 * every table on both sides. Refuses a target that has any table of its own.
 */
export async function copyToPostgres(
  source: Database,
  target: Database,
  say: (line: string) => void,
): Promise<CopiedTable[]> {
  const existing = await target.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' limit 3`,
  );
  if (existing.length > 0)
    throw new Error(
      `the target database is not empty (it has tables such as ${existing.map((t) => t.name).join(', ')}); ` +
        'copy into a new, empty database',
    );
  // The source at the code's migration level, so both sides have the same tables.
  await migrate(source);
  await migrate(target);
  const sourceTables = await tablesOf(source);
  const ordered = (await dependencyOrder(source, sourceTables)).filter(
    (t) => t.name !== 'schema_migrations',
  );
  say(`Copying ${ordered.length} tables into PostgreSQL`);

  await target.transaction(async (tx) => {
    const present = new Set((await tablesOf(tx)).map((t) => t.name));
    // Month partitions of the source that the target has not made yet.
    for (const table of sourceTables)
      if (table.parent && table.bound && !present.has(table.name))
        await tx.exec(
          `create table ${quoted(table.name)} partition of ${quoted(table.parent)} ${table.bound}`,
        );
    // Rows the migrations seeded in the target give way to the source's own.
    await tx.exec(`truncate ${ordered.map((t) => quoted(t.name)).join(', ')}`);
    await source.transaction(async (read) => {
      for (const table of ordered) {
        const columns = await columnsOf(read, table.name);
        let copied = 0;
        const list = columns.map(quoted).join(', ');
        await tx.copyFrom!(
          `${quoted(table.name)} (${list})`,
          'text',
          rowsOf(read, table.name, columns, (rows) => {
            copied += rows;
            if (copied % (ROWS_PER_FETCH * 20) === 0) say(`  ${table.name}: ${copied} rows …`);
          }),
        );
        say(`  ${table.name}: ${copied} rows`);
      }
      const sequences = await read.query<{ name: string; value: string | null; start: string }>(
        `select sequencename as name, last_value::text as value, start_value::text as start
           from pg_sequences where schemaname = 'public'`,
      );
      for (const seq of sequences)
        await tx.query('select setval($1::regclass, $2::bigint, $3)', [
          quoted(seq.name),
          seq.value ?? seq.start,
          seq.value !== null,
        ]);
      say(`Set ${sequences.length} sequences`);
    });
  });

  const counts: CopiedTable[] = [];
  for (const table of ordered)
    counts.push({
      table: table.name,
      source: await countOf(source, table.name),
      target: await countOf(target, table.name),
    });
  return counts;
}
