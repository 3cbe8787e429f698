import type { Database } from '../../../db/database.js';

/** Alarm episodes under way on one truck, and the time of the newest fix judged. */
export interface EpisodeState {
  /** Alarm → epoch ms of the episode's first fix. */
  alarms: Record<string, number>;
  /** Epoch ms of the newest fix judged: an older one (a backfill) changes nothing. */
  judgedMs: number;
}

/** Rows of `device_alarm_episodes` (migration 0025). */
export function alarmEpisodeRepository(db: Database) {
  return {
    /** The state of every truck asked, an empty one for a truck without a row. */
    async load(truckIds: number[]): Promise<Map<number, EpisodeState>> {
      const rows = await db.query<{
        truck_id: number;
        alarms: Record<string, number>;
        judged_ms: number;
      }>(
        'select truck_id, alarms, judged_ms from device_alarm_episodes where truck_id = any($1::int[])',
        [truckIds],
      );
      const states = new Map<number, EpisodeState>(
        truckIds.map((id) => [id, { alarms: {}, judgedMs: 0 }]),
      );
      for (const row of rows)
        states.set(row.truck_id, { alarms: row.alarms, judgedMs: row.judged_ms });
      return states;
    },
    async save(truckId: number, state: EpisodeState): Promise<void> {
      await db.query(
        `insert into device_alarm_episodes (truck_id, alarms, judged_ms) values ($1, $2::jsonb, $3)
         on conflict (truck_id) do update
           set alarms = excluded.alarms, judged_ms = excluded.judged_ms, updated_at = now()`,
        [truckId, JSON.stringify(state.alarms), state.judgedMs],
      );
    },
  };
}

export type AlarmEpisodeRepository = ReturnType<typeof alarmEpisodeRepository>;
