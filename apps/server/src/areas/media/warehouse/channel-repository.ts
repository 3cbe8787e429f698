import type { TWarehouseVendor } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';
import { maybeOne, one } from '../../../db/database.js';

export interface ChannelRow {
  ip: string;
  channel: number;
  name: string | null;
  warehouse: string | null;
  vendor: TWarehouseVendor;
  port: number;
  username: string | null;
  password_enc: string | null;
  playback_template: string | null;
}

export type ChannelFields = ChannelRow;

const COLUMNS =
  'ip, channel, name, warehouse, vendor, port, username, password_enc, playback_template';

/** NVR channels (`warehouse_channels`); grants name them `ip:channel`. */
export function channelRepository(db: Database) {
  return {
    /** Every channel, or only those whose `ip:channel` key is in `keys`. */
    list(keys: Set<string> | null): Promise<ChannelRow[]> {
      return db.query<ChannelRow>(
        `select ${COLUMNS} from warehouse_channels
          where $1::text[] is null or (ip || ':' || channel) = any($1::text[])
          order by warehouse nulls last, ip, channel`,
        [keys ? [...keys] : null],
      );
    },

    find(ip: string, channel: number): Promise<ChannelRow | undefined> {
      return maybeOne(
        db.query<ChannelRow>(
          `select ${COLUMNS} from warehouse_channels where ip = $1 and channel = $2`,
          [ip, channel],
        ),
      );
    },

    save(row: ChannelFields): Promise<ChannelRow> {
      return one(
        db.query<ChannelRow>(
          `insert into warehouse_channels (${COLUMNS})
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           on conflict (ip, channel) do update set
             name = excluded.name, warehouse = excluded.warehouse, vendor = excluded.vendor,
             port = excluded.port, username = excluded.username,
             password_enc = excluded.password_enc,
             playback_template = excluded.playback_template, updated_at = now()
           returning ${COLUMNS}`,
          [
            row.ip,
            row.channel,
            row.name,
            row.warehouse,
            row.vendor,
            row.port,
            row.username,
            row.password_enc,
            row.playback_template,
          ],
        ),
      );
    },

    /** Removes a channel with its videos' rows; answers the blob keys left to delete. */
    async delete(ip: string, channel: number): Promise<{ deleted: number; blobKeys: string[] }> {
      const keys = await db.query<{ blob_key: string }>(
        `select blob_key from warehouse_videos
          where ip = $1 and channel = $2 and blob_key is not null`,
        [ip, channel],
      );
      const rows = await db.query(
        'delete from warehouse_channels where ip = $1 and channel = $2 returning ip',
        [ip, channel],
      );
      return { deleted: rows.length, blobKeys: keys.map((k) => k.blob_key) };
    },
  };
}

export type ChannelRepository = ReturnType<typeof channelRepository>;
