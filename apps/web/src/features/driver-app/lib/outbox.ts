import type { IDBPDatabase } from 'idb';
import { currentOwner, staysQueued, type TOwned } from './owner';

/**
 * Items the driver made, each kept in IndexedDB with the key it was made with and the user who
 * made it before it is sent, and dropped once the server has it: a phone without a connection
 * sends it when it is back, and the server stores it once (its request key). An item belongs
 * to its maker: it is listed and sent only while that user is signed in on the phone, so a
 * second driver signing in on the same phone neither sees nor sends the first one's items,
 * which leave when their maker signs in again.
 */
export function outbox<T extends { request_key: string }, A>(options: {
  open: () => Promise<IDBPDatabase>;
  store: string;
  send: (item: T) => Promise<A>;
  order: (a: T, b: T) => number;
}) {
  const { open, store, send, order } = options;
  /** The signed-in user's items, in the order they leave. */
  const own = async (db: IDBPDatabase): Promise<TOwned<T>[]> => {
    const owner = currentOwner();
    if (!owner) return [];
    const items = (await db.getAll(store)) as TOwned<T>[];
    return items.filter((item) => item.owner === owner).sort(order);
  };
  /** One pass over what waits; it stops at an item that stays queued. */
  const pass = async (onSent: (answer: A) => void, onRefused: (error: unknown) => void) => {
    const db = await open();
    for (const item of await own(db)) {
      if (currentOwner() !== item.owner) return;
      const sent: Partial<TOwned<T>> = { ...item };
      delete sent.owner;
      try {
        onSent(await send(sent as unknown as T));
      } catch (error) {
        if (staysQueued(error)) return;
        onRefused(error);
      }
      await db.delete(store, item.request_key);
    }
  };
  let flushing: Promise<void> | null = null;
  /**
   * A flush was asked for while one ran: an item was added after the pass read the store, or
   * the connection came back after the pass found none. The running flush makes one more pass,
   * whether or not its own pass stopped at an item that stays queued.
   */
  let again = false;
  return {
    /** Keeps an item of the signed-in user; refused when no one is signed in. */
    add: async (item: T): Promise<void> => {
      const owner = currentOwner();
      if (!owner) throw new Error('No one is signed in to make this item');
      await (await open()).put(store, { ...item, owner });
    },
    /** The signed-in user's items waiting, in the order they leave. */
    all: async (): Promise<T[]> => own(await open()),
    /**
     * Sends the signed-in user's items in order, one at a time (one flush at once); stops at the
     * first that stays queued (no connection, the session ended, the server unwell) or once
     * someone else is signed in. `onSent` gets each answer, `onRefused` each item the server
     * refused (dropped: it would never be taken).
     */
    flush: (onSent: (answer: A) => void, onRefused: (error: unknown) => void): Promise<void> => {
      if (flushing) {
        again = true;
        return flushing;
      }
      flushing = (async () => {
        try {
          do {
            again = false;
            await pass(onSent, onRefused);
          } while (again);
        } finally {
          flushing = null;
        }
      })();
      return flushing;
    },
  };
}
