import { createRequire } from 'node:module';
import type { Queryable } from '../../../db/database.js';

/** The `db` pg-boss accepts in place of its own pool. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const MULTIPLE_COMMANDS = 'cannot insert multiple commands into a prepared statement';

const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};

/**
 * Lets pg-boss run over our Database (embedded PGlite, or a pool we already hold).
 * pg-boss sends its schema creation and migrations as one multi-statement text without
 * parameters; PGlite's parameterised `query` refuses several statements, so those go
 * through `exec`, which runs them as one unit (pg-boss wraps them in BEGIN/COMMIT itself).
 *
 * pg-boss 10's worker completes or fails the jobs it ran without awaiting it (manager.js,
 * `work`): with the database away that statement's rejection goes unhandled and Node ends
 * the process. Those two statements never reject here: the failure goes to `unsettled`
 * and the job, still active, is retried after its lease like that of a stopped instance.
 */
export function bossDatabaseAdapter(
  db: Pick<Queryable, 'query' | 'exec'>,
  schema: string,
  unsettled: (error: unknown) => void,
): BossDb {
  const settling = new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
  const run = async (text: string, values?: unknown[]) => {
    if (values && values.length > 0) return { rows: await db.query(text, values) };
    try {
      return { rows: await db.query(text) };
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes(MULTIPLE_COMMANDS)) throw error;
      await db.exec(text);
      return { rows: [] };
    }
  };
  return {
    async executeSql(text, values) {
      if (!settling.has(text)) return run(text, values);
      try {
        return await run(text, values);
      } catch (error) {
        unsettled(error);
        return { rows: [{ count: '0' }] };
      }
    },
  };
}
