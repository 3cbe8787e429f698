import { BoundedMap } from './bounded-map.js';

/** Answers kept, unknown ids' included: far above a fleet, far below what a flood can send. */
const CACHED = 20_000;

/** An answer known at once, or to come. */
export type Answer<T> = T | Promise<T>;

interface Entry<T> {
  value: T;
  until: number;
}

/** Loads the answers of several keys in one query; a key it leaves out has none. */
export type LoadMany<T> = (keys: string[]) => Promise<Map<string, T>>;

/**
 * Answers by key, each trusted for `ttlMs`: a fresh one is returned at once (every fix asks,
 * so the hit costs no promise), a missing or stale one is loaded, one load per key at a
 * time. Keys missed in the same turn of the event loop are loaded together, so answers that
 * went stale together (a fleet's, loaded together) cost one query, not one per truck; and one
 * load runs at a time, the keys missed meanwhile waiting for it and then loaded together, so
 * a flood of made-up ids arriving one per socket read costs a query per load's round trip,
 * not one per id, and a real device's answer never queues behind thousands. An answer loaded
 * across a `clear` is returned but not kept.
 */
export function ttlCache<T>(loadMany: LoadMany<T>, none: T, ttlMs: number) {
  const entries = new BoundedMap<string, Entry<T>>(CACHED);
  const loading = new Map<string, Promise<T>>();
  let generation = 0;
  /**
   * Keys waiting for the next load, which starts once the running one has ended and this
   * turn's callbacks have run.
   */
  let next: { keys: string[]; answers: Promise<Map<string, T>> } | null = null;
  /** The load running (settled when none is). */
  let running: Promise<unknown> = Promise.resolve();

  function load(key: string): Promise<T> {
    if (!next) {
      const keys: string[] = [];
      const answers = running
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => {
          next = null;
          return loadMany(keys);
        });
      running = answers.catch(() => undefined);
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
            entries.set(key, { value, until: now + ttlMs });
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
