import type { Database, Queryable } from '../../../db/database.js';

/** A truck this instance forwards now, with what was sent before. */
export interface ClaimedTruck {
  truck_id: number;
  plate: string;
  vehicle_type: string;
  sent_ms: number | null;
  sent_moving: boolean | null;
  seen_ms: number | null;
  seen_speed_kmh: number | null;
}

/** A queued fix joined with the fix as stored (null fields: the fix is gone, purged). */
export interface QueuedFix {
  id: string;
  truck_id: number;
  fix_ms: number;
  received_ms: number;
  lat: number | null;
  lon: number | null;
  speed_kmh: number | null;
  course: number | null;
  altitude: number | null;
  ignition: boolean | null;
  attributes: Record<string, unknown> | null;
  licence_number: string | null;
}

export interface QueuedRegistration {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
}

/** What one round did for one truck. */
export interface TruckRound {
  truckId: number;
  done: string[];
  sentMs: number | null;
  sentMoving: boolean | null;
  seenMs: number | null;
  seenSpeedKmh: number | null;
  /** Received → confirmed of the newest way point sent this round. */
  lagMs: number | null;
  forwarded: number;
  problem: string | null;
}

const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/** The feed's tables (migration 0024): the outbox, per-truck marks, registrations, status. */
export function feedRepository(db: Database) {
  return {
    /** Turns the queueing trigger on or off (the outbox keeps what it holds either way). */
    async setForwarding(on: boolean): Promise<void> {
      await db.query('update authority_feed_switch set forwarding = $1', [on]);
    },

    /** Every truck has its row (claims lock these rows). */
    async addTrucks(): Promise<void> {
      await db.query(
        `insert into authority_feed_trucks (truck_id) select id from trucks
         on conflict do nothing`,
      );
    },

    /**
     * Takes up to `limit` trucks with fixes waiting that no instance holds, oldest waiting
     * first, for `holdS` seconds: two instances never forward one truck at once.
     */
    claimTrucks(instance: string, limit: number, holdS: number): Promise<ClaimedTruck[]> {
      return db.query<ClaimedTruck>(
        `with due as (
           select f.truck_id from authority_feed_trucks f
            where (f.claimed_until is null or f.claimed_until < now())
              and exists (select 1 from authority_outbox o
                           where o.kind = 'fix' and o.truck_id = f.truck_id)
            order by (select min(o.id) from authority_outbox o
                       where o.kind = 'fix' and o.truck_id = f.truck_id)
            limit $2
            for update of f skip locked
         )
         update authority_feed_trucks f
            set claimed_by = $1, claimed_until = now() + make_interval(secs => $3)
           from due, trucks t
          where f.truck_id = due.truck_id and t.id = f.truck_id
         returning f.truck_id, t.plate, t.vehicle_type, ${ms('f.sent_fix_time')} as sent_ms,
           f.sent_moving, ${ms('f.seen_fix_time')} as seen_ms, f.seen_speed_kmh`,
        [instance, limit, holdS],
      );
    },

    /**
     * The waiting fixes of some trucks, oldest device time first, exactly as stored; at most
     * `perTruck` of each, so a truck back from an outage does not hold the others up.
     */
    queuedFixes(truckIds: number[], perTruck: number): Promise<QueuedFix[]> {
      return db.query<QueuedFix>(
        `select o.id::text, o.truck_id, ${ms('o.fix_time')} as fix_ms,
                ${ms('o.received_at')} as received_ms, p.lat, p.lon, p.speed_kmh, p.course,
                p.altitude, p.ignition, p.attributes, u.licence_number
           from unnest($1::int[]) as k(truck_id)
           cross join lateral (
             select * from authority_outbox o
              where o.kind = 'fix' and o.truck_id = k.truck_id
              order by o.fix_time limit $2) o
           left join positions p on p.truck_id = o.truck_id and p.fix_time = o.fix_time
           left join trucks t on t.id = o.truck_id
           left join motion_cursors c on c.truck_id = o.truck_id
           -- The driver at the wheel by the motion model's rule (contracts driverAtFix): the
           -- fix's own login, else the login the engine holds, else the assignment then.
           left join users u
             on lower(u.username) = lower(coalesce(p.driver_username, c.driver_login,
                  (select a.driver_username from truck_assignments a
                    where a.truck_id = o.truck_id and a.valid_from <= o.fix_time
                      and (a.valid_to is null or a.valid_to > o.fix_time) limit 1),
                  t.driver_username))
          order by o.truck_id, o.fix_time`,
        [truckIds, perTruck],
      );
    },

    /** Ends a round: what was sent or passed over leaves the outbox, the marks move on. */
    async finishTrucks(instance: string, rounds: TruckRound[]): Promise<void> {
      if (rounds.length === 0) return;
      await db.transaction(async (tx: Queryable) => {
        const done = rounds.flatMap((r) => r.done);
        if (done.length > 0)
          await tx.query('delete from authority_outbox where id = any($1::bigint[])', [done]);
        await tx.query(
          `update authority_feed_trucks f set
              claimed_by = null, claimed_until = null,
              sent_fix_time = coalesce(to_timestamp(r.sent_ms / 1000), f.sent_fix_time),
              sent_moving = coalesce(r.sent_moving, f.sent_moving),
              seen_fix_time = coalesce(to_timestamp(r.seen_ms / 1000), f.seen_fix_time),
              seen_speed_kmh = coalesce(r.seen_speed_kmh, f.seen_speed_kmh),
              confirmed_at = case when r.forwarded > 0 then now() else f.confirmed_at end,
              lag_ms = coalesce(r.lag_ms, f.lag_ms),
              forwarded = f.forwarded + r.forwarded,
              problem = r.problem,
              problem_at = case when r.problem is null then null
                                else coalesce(f.problem_at, now()) end
             from unnest($2::int[], $3::float8[], $4::boolean[], $5::float8[], $6::real[],
                         $7::int[], $8::int[], $9::text[])
               as r(truck_id, sent_ms, sent_moving, seen_ms, seen_speed_kmh, lag_ms, forwarded,
                    problem)
            where f.truck_id = r.truck_id and f.claimed_by = $1`,
          [
            instance,
            rounds.map((r) => r.truckId),
            rounds.map((r) => r.sentMs),
            rounds.map((r) => r.sentMoving),
            rounds.map((r) => r.seenMs),
            rounds.map((r) => r.seenSpeedKmh),
            rounds.map((r) => r.lagMs),
            rounds.map((r) => r.forwarded),
            rounds.map((r) => r.problem),
          ],
        );
      });
    },

    /** Lets trucks go without a round (the broker failed): another try, by anyone, later. */
    async releaseTrucks(instance: string, truckIds: number[]): Promise<void> {
      await db.query(
        `update authority_feed_trucks set claimed_by = null, claimed_until = null
          where truck_id = any($2::int[]) and claimed_by = $1`,
        [instance, truckIds],
      );
    },

    async registrationDigests(target: string): Promise<Map<string, string>> {
      const rows = await db.query<{ kind: string; key: string; digest: string }>(
        'select kind, key, digest from authority_feed_registrations where target = $1',
        [target],
      );
      return new Map(rows.map((r) => [`${r.kind}|${r.key}`, r.digest]));
    },

    /** Queues a registration unless the same content went to `target` already. */
    async queueRegistration(
      kind: string,
      key: string,
      target: string,
      digest: string,
      payload: Record<string, unknown>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx.query(
          `insert into authority_feed_registrations (kind, key, target, digest)
           values ($1, $2, $3, $4)
           on conflict (kind, key, target) do update
             set digest = excluded.digest, queued_at = now()
             where authority_feed_registrations.digest <> excluded.digest
           returning kind`,
          [kind, key, target, digest],
        );
        if (changed.length === 0) return false;
        await tx.query(`insert into authority_outbox (kind, payload) values ($1, $2)`, [
          kind,
          JSON.stringify(payload),
        ]);
        return true;
      });
    },

    /** Takes up to `limit` registrations no instance holds, oldest first, for `holdS`. */
    claimRegistrations(
      instance: string,
      limit: number,
      holdS: number,
    ): Promise<QueuedRegistration[]> {
      return db.query<QueuedRegistration>(
        `update authority_outbox o
            set claimed_by = $1, claimed_until = now() + make_interval(secs => $3)
          where o.id in (
            select id from authority_outbox
             where kind <> 'fix' and (claimed_until is null or claimed_until < now())
             order by id limit $2 for update skip locked)
          returning o.id::text, o.kind, o.payload`,
        [instance, limit, holdS],
      );
    },

    async finishRegistrations(instance: string, ids: string[], sent: boolean): Promise<void> {
      await db.query(
        sent
          ? 'delete from authority_outbox where id = any($2::bigint[]) and claimed_by = $1'
          : `update authority_outbox set claimed_by = null, claimed_until = null
              where id = any($2::bigint[]) and claimed_by = $1`,
        [instance, ids],
      );
    },

    async recordBroker(target: string, failure: string | null): Promise<void> {
      await db.query(
        `update authority_feed_status set target = $1, failure = $2,
            failure_at = case when $2::text is null then null
                              else coalesce(failure_at, now()) end,
            confirmed_at = case when $2::text is null then now() else confirmed_at end`,
        [target, failure],
      );
    },
  };
}

export type FeedRepository = ReturnType<typeof feedRepository>;
