import type { TWarehouseVideoStatus } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';
import { maybeOne, one } from '../../../db/database.js';

export interface VideoRow {
  id: number;
  ip: string;
  channel: number;
  start_at: Date;
  end_at: Date;
  status: TWarehouseVideoStatus;
  size: number;
  playback_url: string;
  blob_key: string | null;
  error: string | null;
  batch_id: number | null;
}

export interface NewBlock {
  start: Date;
  end: Date;
  playbackUrl: string;
}

const COLUMNS = `id, ip, channel, start_at, end_at, status, size::float8 as size, playback_url,
  blob_key, error, batch_id`;

/** Downloaded (or to-be-downloaded) blocks of warehouse video and their batches. */
export function videoRepository(db: Database) {
  return {
    /**
     * Inserts the blocks not stored yet, tied to a new batch; answers the new rows' ids.
     * A block already present (any status) is left alone: listing twice queues nothing.
     */
    async addBlocks(
      channel: { ip: string; channel: number },
      range: { start: Date; end: Date },
      blocks: NewBlock[],
      requestedBy: string,
    ): Promise<{ batchId: number | null; ids: number[] }> {
      return db.transaction(async (tx) => {
        const batch = await one(
          tx.query<{ id: number }>(
            `insert into warehouse_batches (ip, channel, start_at, end_at, requested_by)
             values ($1, $2, $3, $4, $5) returning id`,
            [channel.ip, channel.channel, range.start, range.end, requestedBy],
          ),
        );
        const inserted = await tx.query<{ id: number }>(
          `insert into warehouse_videos (ip, channel, start_at, end_at, playback_url, batch_id)
           select $1, $2, b.start_at, b.end_at, b.url, $6
             from unnest($3::timestamptz[], $4::timestamptz[], $5::text[])
                  as b (start_at, end_at, url)
           on conflict (ip, channel, start_at, end_at) do nothing
           returning id`,
          [
            channel.ip,
            channel.channel,
            blocks.map((b) => b.start),
            blocks.map((b) => b.end),
            blocks.map((b) => b.playbackUrl),
            batch.id,
          ],
        );
        if (inserted.length === 0) {
          await tx.query('delete from warehouse_batches where id = $1', [batch.id]);
          return { batchId: null, ids: [] };
        }
        return { batchId: batch.id, ids: inserted.map((r) => r.id) };
      });
    },

    listRange(ip: string, channel: number, start: Date, end: Date): Promise<VideoRow[]> {
      return db.query<VideoRow>(
        `select ${COLUMNS} from warehouse_videos
          where ip = $1 and channel = $2 and start_at < $4 and end_at > $3
          order by start_at, end_at`,
        [ip, channel, start, end],
      );
    },

    find(id: number): Promise<VideoRow | undefined> {
      return maybeOne(
        db.query<VideoRow>(`select ${COLUMNS} from warehouse_videos where id = $1`, [id]),
      );
    },

    /** Blocks by id, in time order (the ids of one failure mail). */
    findMany(ids: number[]): Promise<VideoRow[]> {
      return db.query<VideoRow>(
        `select ${COLUMNS} from warehouse_videos where id = any($1::int[]) order by start_at`,
        [ids],
      );
    },

    async failedOfBatch(batchId: number): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `select id from warehouse_videos where batch_id = $1 and status = 'failed'`,
        [batchId],
      );
      return rows.map((r) => r.id);
    },

    findByPlaybackUrl(url: string): Promise<VideoRow | undefined> {
      return maybeOne(
        db.query<VideoRow>(
          `select ${COLUMNS} from warehouse_videos where playback_url = $1 order by id desc limit 1`,
          [url],
        ),
      );
    },

    /** Takes a pending block for download; undefined when it is not pending (done twice). */
    claim(id: number): Promise<VideoRow | undefined> {
      return maybeOne(
        db.query<VideoRow>(
          `update warehouse_videos
              set status = 'downloading', attempts = attempts + 1, error = null, updated_at = now()
            where id = $1 and status in ('pending', 'downloading')
            returning ${COLUMNS}`,
          [id],
        ),
      );
    },

    markDone(id: number, size: number, blobKey: string): Promise<VideoRow> {
      return one(
        db.query<VideoRow>(
          `update warehouse_videos
              set status = 'done', size = $2, blob_key = $3, error = null, updated_at = now()
            where id = $1 returning ${COLUMNS}`,
          [id, size, blobKey],
        ),
      );
    },

    markFailed(id: number, error: string): Promise<VideoRow> {
      return one(
        db.query<VideoRow>(
          `update warehouse_videos
              set status = 'failed', size = 0, blob_key = null, error = $2, updated_at = now()
            where id = $1 returning ${COLUMNS}`,
          [id, error],
        ),
      );
    },

    /**
     * Sends a block back to the queue, whatever it was; answers it, now pending. It leaves
     * its batch: the batch's notice is out or will go without it, and its own failure is
     * mailed on its own.
     */
    requeue(id: number): Promise<VideoRow> {
      return one(
        db.query<VideoRow>(
          `update warehouse_videos
              set status = 'pending', error = null, batch_id = null, updated_at = now()
            where id = $1 returning ${COLUMNS}`,
          [id],
        ),
      );
    },

    /**
     * Closes a batch once none of its blocks is waiting or running; answers its counts the
     * one time it closes (so exactly one notice goes out), else undefined.
     */
    finishBatch(batchId: number) {
      return maybeOne(
        db.query<{
          ip: string;
          channel: number;
          start_at: Date;
          end_at: Date;
          done: number;
          failed: number;
        }>(
          `with closed as (
             update warehouse_batches b set finished_at = now()
              where b.id = $1 and b.finished_at is null
                and not exists (select 1 from warehouse_videos v
                                 where v.batch_id = b.id and v.status in ('pending', 'downloading'))
              returning b.id, b.ip, b.channel, b.start_at, b.end_at)
           select c.ip, c.channel, c.start_at, c.end_at,
                  count(*) filter (where v.status = 'done')::int as done,
                  count(*) filter (where v.status = 'failed')::int as failed
             from closed c left join warehouse_videos v on v.batch_id = c.id
            group by c.ip, c.channel, c.start_at, c.end_at`,
          [batchId],
        ),
      );
    },

    /** Counts of blocks that ended since a time (the daily summary). */
    summarySince(since: Date) {
      return db.query<{ ip: string; channel: number; done: number; failed: number; size: number }>(
        `select ip, channel,
                count(*) filter (where status = 'done')::int as done,
                count(*) filter (where status = 'failed')::int as failed,
                coalesce(sum(size) filter (where status = 'done'), 0)::float8 as size
           from warehouse_videos
          where updated_at >= $1 and status in ('done', 'failed')
          group by ip, channel order by ip, channel`,
        [since],
      );
    },
  };
}

export type VideoRepository = ReturnType<typeof videoRepository>;
