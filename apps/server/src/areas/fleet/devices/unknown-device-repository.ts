import type { Database } from '../../../db/database.js';

/** What an instance heard from one unknown device since its last write. */
export interface UnknownSighting {
  deviceId: string;
  firstSeen: number;
  lastSeen: number;
  /** Messages since the last write, added to the stored count. */
  messages: number;
  lat: number | null;
  lon: number | null;
}

export interface UnknownDeviceRow {
  device_id: string;
  first_seen: Date;
  last_seen: Date;
  messages: number;
  lat: number | null;
  lon: number | null;
}

/** The unknown_devices table: sightings written in batches, the newest `kept` listed. */
export function unknownDeviceRepository(db: Database) {
  return {
    /** Upserts the sightings in one statement; answers how many rows are new. */
    async save(sightings: readonly UnknownSighting[]): Promise<number> {
      const rows = await db.query<{ added: boolean }>(
        `insert into unknown_devices (device_id, first_seen, last_seen, messages, lat, lon)
         select * from unnest($1::text[], $2::timestamptz[], $3::timestamptz[], $4::int[],
                              $5::float8[], $6::float8[])
         on conflict (device_id) do update set
           last_seen = greatest(unknown_devices.last_seen, excluded.last_seen),
           messages = unknown_devices.messages + excluded.messages,
           lat = coalesce(excluded.lat, unknown_devices.lat),
           lon = coalesce(excluded.lon, unknown_devices.lon)
         returning (xmax = 0) as added`,
        [
          sightings.map((s) => s.deviceId),
          sightings.map((s) => new Date(s.firstSeen).toISOString()),
          sightings.map((s) => new Date(s.lastSeen).toISOString()),
          sightings.map((s) => s.messages),
          sightings.map((s) => s.lat),
          sightings.map((s) => s.lon),
        ],
      );
      return rows.filter((row) => row.added).length;
    },
    /** Drops the rows past the `kept` most recently heard. */
    async prune(kept: number): Promise<void> {
      await db.query(
        `delete from unknown_devices u
          using (select device_id from unknown_devices
                  order by last_seen desc, device_id desc offset $1) old
          where u.device_id = old.device_id`,
        [kept],
      );
    },
    list(kept: number): Promise<UnknownDeviceRow[]> {
      return db.query<UnknownDeviceRow>(
        `select u.device_id, u.first_seen, u.last_seen, u.messages, u.lat, u.lon
           from unknown_devices u
          where not exists (select 1 from trucks t where t.device_id = u.device_id and t.deleted_at is null)
          order by u.last_seen desc limit $1`,
        [kept],
      );
    },
    async forget(deviceId: string): Promise<void> {
      await db.query('delete from unknown_devices where device_id = $1', [deviceId]);
    },
  };
}

export type UnknownDeviceRepository = ReturnType<typeof unknownDeviceRepository>;
