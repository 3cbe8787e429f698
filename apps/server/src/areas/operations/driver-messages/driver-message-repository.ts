import type { TDriverMessageSide } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';
import { maybeOne, one } from '../../../db/database.js';

export interface DriverMessageRow {
  id: number;
  thread_id: number;
  sender: TDriverMessageSide;
  author: string;
  author_name: string | null;
  body: string;
  sent_at: Date;
  read_at: Date | null;
}

/** The latest messages of a thread a reader gets. */
const THREAD_LENGTH = 200;

const MESSAGE_COLUMNS = `m.id, m.thread_id, m.sender, m.author, u.fullname as author_name, m.body,
  m.sent_at, m.read_at`;
const WITH_AUTHOR = `driver_messages m
  left join users u on lower(u.username) = lower(m.author) and u.deleted_at is null`;

/** Threads (one per driver) and their messages. */
export function driverMessageRepository(db: Database) {
  return {
    /** The driver's thread, made on first use. */
    async threadOf(driver: string): Promise<number> {
      await db.query(
        `insert into driver_message_threads (driver_username) values (lower($1))
         on conflict (driver_username) do nothing`,
        [driver],
      );
      const row = await one(
        db.query<{ id: number }>(
          'select id from driver_message_threads where driver_username = lower($1)',
          [driver],
        ),
      );
      return row.id;
    },
    /** The driver of a thread (lower-cased), if it exists. */
    async driverOf(threadId: number): Promise<string | undefined> {
      const row = await maybeOne(
        db.query<{ driver_username: string }>(
          'select driver_username from driver_message_threads where id = $1',
          [threadId],
        ),
      );
      return row?.driver_username;
    },
    /** The latest messages, oldest first. */
    async messages(threadId: number): Promise<DriverMessageRow[]> {
      const rows = await db.query<DriverMessageRow>(
        `select ${MESSAGE_COLUMNS} from ${WITH_AUTHOR}
          where m.thread_id = $1 order by m.id desc limit ${THREAD_LENGTH}`,
        [threadId],
      );
      return rows.reverse();
    },
    async unread(threadId: number, from: TDriverMessageSide): Promise<number> {
      const row = await one(
        db.query<{ n: number | string }>(
          `select count(*) as n from driver_messages
            where thread_id = $1 and sender = $2 and read_at is null`,
          [threadId, from],
        ),
      );
      return Number(row.n);
    },
    /**
     * Stores a message once per request key and answers the message stored under the key
     * (undefined when the key belongs to another thread or side).
     */
    async add(message: {
      threadId: number;
      sender: TDriverMessageSide;
      author: string;
      body: string;
      requestKey: string;
    }): Promise<DriverMessageRow | undefined> {
      await db.query(
        `insert into driver_messages (thread_id, sender, author, body, request_key)
         values ($1, $2, $3, $4, $5) on conflict (request_key) do nothing`,
        [message.threadId, message.sender, message.author, message.body, message.requestKey],
      );
      return maybeOne(
        db.query<DriverMessageRow>(
          `select ${MESSAGE_COLUMNS} from ${WITH_AUTHOR}
            where m.request_key = $1 and m.thread_id = $2 and m.sender = $3`,
          [message.requestKey, message.threadId, message.sender],
        ),
      );
    },
    /** Marks the messages from `from` up to `upToId` read. */
    async markRead(threadId: number, from: TDriverMessageSide, upToId: number): Promise<void> {
      await db.query(
        `update driver_messages set read_at = now()
          where thread_id = $1 and sender = $2 and id <= $3 and read_at is null`,
        [threadId, from, upToId],
      );
    },
  };
}

export type DriverMessageRepository = ReturnType<typeof driverMessageRepository>;
