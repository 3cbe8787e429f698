import type { Database } from '../../db/database.js';

/** One database write per unknown device per this long, however chatty it is. */
const RECORD_EVERY_MS = 10_000;

/** Devices that sent data but belong to no truck, kept for an admin to attach. */
export function unknownDevices(db: Database) {
  const lastRecorded = new Map<string, number>();
  return {
    async record(deviceId: string, position: { lat: number; lon: number } | null): Promise<void> {
      const now = Date.now();
      if ((lastRecorded.get(deviceId) ?? 0) > now - RECORD_EVERY_MS) return;
      lastRecorded.set(deviceId, now);
      await db.query(
        `insert into unknown_devices (device_id, lat, lon) values ($1, $2, $3)
         on conflict (device_id) do update set last_seen = now(),
           messages = unknown_devices.messages + 1,
           lat = coalesce(excluded.lat, unknown_devices.lat),
           lon = coalesce(excluded.lon, unknown_devices.lon)`,
        [deviceId, position?.lat ?? null, position?.lon ?? null],
      );
    },
    list() {
      return db.query<{
        device_id: string;
        first_seen: Date;
        last_seen: Date;
        messages: number;
        lat: number | null;
        lon: number | null;
      }>(
        `select u.device_id, u.first_seen, u.last_seen, u.messages, u.lat, u.lon
           from unknown_devices u
          where not exists (select 1 from trucks t where t.device_id = u.device_id and t.deleted_at is null)
          order by u.last_seen desc limit 1000`,
      );
    },
    async forget(deviceId: string): Promise<void> {
      lastRecorded.delete(deviceId);
      await db.query('delete from unknown_devices where device_id = $1', [deviceId]);
    },
  };
}

export type UnknownDevices = ReturnType<typeof unknownDevices>;
