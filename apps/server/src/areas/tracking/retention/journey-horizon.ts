import type { Queryable } from '../../../db/database.js';

/**
 * Advisory lock ("ret", 1) between the purge raising the horizon and a motion-engine
 * transaction deciding where a replay starts: the purge holds it exclusively while it moves
 * the horizon and removes checkpoints, a replay shares it until it has cleared and rewritten
 * its rows. So a replay never clears rows from before the horizon that it cannot rebuild.
 */
const LOCK = '7497076, 1';

/**
 * The journey horizon: the company midnight from which every position is still kept (null
 * until the purge first ran). Shares the horizon lock for the rest of the transaction.
 */
export async function readJourneyHorizon(tx: Queryable): Promise<number | null> {
  await tx.query(`select pg_advisory_xact_lock_shared(${LOCK})`);
  const [row] = await tx.query<{ ms: number }>(
    `select extract(epoch from kept_from)::float8 * 1000 as ms
       from retention_horizons where data = 'journey'`,
  );
  return row?.ms ?? null;
}

/** Moves the horizon forward (never back), under the exclusive lock; answers where it is. */
export async function raiseJourneyHorizon(tx: Queryable, keptFrom: Date): Promise<Date> {
  await tx.query(`select pg_advisory_xact_lock(${LOCK})`);
  const [row] = await tx.query<{ kept_from: Date }>(
    `insert into retention_horizons (data, kept_from) values ('journey', $1)
     on conflict (data) do update
       set kept_from = greatest(retention_horizons.kept_from, excluded.kept_from),
           updated_at = now()
     returning kept_from`,
    [keptFrom.toISOString()],
  );
  return new Date(row!.kept_from);
}
