import type { TDrivingExceptionReason, ZSetDrivingExceptionRequest } from '@fleet/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/database.js';
import { notFound } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { Actor } from '../../accounts/index.js';

interface Deps {
  db: Database;
  time: TimeFormat;
  /** Truck ids the actor may see; null = all. */
  visibleTrucks: (actor: Actor) => Promise<number[] | null>;
}

/** A permitted user says why a session over the continuous limit was lawful, or takes it back. */
export function drivingExceptionService({ db, time, visibleTrucks }: Deps) {
  return {
    async set(actor: Actor, request: z.output<typeof ZSetDrivingExceptionRequest>) {
      const start = time.fromWire(request.session_start)!;
      const visible = await visibleTrucks(actor);
      const [session] = await db.query<{ truck_id: number }>(
        `select x.truck_id from motion_sessions x join trucks t on t.id = x.truck_id
          where t.plate = $1 and t.deleted_at is null and x.start_time = $2
            and ($3::int[] is null or x.truck_id = any($3::int[]))`,
        [request.plate, start, visible],
      );
      if (!session) throw notFound('Driving session');
      if (request.reason === null) {
        await db.query(
          'delete from driving_exceptions where truck_id = $1 and session_start = $2',
          [session.truck_id, start],
        );
      } else {
        await db.query(
          `insert into driving_exceptions (truck_id, session_start, reason, note, set_by)
           values ($1, $2, $3, $4, $5)
           on conflict (truck_id, session_start) do update
              set reason = excluded.reason, note = excluded.note, set_by = excluded.set_by,
                  set_at = now()`,
          [session.truck_id, start, request.reason, request.note || null, actor.username],
        );
      }
      return {
        plate: request.plate,
        session_start: time.toWire(start),
        reason: request.reason satisfies TDrivingExceptionReason | null,
        note: request.reason === null ? null : request.note || null,
      };
    },
  };
}

export type DrivingExceptionService = ReturnType<typeof drivingExceptionService>;
