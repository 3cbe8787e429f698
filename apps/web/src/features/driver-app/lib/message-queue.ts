import { openDB } from 'idb';
import { ENDPOINTS, type TDriverMessage, type TSendDriverMessageRequest } from '@fleet/contracts';
import { ApiError } from '@/lib/api';
import { call } from '@/lib/endpoint-call';

/**
 * Messages the driver wrote that the server has not taken yet (issue 33). Each is written to
 * IndexedDB with its request key before it is sent and dropped once the server answered, so a
 * message typed without a connection leaves when the phone is back online and is stored once.
 * A database of its own: the marks' database keeps its own versions.
 */
export interface TQueuedMessage extends TSendDriverMessageRequest {
  /** When it was typed: the queue leaves in that order. */
  queued_at: string;
}

const OUTBOX = 'outbox';
const outbox = () =>
  openDB('driver-messages', 1, {
    upgrade(db) {
      db.createObjectStore(OUTBOX, { keyPath: 'request_key' });
    },
  });

export async function queueMessage(message: TQueuedMessage): Promise<void> {
  await (await outbox()).put(OUTBOX, message);
}

/** What waits, oldest first. */
export async function queuedMessages(): Promise<TQueuedMessage[]> {
  const waiting = (await (await outbox()).getAll(OUTBOX)) as TQueuedMessage[];
  return waiting.sort((a, b) => a.queued_at.localeCompare(b.queued_at));
}

let sending: Promise<void> | null = null;

/**
 * Sends what waits, one at a time and one run at once; stops at the first message that does
 * not reach the server (still offline). Any answer of the server settles a message: taken
 * (`onSent`) or refused (`onRefused`, dropped: it would never be taken).
 */
export function sendQueuedMessages(
  onSent: (message: TDriverMessage) => void,
  onRefused: (error: unknown) => void,
): Promise<void> {
  sending ??= (async () => {
    try {
      for (const message of await queuedMessages()) {
        const { thread_id, text, request_key } = message;
        try {
          onSent((await call(ENDPOINTS.sendDriverMessage, { thread_id, text, request_key })).data);
        } catch (error) {
          if (error instanceof ApiError && error.status === 0) return;
          onRefused(error);
        }
        await (await outbox()).delete(OUTBOX, message.request_key);
      }
    } finally {
      sending = null;
    }
  })();
  return sending;
}
