import { ApiError } from '@/lib/api';
import { driverStore, type TDriverStoreName } from './driver-store';

/** Not reaching the server is waiting; any answer of the server is final for the item. */
const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Items the driver made, each kept in IndexedDB with the key it was made with before it is
 * sent, and dropped once the server has it: a phone without a connection sends it when it is
 * back, and the server stores it once (its request key).
 */
export function outbox<T extends { request_key: string }, A>(
  store: TDriverStoreName,
  send: (item: T) => Promise<A>,
  order: (a: T, b: T) => number,
) {
  let flushing: Promise<void> | null = null;
  return {
    add: async (item: T): Promise<void> => {
      await (await driverStore()).put(store, item);
    },
    all: async (): Promise<T[]> => (await (await driverStore()).getAll(store)) as T[],
    /**
     * Sends every item in order, one at a time (one flush at once); stops at the first that
     * cannot reach the server. `onSent` gets each answer, `onRefused` each item the server
     * refused (dropped: it would never be taken).
     */
    flush: (onSent: (answer: A) => void, onRefused: (error: unknown) => void): Promise<void> => {
      flushing ??= (async () => {
        try {
          const db = await driverStore();
          const items = ((await db.getAll(store)) as T[]).sort(order);
          for (const item of items) {
            try {
              onSent(await send(item));
            } catch (error) {
              if (isOffline(error)) return;
              onRefused(error);
            }
            await db.delete(store, item.request_key);
          }
        } finally {
          flushing = null;
        }
      })();
      return flushing;
    },
  };
}
