import type { Database } from './database.js';

/** Advisory-lock key of start-up work (migrations use 4_711_001). */
const START_LOCK = 4_711_002;

/**
 * Runs start-up work that instances sharing one PostgreSQL must not do at the same moment
 * (pg-boss creating its schema and queue partitions, which deadlocks when two instances
 * attach partitions together; seeding the built-in roles) one instance at a time. The lock
 * is held by a transaction on one connection while `work` runs on others, so `work` must
 * not itself wait for this lock. PGlite has one process and one connection: no lock.
 */
export async function oneInstanceAtATime<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.engine !== 'postgres') return work();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [START_LOCK]);
    return work();
  });
}
