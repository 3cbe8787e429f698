import type { Database } from '../../../db/database.js';
import { ttlCache, type LoadMany } from '../../platform/index.js';

export type { Answer } from '../../platform/index.js';

/** How long a device → truck answer is trusted; other instances' changes show within it. */
const TTL_MS = 5_000;

/**
 * Resolves what devices send into console records: a device id to its truck, and a driver
 * login (`driverUniqueId`: the card id, else the username) to a driver. Cached briefly
 * because every fix needs it.
 */
export function deviceDirectory(db: Database) {
  const trucks = ttlCache<number | null>(
    async (deviceIds) => {
      const asked = deviceIds.filter(storable);
      if (asked.length === 0) return new Map();
      const rows = await db.query<{ device_id: string; id: number }>(
        'select device_id, id from trucks where device_id = any($1::text[]) and deleted_at is null',
        [asked],
      );
      return new Map(rows.map((row) => [row.device_id, row.id]));
    },
    null,
    TTL_MS,
  );
  const drivers = ttlCache<string | null>(
    one(async (uniqueId) => {
      if (!storable(uniqueId)) return null;
      const [row] = await db.query<{ username: string }>(
        `select username from users
          where deleted_at is null and (lower(card_id) = lower($1) or lower(username) = lower($1))
          order by (lower(card_id) = lower($1)) desc nulls last limit 1`,
        [uniqueId],
      );
      return row?.username ?? null;
    }),
    null,
    TTL_MS,
  );
  return {
    truckOf: (deviceId: string) => trucks.get(deviceId),
    driverOf: (uniqueId: string) => drivers.get(uniqueId),
    /** Called when trucks or devices change on this instance. */
    forget(): void {
      trucks.clear();
      drivers.clear();
    },
  };
}

/**
 * PostgreSQL text cannot hold NUL, so an id with one is nobody's; asked, it would fail the
 * query, and with it the other keys loaded together.
 */
export const storable = (id: string) => !id.includes('\u0000');

/** A load of several keys made of one query per key (for lookups that are rare). */
function one<T>(load: (key: string) => Promise<T>): LoadMany<T> {
  return async (keys) =>
    new Map(await Promise.all(keys.map(async (key) => [key, await load(key)] as const)));
}

export type DeviceDirectory = ReturnType<typeof deviceDirectory>;
