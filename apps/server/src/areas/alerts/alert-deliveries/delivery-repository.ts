import type { TAlertChannel } from '@fleet/contracts';
import type { Queryable } from '../../../db/database.js';

export type TDeliveryChannel = TAlertChannel;

export interface ClaimedDelivery {
  id: number;
  channel: TDeliveryChannel;
  recipient: string;
  warning_id: number;
  attempts: number;
  queued_at: Date;
}

export interface UnsentDelivery extends ClaimedDelivery {
  state: 'waiting' | 'sending' | 'failed';
  next_attempt_at: Date;
  last_error: string | null;
  warning_type: string;
  plate: string | null;
}

const COLUMNS = 'id::int as id, channel, recipient, warning_id, attempts, queued_at';

/** SQL of alert deliveries (migration 0031). Times of the schedule come from the caller. */
export function deliveryRepository(db: Queryable) {
  return {
    /** One waiting delivery per recipient; one already queued for the same one is kept. */
    async queue(
      channel: TDeliveryChannel,
      warningId: number,
      recipients: readonly string[],
      now: Date,
    ): Promise<void> {
      if (recipients.length === 0) return;
      await db.query(
        `insert into alert_deliveries (channel, recipient, warning_id, queued_at, next_attempt_at)
         select $1, r, $2, $3, $3 from unnest($4::text[]) as r
         on conflict (warning_id, channel, recipient) do nothing`,
        [channel, warningId, now, recipients],
      );
    },

    /**
     * Claims up to `limit` deliveries due at `now` for `leaseSeconds` of the database's clock,
     * counting the try; another instance skips them. The claim commits before anything is sent.
     */
    claimDue(now: Date, limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
      return db.query<ClaimedDelivery>(
        `update alert_deliveries
            set state = 'sending', attempts = attempts + 1,
                claimed_until = now() + make_interval(secs => $3)
          where id in (select id from alert_deliveries
                        where state = 'waiting' and next_attempt_at <= $1
                        order by next_attempt_at, id limit $2 for update skip locked)
          returning ${COLUMNS}`,
        [now, limit, leaseSeconds],
      );
    },

    async sent(id: number, now: Date): Promise<void> {
      await db.query(
        `update alert_deliveries set state = 'sent', sent_at = $2, claimed_until = null,
                last_error = null
          where id = $1 and state = 'sending'`,
        [id, now],
      );
    },

    /** A try failed: tried again at `next`, or failed for good when `next` is null. */
    async tryFailed(id: number, error: string, next: Date | null): Promise<void> {
      await db.query(
        `update alert_deliveries
            set state = case when $3::timestamptz is null then 'failed' else 'waiting' end,
                next_attempt_at = coalesce($3, next_attempt_at), last_error = $2,
                claimed_until = null
          where id = $1 and state = 'sending'`,
        [id, error, next],
      );
    },

    /** Held back by a rate limit: due again at `at`, the try not counted. */
    async later(id: number, reason: string, at: Date): Promise<void> {
      await db.query(
        `update alert_deliveries
            set state = 'waiting', attempts = greatest(attempts - 1, 0), next_attempt_at = $3,
                last_error = $2, claimed_until = null
          where id = $1 and state = 'sending'`,
        [id, reason, at],
      );
    },

    /**
     * Claims whose lease ran out: their instance stopped between claiming and recording, maybe
     * after the server accepted the message, so they are not tried again unasked.
     */
    async failInterrupted(error: string): Promise<number> {
      const rows = await db.query(
        `update alert_deliveries set state = 'failed', last_error = $1, claimed_until = null
          where state = 'sending' and claimed_until < now() returning id`,
        [error],
      );
      return rows.length;
    },

    /** Deliveries not sent (waiting, being sent, failed), newest first. */
    unsent(limit: number): Promise<UnsentDelivery[]> {
      return db.query<UnsentDelivery>(
        `select d.id::int as id, d.channel, d.warning_id, d.attempts, d.queued_at,
                d.state, d.next_attempt_at, d.last_error, w.type as warning_type, t.plate,
                -- A push recipient is a subscription: shown as its user and app.
                -- A Zalo or SMS recipient is a user: shown with the number it goes to.
                case when d.channel = 'push'
                     then coalesce(u.username || ' · ' || s.app, d.recipient)
                     when d.channel in ('zalo', 'sms')
                     then coalesce(d.recipient || ' · ' || p.phone, d.recipient)
                     else d.recipient end as recipient
           from alert_deliveries d
           join warnings w on w.id = d.warning_id
           left join trucks t on t.id = w.truck_id
           left join push_subscriptions s
             on d.channel = 'push' and s.id::text = d.recipient
           left join users u on u.id = s.user_id
           left join users p
             on d.channel in ('zalo', 'sms') and p.username = d.recipient and p.deleted_at is null
          where d.state <> 'sent'
          order by d.queued_at desc, d.id desc limit $1`,
        [limit],
      );
    },

    /**
     * Waiting or failed deliveries due again at `now`, with a new day of tries; answers the
     * ids changed (a delivery sent or being sent is left alone).
     */
    async sendAgain(ids: readonly number[], now: Date): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `update alert_deliveries
            set state = 'waiting', attempts = 0, queued_at = $2, next_attempt_at = $2
          where id = any($1::bigint[]) and state in ('waiting', 'failed')
          returning id::int as id`,
        [ids, now],
      );
      return rows.map((row) => row.id);
    },
  };
}
