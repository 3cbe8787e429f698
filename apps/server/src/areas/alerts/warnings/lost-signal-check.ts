import { displayPlate } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';
import type { TimeFormat } from '../../../time-format.js';
import type { SystemWarning } from './warning-service.js';

/** Trucks silent for longer than this are left alone (a truck parked for the season). */
const LOOK_BACK_MS = 24 * 3_600_000;

interface Deps {
  db: Database;
  warnings: { raiseSystem(warning: SystemWarning): Promise<unknown> };
  /** The offline threshold of the domain settings (15 minutes by default). */
  offlineMinutes: () => Promise<number>;
  time: TimeFormat;
}

/**
 * Lost signal (mất tín hiệu): a truck that was moving or had its ignition on when it last
 * reported and has been silent past the offline threshold raises one `lost_signal` warning
 * per silence (the last fix's time is part of its identity).
 */
export function lostSignalCheck({ db, warnings, offlineMinutes, time }: Deps) {
  return async function check(now = new Date()): Promise<number> {
    const silentSince = new Date(now.getTime() - (await offlineMinutes()) * 60_000);
    const rows = await db.query<{
      truck_id: number;
      plate: string;
      last_seen: Date;
      lat: number | null;
      lon: number | null;
    }>(
      `select s.truck_id, t.plate, s.last_seen, s.lat, s.lon
         from truck_states s join trucks t on t.id = s.truck_id and t.deleted_at is null
        where s.last_seen < $1 and s.last_seen > $2
          and (s.motion = 'moving' or s.ignition is true)`,
      [silentSince.toISOString(), new Date(now.getTime() - LOOK_BACK_MS).toISOString()],
    );
    for (const row of rows) {
      const since = time.toWire(row.last_seen);
      await warnings.raiseSystem({
        truckId: row.truck_id,
        type: 'lost_signal',
        atWheel: true,
        content: `${displayPlate(row.plate)}: mất tín hiệu từ ${since}`,
        params: { plate: displayPlate(row.plate), since },
        lat: row.lat,
        lon: row.lon,
        time: row.last_seen,
        dedupeKey: `lost_signal:${row.truck_id}:${row.last_seen.getTime()}`,
      });
    }
    return rows.length;
  };
}
