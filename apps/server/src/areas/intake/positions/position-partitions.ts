import type { Queryable } from '../../../db/database.js';

/** Months whose partition of `positions` this process knows exists. */
export function positionPartitions(db: Queryable) {
  const known = new Set<number>();
  return {
    /** Makes sure every month of `times` has its partition (idempotent, cached). */
    async ensure(times: Iterable<Date>): Promise<void> {
      // Month numbers, not formatted strings: this runs for every fix of every batch.
      const months = new Set<number>();
      for (const time of times) months.add(time.getUTCFullYear() * 12 + time.getUTCMonth());
      for (const month of months) {
        if (known.has(month)) continue;
        const first = new Date(Date.UTC(Math.floor(month / 12), month % 12, 1));
        await db.query('select ensure_positions_partition($1::date)', [
          first.toISOString().slice(0, 10),
        ]);
        known.add(month);
      }
    },
    /** Forgets what it knew: a month was dropped by the retention purge, maybe elsewhere. */
    forget(): void {
      known.clear();
    },
  };
}

export type PositionPartitions = ReturnType<typeof positionPartitions>;
