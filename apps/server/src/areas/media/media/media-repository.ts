import type { TTripPlanStop } from '@fleet/contracts';
import type { Database, Queryable } from '../../../db/database.js';

export interface VideoRow {
  id: number;
  truck_id: number;
  channel: number;
  start_time: Date;
  end_time: Date;
  duration_s: number;
  size: number;
  content_type: string;
  blob_key: string;
}

export interface ImageRow {
  id: number;
  truck_id: number;
  channel: number;
  taken_at: Date;
  lat: number | null;
  lon: number | null;
  size: number;
  blob_key: string;
  thumb_key: string;
}

/** A listed image, with the trip stop it shows when it is a driver's proof of delivery. */
export interface ListedImageRow extends ImageRow {
  pod_order_code: string | null;
  pod_stop: TTripPlanStop | null;
  pod_taken_by: string | null;
  pod_taken_by_name: string | null;
}

export type TImageSource = 'device' | 'snapshot' | 'driver';

const VIDEO_COLUMNS = `id, truck_id, channel, start_time, end_time, duration_s::float8 as duration_s,
  size::float8 as size, content_type, blob_key`;
const IMAGE_COLUMNS =
  'id, truck_id, channel, taken_at, lat, lon, size::float8 as size, blob_key, thumb_key';

/** Rows of recorded clips and camera images; the bytes are in the blob store. */
export function mediaRepository(db: Database) {
  return {
    async insertVideo(row: Omit<VideoRow, 'id'> & { source: 'device' | 'recording' }) {
      const [inserted] = await db.query<{ id: number }>(
        `insert into media_videos (truck_id, channel, start_time, end_time, duration_s, size,
           content_type, blob_key, source)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [
          row.truck_id,
          row.channel,
          row.start_time.toISOString(),
          row.end_time.toISOString(),
          row.duration_s,
          row.size,
          row.content_type,
          row.blob_key,
          row.source,
        ],
      );
      return inserted!.id;
    },
    /** `tx`: within a transaction of the caller's (a driver's photo with its trip stop). */
    async insertImage(row: Omit<ImageRow, 'id'> & { source: TImageSource }, tx: Queryable = db) {
      const [inserted] = await tx.query<{ id: number }>(
        `insert into media_images (truck_id, channel, taken_at, lat, lon, size, blob_key,
           thumb_key, source)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [
          row.truck_id,
          row.channel,
          row.taken_at.toISOString(),
          row.lat,
          row.lon,
          row.size,
          row.blob_key,
          row.thumb_key,
          row.source,
        ],
      );
      return inserted!.id;
    },
    /** Clips that overlap [from, to], oldest first. */
    videos(truckId: number, from: Date, to: Date, channel: number | null): Promise<VideoRow[]> {
      return db.query<VideoRow>(
        `select ${VIDEO_COLUMNS} from media_videos
          where truck_id = $1 and start_time <= $3 and end_time >= $2
            and ($4::int is null or channel = $4)
          order by start_time, channel limit 5000`,
        [truckId, from.toISOString(), to.toISOString(), channel],
      );
    },
    images(truckId: number, from: Date, to: Date): Promise<ListedImageRow[]> {
      return db.query<ListedImageRow>(
        `select ${IMAGE_COLUMNS}, p.order_code as pod_order_code, p.stop as pod_stop,
                p.taken_by as pod_taken_by, nullif(u.fullname, '') as pod_taken_by_name
           from media_images i left join trip_stop_photos p on p.image_id = i.id
           -- The photographer's account: the active one of that login, else the last removed.
           left join lateral (
             select fullname from users
              where lower(username) = lower(p.taken_by)
              order by deleted_at is null desc, deleted_at desc, id desc limit 1
           ) u on true
          where truck_id = $1 and taken_at between $2 and $3
          order by taken_at, channel, id limit 5000`,
        [truckId, from.toISOString(), to.toISOString()],
      );
    },
    /** A file a dashcam uploaded for an alarm (jt808 alarm attachments, migration 0022). */
    async alarmAttachment(
      id: number,
    ): Promise<{ blob_key: string; content_type: string; file_name: string } | undefined> {
      const [row] = await db.query<{ blob_key: string; content_type: string; file_name: string }>(
        'select blob_key, content_type, file_name from alarm_attachments where id = $1',
        [id],
      );
      return row;
    },
    async video(id: number): Promise<VideoRow | undefined> {
      const [row] = await db.query<VideoRow>(
        `select ${VIDEO_COLUMNS} from media_videos where id = $1`,
        [id],
      );
      return row;
    },
    async image(id: number): Promise<ImageRow | undefined> {
      const [row] = await db.query<ImageRow>(
        `select ${IMAGE_COLUMNS} from media_images where id = $1`,
        [id],
      );
      return row;
    },
    /** The truck's fix nearest to `at` within five minutes, for placing an image. */
    async positionAt(truckId: number, at: Date): Promise<{ lat: number; lon: number } | null> {
      const [row] = await db.query<{ lat: number; lon: number }>(
        `select lat, lon from positions
          where truck_id = $1
            and fix_time between $2::timestamptz - interval '5 minutes'
                             and $2::timestamptz + interval '5 minutes'
          order by abs(extract(epoch from fix_time - $2::timestamptz)) limit 1`,
        [truckId, at.toISOString()],
      );
      return row ?? null;
    },
    /** Claims one snapshot round across instances: true for the first caller only. */
    async claimSnapshotSlot(slot: number): Promise<boolean> {
      const rows = await db.query(
        'insert into media_snapshot_slots (slot) values ($1) on conflict do nothing returning slot',
        [slot],
      );
      return rows.length === 1;
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
