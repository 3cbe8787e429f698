import type { Database } from '../../db/database.js';

/** The `db` pg-boss accepts in place of its own pool. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const MULTIPLE_COMMANDS = 'cannot insert multiple commands into a prepared statement';

/**
 * Lets pg-boss run over our Database (embedded PGlite, or a pool we already hold).
 * pg-boss sends its schema creation and migrations as one multi-statement text without
 * parameters; PGlite's parameterised `query` refuses several statements, so those go
 * through `exec`, which runs them as one unit (pg-boss wraps them in BEGIN/COMMIT itself).
 */
export function bossDatabaseAdapter(db: Database): BossDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: await db.query(text, values) };
      try {
        return { rows: await db.query(text) };
      } catch (error) {
        if (!(error instanceof Error) || !error.message.includes(MULTIPLE_COMMANDS)) throw error;
        await db.exec(text);
        return { rows: [] };
      }
    },
  };
}
