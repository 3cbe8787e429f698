import { startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { liveFeed, type TLiveStatus } from './live-feed';
import type { LiveTruckStore } from './live-store';

/**
 * The live trucks while the calling screen is shown: the shared store (keyed by truck id),
 * the connection state and a retry for the error state. Re-renders only when the
 * connection state changes; read the trucks with `useStoreVersion` or a store listener.
 */
export function useLiveTrucks(): TLiveStatus & { store: LiveTruckStore; retry: () => void } {
  useEffect(() => {
    liveFeed.acquire();
    return () => liveFeed.release();
  }, []);
  const status = useSyncExternalStore(liveFeed.subscribeStatus, liveFeed.getStatus);
  return { ...status, store: liveFeed.store, retry: liveFeed.retry };
}

/**
 * The store's version, updated at most every `intervalMs`: a list of 5,000 trucks
 * re-renders about once a second however fast the deltas come. The re-render is a
 * transition, so React renders it in slices of a few milliseconds between the map's frames
 * and the user's input instead of in one long task.
 */
export function useStoreVersion(store: LiveTruckStore, intervalMs = 1_000): number {
  const [version, setVersion] = useState(store.version);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last = 0;
    const flush = () => {
      timer = null;
      last = Date.now();
      startTransition(() => setVersion(store.version));
    };
    const unsubscribe = store.subscribe(() => {
      if (timer) return;
      timer = setTimeout(flush, Math.max(0, last + intervalMs - Date.now()));
    });
    flush();
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [store, intervalMs]);
  return version;
}

/**
 * A value read from the mutable store, read again when the store's version moves (at most
 * every `intervalMs`) or one of `deps` changes.
 */
export function useStoreValue<T>(
  store: LiveTruckStore,
  read: (store: LiveTruckStore) => T,
  deps: readonly unknown[] = [],
  intervalMs?: number,
): T {
  const version = useStoreVersion(store, intervalMs);
  // The store is mutable: its version, not its identity, says when to read it again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => read(store), [store, version, ...deps]);
}

/** How many trucks the store holds; re-renders only when that number changes. */
export function useStoreSize(store: LiveTruckStore): number {
  return useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.size,
  );
}
