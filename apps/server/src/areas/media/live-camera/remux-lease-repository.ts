import type { Database } from '../../../db/database.js';
import { maybeOne } from '../../../db/database.js';

export interface RemuxHolder {
  ownerId: string;
  /** Where other instances reach the owner; null when it was not listening on a port. */
  ownerUrl: string | null;
  /** The lease ran out: its owner stopped renewing (died, or lost the database). */
  expired: boolean;
}

/** Leases of live remuxes in `live_remuxes`, timed by the database's clock. */
export function remuxLeaseRepository(db: Database) {
  return {
    async holder(truckId: number, channel: number): Promise<RemuxHolder | undefined> {
      const row = await maybeOne(
        db.query<{ owner_id: string; owner_url: string | null; expired: boolean }>(
          `select owner_id, owner_url, lease_until < now() as expired
             from live_remuxes where truck_id = $1 and channel = $2`,
          [truckId, channel],
        ),
      );
      return row && { ownerId: row.owner_id, ownerUrl: row.owner_url, expired: row.expired };
    },

    /**
     * Takes the channel when nobody holds it or its lease ran out, atomically: of instances
     * claiming together exactly one gets a row back. Answers whether this owner holds it and
     * whether it took it from another (a takeover).
     */
    async claim(
      truckId: number,
      channel: number,
      owner: { id: string; url: string | null },
      leaseSeconds: number,
    ): Promise<{ taken: boolean; from: string | null }> {
      const row = await maybeOne(
        db.query<{ previous: string | null }>(
          `with before as (
             select owner_id from live_remuxes where truck_id = $1 and channel = $2
           )
           insert into live_remuxes as r (truck_id, channel, owner_id, owner_url, lease_until)
           values ($1, $2, $3, $4, now() + make_interval(secs => $5))
           on conflict (truck_id, channel) do update
              set owner_id = excluded.owner_id, owner_url = excluded.owner_url,
                  lease_until = excluded.lease_until, started_at = now()
            where r.lease_until < now() or r.owner_id = excluded.owner_id
           returning (select owner_id from before) as previous`,
          [truckId, channel, owner.id, owner.url, leaseSeconds],
        ),
      );
      if (!row) return { taken: false, from: null };
      return { taken: true, from: row.previous !== owner.id ? row.previous : null };
    },

    /** Extends every lease of this owner; answers the channels it still holds. */
    async renew(
      ownerId: string,
      leaseSeconds: number,
    ): Promise<{ truckId: number; channel: number }[]> {
      const rows = await db.query<{ truck_id: number; channel: number }>(
        `update live_remuxes set lease_until = now() + make_interval(secs => $2)
          where owner_id = $1 returning truck_id, channel`,
        [ownerId, leaseSeconds],
      );
      return rows.map((r) => ({ truckId: r.truck_id, channel: r.channel }));
    },

    async release(ownerId: string, truckId: number, channel: number): Promise<void> {
      await db.query(
        'delete from live_remuxes where owner_id = $1 and truck_id = $2 and channel = $3',
        [ownerId, truckId, channel],
      );
    },

    async releaseAll(ownerId: string): Promise<void> {
      await db.query('delete from live_remuxes where owner_id = $1', [ownerId]);
    },
  };
}

export type RemuxLeaseRepository = ReturnType<typeof remuxLeaseRepository>;
