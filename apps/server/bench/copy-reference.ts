import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { migrate } from '../src/db/migrate.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';

const COLUMNS = 'truck_id, fix_time, lat, lon, speed_kmh, course, ignition';
const COPY_SQL = `copy positions (${COLUMNS}) from`;

/**
 * The same fields the batch endpoint stores, as COPY text chunks: `rows` rows spread over
 * the trucks, one second apart per truck from `baseMs`. Built before the clock starts.
 */
function copyChunks(truckIds: number[], rows: number, baseMs: number): string[] {
  const chunks: string[] = [];
  let lines: string[] = [];
  for (let n = 0; n < rows; n++) {
    const truck = truckIds[n % truckIds.length]!;
    const at = new Date(baseMs + Math.floor(n / truckIds.length) * 1000).toISOString();
    const i = Math.floor(n / truckIds.length);
    lines.push(
      `${truck}\t${at}\t${(10.7 + (i % 1000) * 0.0001).toFixed(5)}\t106.65\t${(i * 7) % 90}\t${(i * 13) % 360}\tt`,
    );
    if (lines.length === 10_000) {
      chunks.push(lines.join('\n') + '\n');
      lines = [];
    }
  }
  if (lines.length > 0) chunks.push(lines.join('\n') + '\n');
  return chunks;
}

const monthOf = (ms: number) => `${new Date(ms).toISOString().slice(0, 7)}-01`;

/** Rows per second of one `COPY positions (...) FROM STDIN` into PostgreSQL. */
export async function copyIntoPostgres(
  url: string,
  truckIds: number[],
  rows: number,
  baseMs: number,
): Promise<number> {
  const chunks = copyChunks(truckIds, rows, baseMs);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select ensure_positions_partition($1)', [monthOf(baseMs)]);
    const start = performance.now();
    await pipeline(Readable.from(chunks), client.query(copyFrom(`${COPY_SQL} stdin`)));
    const seconds = (performance.now() - start) / 1000;
    const { rows: counted } = await client.query<{ n: number }>(
      'select count(*)::int as n from positions where fix_time >= $1',
      [new Date(baseMs).toISOString()],
    );
    if (counted[0]!.n < rows) throw new Error(`COPY stored ${counted[0]!.n} of ${rows} rows`);
    return rows / seconds;
  } finally {
    await client.end();
  }
}

/**
 * Rows per second of one COPY into embedded PGlite, opened in this process on its own
 * directory with the console's migrations; PGlite reads COPY data from `/dev/blob`.
 */
export async function copyIntoPglite(
  dir: string,
  truckIds: number[],
  rows: number,
  baseMs: number,
): Promise<number> {
  const migrated = await openPgliteDatabase(dir);
  await migrate(migrated);
  await migrated.query('select ensure_positions_partition($1)', [monthOf(baseMs)]);
  await migrated.close();

  const db = await PGlite.create({ dataDir: dir });
  try {
    const blob = new Blob(copyChunks(truckIds, rows, baseMs));
    const start = performance.now();
    await db.query(`${COPY_SQL} '/dev/blob'`, [], { blob });
    const seconds = (performance.now() - start) / 1000;
    const counted = await db.query<{ n: number }>('select count(*)::int as n from positions');
    if (counted.rows[0]!.n < rows) throw new Error(`COPY stored ${counted.rows[0]!.n} of ${rows}`);
    return rows / seconds;
  } finally {
    await db.close();
  }
}
