import type { Database } from '../../../db/database.js';
import { RateLimitedError } from '../../../http/app-error.js';
import { LIMITS, LONGEST_WINDOW_S, type TLimitName } from './limits.js';

/** One limit applied to one subject: an address key, a username, a user id, or '*'. */
export interface TCount {
  limit: TLimitName;
  subject: string;
}

/** One attempt, already counted, and how it stands against each of its limits. */
export interface Attempt {
  over(limit: TLimitName): boolean;
  /** Seconds until that limit would let an attempt through again. */
  waitS(limit: TLimitName): number;
  /** Refuses the attempt: its own counts go, and 429 says when to try again. */
  refuse(waitS: number): Promise<never>;
  /** The attempt turned out not to count (a right password): its own counts go. */
  forgive(): Promise<void>;
}

const PRUNE_EVERY_MS = 60_000;

/**
 * Attempt counts in the database (`throttle_events`), so every instance shares them. An attempt
 * is counted before it is judged: requests racing in parallel each see the others, so no burst
 * slips past a limit. Rows older than the longest window are pruned once a minute.
 */
export function throttle(db: Database) {
  let prunedAt = 0;

  async function prune(): Promise<void> {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await db.query(`delete from throttle_events where at < now() - $1::int * interval '1 second'`, [
      LONGEST_WINDOW_S,
    ]);
  }

  async function attempt(counts: TCount[]): Promise<Attempt> {
    await prune();
    const rows = new Map<string, [string, string]>();
    for (const { limit, subject } of counts) {
      const counter = LIMITS[limit].counter;
      rows.set(`${counter}\n${subject}`, [counter, subject]);
    }
    const ids = (
      await db.query<{ id: string }>(
        `insert into throttle_events (counter, subject)
         select * from unnest($1::text[], $2::text[]) returning id`,
        [[...rows.values()].map((r) => r[0]), [...rows.values()].map((r) => r[1])],
      )
    ).map((row) => row.id);
    const limits = counts.map(({ limit }) => LIMITS[limit]);
    // Counted up to max + 1 only; the wait is until the newest `max` earlier attempts remain.
    const standing = await db.query<{ count: number; wait_s: number | null }>(
      `select (select count(*)::int from (
                select 1 from throttle_events e
                 where e.counter = w.counter and e.subject = w.subject
                   and e.at > now() - w.window_s * interval '1 second'
                 limit w.max + 1) x) as count,
              (select extract(epoch from e.at - now())::float8 + w.window_s
                 from throttle_events e
                where e.counter = w.counter and e.subject = w.subject
                  and e.at > now() - w.window_s * interval '1 second'
                order by e.at desc offset w.max limit 1) as wait_s
         from unnest($1::text[], $2::text[], $3::int[], $4::int[]) with ordinality
              as w(counter, subject, max, window_s, i)
        order by w.i`,
      [
        limits.map((l) => l.counter),
        counts.map((c) => c.subject),
        limits.map((l) => l.max),
        limits.map((l) => l.windowS),
      ],
    );
    const at = (limit: TLimitName) => {
      const index = counts.findIndex((c) => c.limit === limit);
      if (index < 0) throw new Error(`throttle: ${limit} was not counted`);
      return standing[index]!;
    };
    const release = () =>
      db.query('delete from throttle_events where id = any($1::bigint[])', [ids]);

    return {
      over: (limit) => at(limit).count > LIMITS[limit].max,
      waitS: (limit) => Math.max(1, Math.ceil(at(limit).wait_s ?? 1)),
      async refuse(waitS) {
        await release();
        const minutes = Math.ceil(waitS / 60);
        throw new RateLimitedError(
          waitS,
          `Too many attempts; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
        );
      },
      async forgive() {
        await release();
      },
    };
  }

  return {
    attempt,

    /** Counts an attempt against every limit, refusing it when one is exceeded. */
    async take(counts: TCount[]): Promise<Attempt> {
      const taken = await attempt(counts);
      const exceeded = counts.filter(({ limit }) => taken.over(limit));
      if (exceeded.length > 0) {
        await taken.refuse(Math.max(...exceeded.map(({ limit }) => taken.waitS(limit))));
      }
      return taken;
    },

    /** Forgets the earlier attempts of these subjects (a right password after typing errors). */
    async clear(counts: TCount[]): Promise<void> {
      for (const { limit, subject } of counts) {
        await db.query('delete from throttle_events where counter = $1 and subject = $2', [
          LIMITS[limit].counter,
          subject,
        ]);
      }
    },
  };
}

export type Throttle = ReturnType<typeof throttle>;
