import type { TTripPlanStop } from '@fleet/contracts';
import type { Database, Queryable } from '../../../db/database.js';
import { maybeOne } from '../../../db/database.js';

export interface StopPhotoRow {
  image_id: number;
  trip_id: number | null;
  stop: TTripPlanStop;
  taken_by: string;
  taken_at: Date;
  lat: number | null;
  lon: number | null;
}

/** Which trip stop a driver's photo in the image history was taken at (migration 0035). */
export function tripStopPhotoRepository(db: Database) {
  return {
    /** How many photos each stop of these trips has. */
    countsOf(tripIds: number[]): Promise<{ trip_id: number; stop: TTripPlanStop; n: number }[]> {
      return db.query(
        `select trip_id, stop, count(*)::int as n from trip_stop_photos
          where trip_id = any($1::int[]) group by trip_id, stop`,
        [tripIds],
      );
    },
    byKey(requestKey: string): Promise<StopPhotoRow | undefined> {
      return maybeOne(
        db.query<StopPhotoRow>(
          `select p.image_id, p.trip_id, p.stop, p.taken_by, i.taken_at, i.lat, i.lon
             from trip_stop_photos p join media_images i on i.id = p.image_id
            where p.request_key = $1`,
          [requestKey],
        ),
      );
    },
    /** Ties the image to its stop once: false when the request key is already taken. */
    async add(
      tx: Queryable,
      photo: {
        imageId: number;
        tripId: number;
        orderCode: string | null;
        stop: TTripPlanStop;
        by: string;
        requestKey: string;
      },
    ): Promise<boolean> {
      const rows = await tx.query(
        `insert into trip_stop_photos (image_id, trip_id, order_code, stop, taken_by, request_key)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (request_key) do nothing returning image_id`,
        [photo.imageId, photo.tripId, photo.orderCode, photo.stop, photo.by, photo.requestKey],
      );
      return rows.length === 1;
    },
  };
}

export type TripStopPhotoRepository = ReturnType<typeof tripStopPhotoRepository>;
