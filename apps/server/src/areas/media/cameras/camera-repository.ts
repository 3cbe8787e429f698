import type { Database } from '../../../db/database.js';

export interface CameraRow {
  truck_id: number;
  channel: number;
  name: string;
  position: 'road' | 'cabin' | 'cargo';
  source_kind: 'url' | 'jt1078';
  source_url_enc: string | null;
  source_url_public: string | null;
  has_credentials: boolean;
}

const COLUMNS =
  'truck_id, channel, name, position, source_kind, source_url_enc, source_url_public, has_credentials';

export function cameraRepository(db: Database) {
  return {
    list(truckId: number): Promise<CameraRow[]> {
      return db.query<CameraRow>(
        `select ${COLUMNS} from truck_cameras where truck_id = $1 order by channel`,
        [truckId],
      );
    },
    async find(truckId: number, channel: number): Promise<CameraRow | undefined> {
      const [row] = await db.query<CameraRow>(
        `select ${COLUMNS} from truck_cameras where truck_id = $1 and channel = $2`,
        [truckId, channel],
      );
      return row;
    },
    /** Channels of a truck whose camera is its JT/T 808 dashcam's (JT/T 1078). */
    async dashcamChannels(truckId: number): Promise<number[]> {
      const rows = await db.query<{ channel: number }>(
        `select channel from truck_cameras where truck_id = $1 and source_kind = 'jt1078'
          order by channel`,
        [truckId],
      );
      return rows.map((row) => row.channel);
    },
    /** Channels that have a live source, on the trucks given (null = all) that exist. */
    liveChannels(truckIds: number[] | null) {
      return db.query<{ truck_id: number; channel: number; name: string }>(
        `select c.truck_id, c.channel, c.name
           from truck_cameras c join trucks t on t.id = c.truck_id and t.deleted_at is null
          where (c.source_url_enc is not null or c.source_kind = 'jt1078')
            and ($1::int[] is null or c.truck_id = any($1::int[]))
          order by c.truck_id, c.channel`,
        [truckIds],
      );
    },
    /** Cameras with a live source on trucks that are moving now (for timed snapshots). */
    movingWithSource(): Promise<CameraRow[]> {
      return db.query<CameraRow>(
        `select ${COLUMNS.split(', ')
          .map((c) => `c.${c}`)
          .join(', ')}
           from truck_cameras c
           join truck_states s on s.truck_id = c.truck_id
           join trucks t on t.id = c.truck_id and t.deleted_at is null
          where c.source_url_enc is not null and s.motion = 'moving'
            and s.last_seen > now() - interval '15 minutes'`,
      );
    },
    /**
     * Replaces a truck's cameras in one transaction; the truck's camera count follows the
     * highest channel so lists and grids show every camera.
     */
    async replace(truckId: number, rows: Omit<CameraRow, 'truck_id'>[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('delete from truck_cameras where truck_id = $1', [truckId]);
        for (const row of rows) {
          await tx.query(
            `insert into truck_cameras (${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [
              truckId,
              row.channel,
              row.name,
              row.position,
              row.source_kind,
              row.source_url_enc,
              row.source_url_public,
              row.has_credentials,
            ],
          );
        }
        const highest = Math.max(0, ...rows.map((row) => row.channel));
        await tx.query('update trucks set cameras = greatest(cameras, $2) where id = $1', [
          truckId,
          highest,
        ]);
      });
    },
  };
}

export type CameraRepository = ReturnType<typeof cameraRepository>;
