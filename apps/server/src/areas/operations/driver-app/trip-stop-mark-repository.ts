import type { TStopMark, TTripPlanStop } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';

export interface StopMarkRow {
  trip_id: number;
  stop: TTripPlanStop;
  mark: TStopMark;
  marked_at: Date;
}

/** The driver's "arrived" / "delivered" marks of planned trips' stops. */
export function tripStopMarkRepository(db: Database) {
  return {
    of(tripIds: number[]): Promise<StopMarkRow[]> {
      return db.query<StopMarkRow>(
        `select trip_id, stop, mark, marked_at from trip_stop_marks
          where trip_id = any($1::int[]) order by marked_at`,
        [tripIds],
      );
    },
    /**
     * Stores a mark once: the same request key sent again, or a stop already marked so, keeps
     * the first.
     */
    async add(mark: {
      tripId: number;
      stop: TTripPlanStop;
      mark: TStopMark;
      by: string;
      at: Date;
      lat: number | null;
      lon: number | null;
      requestKey: string;
    }): Promise<void> {
      await db.query(
        `insert into trip_stop_marks
           (trip_id, stop, mark, marked_by, marked_at, lat, lon, request_key)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict do nothing`,
        [
          mark.tripId,
          mark.stop,
          mark.mark,
          mark.by,
          mark.at.toISOString(),
          mark.lat,
          mark.lon,
          mark.requestKey,
        ],
      );
    },
  };
}

export type TripStopMarkRepository = ReturnType<typeof tripStopMarkRepository>;
