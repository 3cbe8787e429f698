import type { Database } from '../../db/database.js';
import { BoundedMap } from './bounded-map.js';

/** How long a device → truck answer is trusted; other instances' changes show within it. */
const TTL_MS = 5_000;
/** Answers kept, unknown ids' included: far above a fleet, far below what a flood can send. */
const CACHED = 20_000;

/** An answer known at once, or to come. */
export type Answer<T> = T | Promise<T>;

interface Entry<T> {
  value: T;
  until: number;
}

/**
 * Answers by key, each trusted for TTL_MS: a fresh one is returned at once (every fix asks,
 * so the hit costs no promise), a missing or stale one is loaded, one query per key at a
 * time. An answer loaded across a `clear` is returned but not kept.
 */
function ttlCache<T>(load: (key: string) => Promise<T>) {
  const entries = new BoundedMap<string, Entry<T>>(CACHED);
  const loading = new Map<string, Promise<T>>();
  let generation = 0;
  return {
    get(key: string): Answer<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const loadedIn = generation;
      const loaded = load(key).then(
        (value) => {
          if (loadedIn === generation) {
            entries.set(key, { value, until: now + TTL_MS });
            loading.delete(key);
          }
          return value;
        },
        (error: unknown) => {
          if (loadedIn === generation) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, loaded);
      return loaded;
    },
    clear(): void {
      generation += 1;
      entries.clear();
      loading.clear();
    },
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
