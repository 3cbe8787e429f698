import type { TLiveStream, TLiveStreamKey } from '@fleet/contracts';
import type { Database } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sessions/session-service.js';
import type { TruckService } from '../trucks/truck-service.js';
import type { LiveStreams } from './live-streams.js';

interface Deps {
  db: Database;
  trucks: TruckService;
  streams: LiveStreams;
}

export const playlistPath = (truckId: number, channel: number) =>
  `/api/live-camera/${truckId}/${channel}/index.m3u8`;

/** Live camera monitoring of the trucks a user is granted. */
export function liveCameraService({ db, trucks, streams }: Deps) {
  async function requireTruck(actor: Actor, truckId: number): Promise<void> {
    const visible = await trucks.visibleIds(actor);
    if (visible && !visible.includes(truckId)) throw notFound('Truck');
  }

  return {
    /** Channels that have a live source, on the trucks the actor may see. */
    async channels(actor: Actor) {
      const visible = await trucks.visibleIds(actor);
      return db.query<{ truck_id: number; channel: number; name: string }>(
        `select c.truck_id, c.channel, c.name
           from truck_cameras c join trucks t on t.id = c.truck_id and t.deleted_at is null
          where c.source_url_enc is not null and ($1::int[] is null or c.truck_id = any($1::int[]))
          order by c.truck_id, c.channel`,
        [visible],
      );
    },

    async open(actor: Actor, keys: TLiveStreamKey[]): Promise<TLiveStream[]> {
      const visible = await trucks.visibleIds(actor);
      return Promise.all(
        keys.map(async ({ truck_id, channel }) => {
          const base = { truck_id, channel, playlist_url: playlistPath(truck_id, channel) };
          if (visible && !visible.includes(truck_id))
            return { ...base, state: 'error' as const, reason: 'The truck is not granted to you' };
          return { ...base, ...(await streams.open(truck_id, channel)) };
        }),
      );
    },

    async file(actor: Actor, truckId: number, channel: number, name: string): Promise<string> {
      await requireTruck(actor, truckId);
      const file = streams.file(truckId, channel, name);
      if (!file) throw notFound('Stream file');
      return file;
    },
  };
}

export type LiveCameraService = ReturnType<typeof liveCameraService>;
