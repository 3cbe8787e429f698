import fs from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.js';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(text, params as unknown[]);
      return result.rows;
    },
    async exec(text: string) {
      await target.exec(text);
    },
  };
}

/** A transaction: it can also COPY, from PGlite's `/dev/blob` (the chunks in one Blob). */
function wrapTransaction(tx: Transaction): Queryable {
  return {
    ...wrap(tx),
    async copyFrom(into, format, chunks) {
      const parts: (string | Uint8Array)[] = [];
      for await (const chunk of chunks) parts.push(chunk);
      const blob = new Blob(parts);
      const result = await tx.query(`copy ${into} from '/dev/blob' with (format ${format})`, [], {
        blob,
      });
      return result.affectedRows ?? 0;
    },
  };
}

/**
 * Embedded PostgreSQL (WASM) storing its files under `dir`; `undefined` keeps it in memory.
 * `loadDataDir` starts it from the files of another (`dumpDataDir`), e.g. a migrated template.
 */
export async function openPgliteDatabase(
  dir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  return pgliteDatabase(await PGlite.create({ ...(dir ? { dataDir: dir } : {}), ...options }), dir);
}

/** An open PGlite as the console's database. */
export function pgliteDatabase(pg: PGlite, dir?: string): Database {
  const base = wrap(pg);
  return {
    engine: 'pglite',
    dir,
    ...base,
    transaction: (work) => pg.transaction((tx) => work(wrapTransaction(tx))),
    listen: async (channel, handler) => {
      const unlisten = await pg.listen(channel, handler);
      return () => unlisten();
    },
    close: () => pg.close(),
  };
}
