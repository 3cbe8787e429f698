import type { IDBPTransaction } from 'idb';
import { ApiError } from '@/lib/api';
import { storage } from '@/lib/storage';

/**
 * Whose items the driver app keeps on the phone (issue 33): the signed-in user's login,
 * lower-cased (logins are unique without regard to case); null when no one is signed in. Read
 * from what the browser keeps, so it is known offline too.
 */
export const currentOwner = (): string | null => storage.username()?.toLowerCase() || null;

/** An item kept on the phone, with the user who made it. */
export type TOwned<T> = T & { owner: string };

/**
 * Whether an item that was not taken stays on the phone to be sent again: the server was not
 * reached (status 0), the session ended (401: it waits for its owner to sign in again), or the
 * server was unwell or busy (408, 429, 5xx). Any other answer (400, 403, 404, 409…) is the
 * server's last word on it: it would never be taken.
 */
export function staysQueued(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

/**
 * At an upgrade of the app's database: items kept before they had an owner are given to the
 * user signed in now (the phone's user when the app updated, who made them), or dropped when
 * no one is signed in: they are never sent under someone else's session.
 */
export async function claimUnowned(
  transaction: IDBPTransaction<unknown, string[], 'versionchange'>,
  storeNames: readonly string[],
): Promise<void> {
  const owner = currentOwner();
  for (const name of storeNames) {
    let cursor = await transaction.objectStore(name).openCursor();
    while (cursor) {
      const item = cursor.value as { owner?: string };
      if (!item.owner) {
        if (owner) await cursor.update({ ...item, owner });
        else await cursor.delete();
      }
      cursor = await cursor.continue();
    }
  }
}
