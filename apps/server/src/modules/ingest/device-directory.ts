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

/** Loads the answers of several keys in one query; a key it leaves out has none. */
type LoadMany<T> = (keys: string[]) => Promise<Map<string, T>>;

/**
 * Answers by key, each trusted for TTL_MS: a fresh one is returned at once (every fix asks,
 * so the hit costs no promise), a missing or stale one is loaded, one load per key at a
 * time. Keys missed in the same turn of the event loop are loaded together, so answers that
 * went stale together (a fleet's, loaded together) cost one query, not one per truck. An
 * answer loaded across a `clear` is returned but not kept.
 */
function ttlCache<T>(loadMany: LoadMany<T>, none: T) {
  const entries = new BoundedMap<string, Entry<T>>(CACHED);
  const loading = new Map<string, Promise<T>>();
  let generation = 0;
  /** Keys waiting for the next load, which starts once this turn's callbacks have run. */
  let next: { keys: string[]; answers: Promise<Map<string, T>> } | null = null;

  function load(key: string): Promise<T> {
    if (!next) {
      const keys: string[] = [];
      const answers = new Promise<Map<string, T>>((resolve) =>
        setImmediate(() => {
          next = null;
          resolve(loadMany(keys));
        }),
      );
      next = { keys, answers };
    }
    next.keys.push(key);
    return next.answers.then((answers) => (answers.has(key) ? answers.get(key)! : none));
  }

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
  const trucks = ttlCache<number | null>(async (deviceIds) => {
    const asked = deviceIds.filter(storable);
    if (asked.length === 0) return new Map();
    const rows = await db.query<{ device_id: string; id: number }>(
      'select device_id, id from trucks where device_id = any($1::text[]) and deleted_at is null',
      [asked],
    );
    return new Map(rows.map((row) => [row.device_id, row.id]));
  }, null);
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
