import type { Database } from '../../db/database.js';
import { BoundedMap } from './bounded-map.js';

/** How long a device → truck answer is trusted; other instances' changes show within it. */
const TTL_MS = 5_000;
/** Answers kept, unknown ids' included: far above a fleet, far below what a flood can send. */
const CACHED = 20_000;

interface Entry<T> {
  value: T;
  until: number;
}

function ttlCache<T>(load: (key: string) => Promise<T>) {
  const entries = new BoundedMap<string, Entry<T>>(CACHED);
  return {
    async get(key: string): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value;
      const value = await load(key);
      entries.set(key, { value, until: now + TTL_MS });
      return value;
    },
    clear: () => entries.clear(),
  };
}

/**
 * Resolves what devices send into console records: a device id to its truck, and a driver
 * login (`driverUniqueId`: the card id, else the username) to a driver. Cached briefly
 * because every fix needs it.
 */
export function deviceDirectory(db: Database) {
  const trucks = ttlCache(async (deviceId) => {
    const [row] = await db.query<{ id: number }>(
      'select id from trucks where device_id = $1 and deleted_at is null',
      [deviceId],
    );
    return row?.id ?? null;
  });
  const drivers = ttlCache(async (uniqueId) => {
    const [row] = await db.query<{ username: string }>(
      `select username from users
        where deleted_at is null and (lower(card_id) = lower($1) or lower(username) = lower($1))
        order by (lower(card_id) = lower($1)) desc nulls last limit 1`,
      [uniqueId],
    );
    return row?.username ?? null;
  });
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

export type DeviceDirectory = ReturnType<typeof deviceDirectory>;
