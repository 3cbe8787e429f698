import type { Database } from '../../db/database.js';
import { BoundedMap } from './bounded-map.js';

/** One database write per unknown device per this long, however chatty it is. */
const RECORD_EVERY_MS = 10_000;

/**
 * How many unknown ids are kept, in memory and in the table: the most recently heard ones.
 * A flood of made-up ids pushes out older ones; a real device comes back with its next message.
 */
export const UNKNOWN_DEVICES_KEPT = 1_000;

interface Heard {
  writtenAt: number;
  /** Messages since the last write, added to the stored count by the next one. */
  unsent: number;
}

/** Devices that sent data but belong to no truck, kept for an admin to attach. */
export function unknownDevices(
  db: Database,
  { kept = UNKNOWN_DEVICES_KEPT, clock = Date.now }: { kept?: number; clock?: () => number } = {},
) {
  const heard = new BoundedMap<string, Heard>(kept);

  /** Drops the rows past the `kept` most recently heard. */
  async function prune(): Promise<void> {
    await db.query(
      `delete from unknown_devices u
        using (select device_id from unknown_devices
                order by last_seen desc, device_id desc offset $1) old
        where u.device_id = old.device_id`,
      [kept],
    );
  }

  return {
    async record(deviceId: string, position: { lat: number; lon: number } | null): Promise<void> {
      const now = clock();
      const seen = heard.get(deviceId);
      if (seen && seen.writtenAt > now - RECORD_EVERY_MS) {
        seen.unsent += 1;
        return;
      }
      heard.set(deviceId, { writtenAt: now, unsent: 0 });
      const [row] = await db.query<{ added: boolean }>(
        `insert into unknown_devices (device_id, lat, lon, messages) values ($1, $2, $3, $4)
         on conflict (device_id) do update set last_seen = now(),
           messages = unknown_devices.messages + excluded.messages,
           lat = coalesce(excluded.lat, unknown_devices.lat),
           lon = coalesce(excluded.lon, unknown_devices.lon)
         returning (xmax = 0) as added`,
        [deviceId, position?.lat ?? null, position?.lon ?? null, 1 + (seen?.unsent ?? 0)],
      );
      if (row?.added) await prune();
    },
    /** How many ids this instance remembers. */
    remembered: () => heard.size,
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
          order by u.last_seen desc limit $1`,
        [kept],
      );
    },
    async forget(deviceId: string): Promise<void> {
      heard.delete(deviceId);
      await db.query('delete from unknown_devices where device_id = $1', [deviceId]);
    },
  };
}

export type UnknownDevices = ReturnType<typeof unknownDevices>;
