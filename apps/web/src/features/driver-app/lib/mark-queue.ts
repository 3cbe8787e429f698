import { openDB } from 'idb';
import { ENDPOINTS, type TDriverTrip, type TMarkStopRequest } from '@fleet/contracts';
import { ApiError } from '@/lib/api';
import { call } from '@/lib/endpoint-call';

/**
 * The driver's marks waiting to be sent (issue 33): each is kept in IndexedDB with the key it
 * was made with before it is sent, and dropped once the server has it, so a phone without a
 * connection sends it when it is back and the server stores it once (its request key).
 */
const STORE = 'marks';
const database = () =>
  openDB('driver-app', 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'request_key' });
    },
  });

export async function queueMark(mark: TMarkStopRequest): Promise<void> {
  await (await database()).put(STORE, mark);
}

export async function queuedMarks(): Promise<TMarkStopRequest[]> {
  return (await (await database()).getAll(STORE)) as TMarkStopRequest[];
}

/** Not reaching the server is waiting; any answer of the server is final for the mark. */
const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;

let flushing: Promise<void> | null = null;

/**
 * Sends every queued mark in the order made, one at a time (one flush at once); stops at the
 * first that cannot reach the server. `onSent` gets each trip as the server answers it,
 * `onRefused` each mark the server refused (dropped: it would never be taken).
 */
export function sendQueuedMarks(
  onSent: (trip: TDriverTrip) => void,
  onRefused: (error: unknown) => void,
): Promise<void> {
  flushing ??= (async () => {
    try {
      const db = await database();
      const marks = ((await db.getAll(STORE)) as TMarkStopRequest[]).sort((a, b) =>
        (a.at ?? '').localeCompare(b.at ?? ''),
      );
      for (const mark of marks) {
        try {
          onSent((await call(ENDPOINTS.markTripStop, mark)).data);
        } catch (error) {
          if (isOffline(error)) return;
          onRefused(error);
        }
        await db.delete(STORE, mark.request_key);
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
