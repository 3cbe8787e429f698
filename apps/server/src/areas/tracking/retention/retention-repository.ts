import type { Database, Queryable } from '../../../db/database.js';

/** Rows removed per statement: a first purge of an old database never runs one huge delete. */
const BATCH = 5_000;
const PARTITION = /^positions_(\d{4})_(\d{2})$/;

/** A month table of `positions` (attached, or left detached by an interrupted purge). */
export interface PositionMonth {
  name: string;
  /** First instant of the month (UTC), as the partition bounds are. */
  start: Date;
  end: Date;
  attached: boolean;
  /** Detached concurrently but not finished (the purge stopped in between). */
  pending: boolean;
}

/** A row whose bytes live in the blob store. */
export interface StoredFileRow {
  id: number;
  keys: string[];
  size: number;
}

/** Deletes in batches of BATCH by `ctid`; answers how many rows went. */
async function deleteBatched(
  db: Queryable,
  table: string,
  where: string,
  params: unknown[],
): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await db.query<{ n: number }>(
      `with gone as (
         delete from ${table}
          where ctid = any(array(select ctid from ${table} where ${where} limit ${BATCH}))
         returning 1)
       select count(*)::int as n from gone`,
      params,
    );
    total += row!.n;
    if (row!.n < BATCH) return total;
  }
}

/** SQL of the retention purge; which rows are old is decided by the purge's cutoffs. */
export function retentionRepository(db: Database) {
  const iso = (date: Date) => date.toISOString();

  /** Rows of files older than `before`, oldest first, at most `limit`. */
  const filesBefore =
    (select: string, extra: unknown[] = []) =>
    async (before: Date, limit: number) =>
      (await db.query<StoredFileRow>(select, [iso(before), limit, ...extra])).map((row) => ({
        ...row,
        keys: row.keys.filter((key) => key !== null),
        size: Number(row.size),
      }));

  return {
    async positionMonths(): Promise<PositionMonth[]> {
      const rows = await db.query<{ name: string; attached: boolean; pending: boolean }>(
        `select c.relname as name, i.inhrelid is not null as attached,
                coalesce(i.inhdetachpending, false) as pending
           from pg_class c
           left join pg_inherits i on i.inhrelid = c.oid
          where c.relkind = 'r' and c.relname ~ '^positions_[0-9]{4}_[0-9]{2}$'
            and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())
            and (i.inhparent is null or i.inhparent = 'positions'::regclass)`,
      );
      return rows.map((row) => {
        const [, year, month] = PARTITION.exec(row.name)!;
        const start = new Date(Date.UTC(Number(year), Number(month) - 1, 1));
        const end = new Date(Date.UTC(Number(year), Number(month), 1));
        return { ...row, start, end };
      });
    },

    /**
     * Detaches a month without blocking ingest (CONCURRENTLY takes no lock that writers or
     * readers wait on; it cannot run in a transaction), then drops it.
     */
    async dropMonth(month: PositionMonth): Promise<void> {
      if (!PARTITION.test(month.name)) throw new Error(`not a position month: ${month.name}`);
      if (month.attached)
        await db.exec(
          `alter table positions detach partition ${month.name} ${month.pending ? 'finalize' : 'concurrently'}`,
        );
      await db.exec(`drop table if exists ${month.name}`);
    },

    /**
     * A checkpoint at the horizon for every truck the engine knows, so a replay (late data, a
     * recompute) starts there exactly as the first run passed it: the state before the
     * truck's first processed fix since the horizon is its oldest checkpoint after it, or,
     * when it sent nothing since, its cursor.
     */
    async checkpointAtHorizon(tx: Queryable, keptFrom: Date, day: string): Promise<void> {
      await tx.query(
        `insert into motion_checkpoints (truck_id, day, day_start, state)
         select truck_id, $2::date, $1::timestamptz, state
           from (select c.truck_id,
                        coalesce((select k.state from motion_checkpoints k
                                   where k.truck_id = c.truck_id and k.day_start >= $1
                                   order by k.day_start limit 1),
                                 case when c.processed_until < $1 then c.state end) as state
                   from motion_cursors c) s
          where state is not null
         on conflict (truck_id, day) do nothing`,
        [iso(keptFrom), day],
      );
    },

    /** Engine checkpoints of days before the horizon: no replay starts there any more. */
    deleteCheckpointsBefore: (tx: Queryable, keptFrom: Date) =>
      deleteBatched(tx, 'motion_checkpoints', 'day_start < $1', [iso(keptFrom)]),

    /**
     * What the motion engine and the point tracker derived from months now dropped. Stops are
     * kept with the violation records (B.4 and the driver's route list them; the day counts
     * live in motion_daily).
     */
    async deleteJourneyRowsBefore(before: Date): Promise<number> {
      let total = 0;
      for (const table of ['motion_trips', 'motion_signal_gaps'])
        total += await deleteBatched(db, table, 'start_time < $1 and end_time < $1', [iso(before)]);
      return total + (await deleteBatched(db, 'marker_events', 'at < $1', [iso(before)]));
    },

    /**
     * Driving sessions, overspeed events and the stops B.4 lists that ended before the
     * violation cutoff.
     */
    async deleteViolationRowsBefore(before: Date): Promise<number> {
      let total = 0;
      for (const table of ['motion_sessions', 'motion_overspeeds', 'motion_stops'])
        total += await deleteBatched(db, table, 'start_time < $1 and end_time < $1', [iso(before)]);
      return total;
    },

    violationWarningsBefore: (types: readonly string[]) =>
      filesBefore(
        `select id, array[image_key] as keys, 0 as size from warnings
          where type = any($3::text[]) and occurred_at < $1 order by occurred_at limit $2`,
        [types],
      ),

    imagesBefore: filesBefore(
      `select id, array[blob_key, thumb_key] as keys, size::float8 as size from media_images
        where taken_at < $1 order by taken_at limit $2`,
    ),
    videosBefore: filesBefore(
      `select id, array[blob_key] as keys, size::float8 as size from media_videos
        where start_time < $1 and end_time < $1 order by start_time limit $2`,
    ),
    deliveryPhotosBefore: filesBefore(
      `select id, array[blob_key] as keys, size::float8 as size from order_images
        where uploaded_at < $1 order by uploaded_at limit $2`,
    ),

    async deleteByIds(
      table: 'warnings' | 'media_images' | 'media_videos' | 'order_images',
      ids: number[],
    ): Promise<void> {
      if (ids.length > 0) await db.query(`delete from ${table} where id = any($1::int[])`, [ids]);
    },

    /** Sessions that can no longer sign anyone in: expired or signed out. */
    deleteEndedSessions: (now: Date) =>
      deleteBatched(db, 'sessions', 'expires_at < $1 or revoked_at < $1', [iso(now)]),

    /** Claims of past snapshot rounds: a round is never taken again after its minute. */
    deleteSnapshotSlotsBefore: (before: Date) =>
      deleteBatched(db, 'media_snapshot_slots', 'claimed_at < $1', [iso(before)]),
  };
}

export type RetentionRepository = ReturnType<typeof retentionRepository>;
