import type { TPushApp, TPushSubscribeRequest } from '@fleet/contracts';
import type { Queryable } from '../../../db/database.js';

export interface PushSubscriptionRow {
  id: number;
  username: string;
  language: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  app: TPushApp;
}

/** SQL of push subscriptions (migration 0034): one row per browser endpoint. */
export function pushSubscriptionRepository(db: Queryable) {
  return {
    /** The endpoint becomes the user's (a browser shared by two people alerts the last one). */
    async save(userId: number, input: TPushSubscribeRequest, userAgent: string | null) {
      await db.query(
        `insert into push_subscriptions (user_id, endpoint, p256dh, auth, app, user_agent)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (endpoint) do update set user_id = excluded.user_id,
           p256dh = excluded.p256dh, auth = excluded.auth, app = excluded.app,
           user_agent = excluded.user_agent, created_at = now()`,
        [userId, input.endpoint, input.keys.p256dh, input.keys.auth, input.app, userAgent],
      );
    },
    /** Removes the endpoint if it is the user's; answers whether it was. */
    async remove(userId: number, endpoint: string): Promise<boolean> {
      const rows = await db.query(
        'delete from push_subscriptions where user_id = $1 and endpoint = $2 returning id',
        [userId, endpoint],
      );
      return rows.length > 0;
    },
    async holds(userId: number, endpoint: string): Promise<boolean> {
      const rows = await db.query(
        'select 1 from push_subscriptions where user_id = $1 and endpoint = $2',
        [userId, endpoint],
      );
      return rows.length > 0;
    },
    /** A subscription to send to, with its user's language; null when it was removed. */
    async find(id: number): Promise<PushSubscriptionRow | null> {
      const [row] = await db.query<PushSubscriptionRow>(
        `select s.id::int as id, u.username, u.language, s.endpoint, s.p256dh, s.auth, s.app
           from push_subscriptions s join users u on u.id = s.user_id
          where s.id = $1 and u.deleted_at is null`,
        [id],
      );
      return row ?? null;
    },
    /** The push service said the subscription is gone (404, 410). */
    async forget(id: number): Promise<void> {
      await db.query('delete from push_subscriptions where id = $1', [id]);
    },
    /** Subscriptions of these users (by login), as the outbox's recipients. */
    async idsOf(usernames: readonly string[]): Promise<string[]> {
      if (usernames.length === 0) return [];
      const rows = await db.query<{ id: string }>(
        `select s.id::text as id from push_subscriptions s join users u on u.id = s.user_id
          where u.deleted_at is null and lower(u.username) = any($1::text[]) order by s.id`,
        [usernames.map((name) => name.toLowerCase())],
      );
      return rows.map((row) => row.id);
    },
  };
}
