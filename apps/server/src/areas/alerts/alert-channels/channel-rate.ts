import type { Database } from '../../../db/database.js';
import { TryLater } from '../alert-deliveries/alert-deliveries.js';

const WINDOW_MS = 60_000;

/**
 * A channel's rate limit across instances (`alert_channel_sends`): a send is counted before it
 * goes, and one past `perMinute` in the last minute is held back until the oldest counted
 * leaves the minute (TryLater: not a failed try). Times are the outbox's clock.
 */
export function channelRate(db: Database) {
  let prunedAt = 0;

  return {
    async take(channel: string, perMinute: number, now: Date): Promise<void> {
      if (now.getTime() - prunedAt > WINDOW_MS) {
        prunedAt = now.getTime();
        await db.query('delete from alert_channel_sends where at < $1', [
          new Date(now.getTime() - WINDOW_MS),
        ]);
      }
      const [mine] = await db.query<{ id: string }>(
        'insert into alert_channel_sends (channel, at) values ($1, $2) returning id::text as id',
        [channel, now],
      );
      const since = new Date(now.getTime() - WINDOW_MS);
      // Sends counted before this one (lower ids) in the minute decide; racing sends see each other.
      const before = await db.query<{ at: Date }>(
        `select at from alert_channel_sends
          where channel = $1 and at > $2 and id < $3::bigint
          order by at desc limit $4`,
        [channel, since, mine!.id, perMinute],
      );
      if (before.length < perMinute) return;
      await db.query('delete from alert_channel_sends where id = $1::bigint', [mine!.id]);
      const oldest = before[before.length - 1]!.at;
      throw new TryLater(
        `${channel}: ${perMinute} a minute already sent`,
        new Date(oldest.getTime() + WINDOW_MS + 1000),
      );
    },
  };
}

export type ChannelRate = ReturnType<typeof channelRate>;
