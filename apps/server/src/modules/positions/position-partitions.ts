import type { Queryable } from '../../db/database.js';

/** Months whose partition of `positions` this process knows exists. */
export function positionPartitions(db: Queryable) {
  const known = new Set<string>();
  return {
    /** Makes sure every month of `times` has its partition (idempotent, cached). */
    async ensure(times: Iterable<Date>): Promise<void> {
      const months = new Set<string>();
      for (const time of times) months.add(time.toISOString().slice(0, 7));
      for (const month of months) {
        if (known.has(month)) continue;
        await db.query('select ensure_positions_partition($1::date)', [`${month}-01`]);
        known.add(month);
      }
    },
  };
}

export type PositionPartitions = ReturnType<typeof positionPartitions>;
