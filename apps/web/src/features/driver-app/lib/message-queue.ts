import { openDB } from 'idb';
import { ENDPOINTS, type TDriverMessage, type TSendDriverMessageRequest } from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';
import { outbox } from './outbox';
import { claimUnowned } from './owner';

/**
 * Messages the driver wrote that the server has not taken yet (issue 33). Each is written to
 * IndexedDB with its request key and its writer before it is sent and dropped once the server
 * answered, so a message typed without a connection leaves when the phone is back online, is
 * stored once, and only ever under its writer's session. A database of its own: the marks'
 * database keeps its own versions; version 2 gives each message its writer.
 */
export interface TQueuedMessage extends TSendDriverMessageRequest {
  /** When it was typed: the queue leaves in that order. */
  queued_at: string;
}

const OUTBOX = 'outbox';

const messages = outbox<TQueuedMessage, TDriverMessage>({
  open: () =>
    openDB('driver-messages', 2, {
      upgrade(db, oldVersion, _newVersion, transaction) {
        if (oldVersion < 1) db.createObjectStore(OUTBOX, { keyPath: 'request_key' });
        else if (oldVersion < 2) void claimUnowned(transaction, [OUTBOX]);
      },
    }),
  store: OUTBOX,
  send: async ({ thread_id, text, request_key }) =>
    (await call(ENDPOINTS.sendDriverMessage, { thread_id, text, request_key })).data,
  order: (a, b) => a.queued_at.localeCompare(b.queued_at),
});

export const queueMessage = messages.add;
/** What the signed-in driver wrote and is waiting, oldest first. */
export const queuedMessages = messages.all;
/**
 * Sends what waits, one at a time and one run at once; stops at the first message that does
 * not reach the server (still offline). Any final answer of the server settles a message:
 * taken (`onSent`) or refused (`onRefused`, dropped: it would never be taken).
 */
export const sendQueuedMessages = messages.flush;
