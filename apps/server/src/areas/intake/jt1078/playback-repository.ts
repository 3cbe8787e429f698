import type { Database } from '../../../db/database.js';
import { maybeOne } from '../../../db/database.js';

/**
 * Playbacks from dashcams in `jt1078_playbacks` (migration 0022): which instance runs each,
 * so another instance asked about one can say where it is rather than that it is gone.
 */
export function playbackRepository(db: Database) {
  return {
    async started(row: {
      id: string;
      truckId: number;
      channel: number;
      start: Date;
      end: Date;
      ownerId: string;
    }): Promise<void> {
      await db.query(
        `insert into jt1078_playbacks (id, truck_id, channel, start_time, end_time, owner_id)
         values ($1, $2, $3, $4, $5, $6)`,
        [row.id, row.truckId, row.channel, row.start, row.end, row.ownerId],
      );
    },

    async ended(id: string): Promise<void> {
      await db.query('delete from jt1078_playbacks where id = $1', [id]);
    },

    /** The instance running a playback, or undefined when none does. */
    async ownerOf(id: string): Promise<string | undefined> {
      const row = await maybeOne(
        db.query<{ owner_id: string }>('select owner_id from jt1078_playbacks where id = $1', [id]),
      );
      return row?.owner_id;
    },

    /** Rows of an instance that stopped (its playbacks ended with it). */
    async endedAll(ownerId: string): Promise<void> {
      await db.query('delete from jt1078_playbacks where owner_id = $1', [ownerId]);
    },
  };
}

export type PlaybackRepository = ReturnType<typeof playbackRepository>;
