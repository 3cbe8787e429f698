import type { RemuxLeaseRepository } from './remux-lease-repository.js';

/** Another instance runs the channel's remux: where to proxy to. */
export interface RemoteOwner {
  ownerId: string;
  url: string | null;
}

export type TClaim =
  | {
      mine: true;
      /** The instance whose lease ran out, when this is a takeover. */ from: string | null;
    }
  | { mine: false; owner: RemoteOwner };

/**
 * Who runs each channel's remux across the instances sharing a database: at most one at a
 * time, taken over when its owner stops renewing.
 */
export interface RemuxLeases {
  /** The live owner elsewhere; `expired` when the last owner stopped renewing (died). */
  elsewhere(truckId: number, channel: number): Promise<RemoteOwner | 'expired' | null>;
  claim(truckId: number, channel: number): Promise<TClaim>;
  /** Keeps this instance's leases; answers the channels still held (null: all of them). */
  renew(): Promise<Set<string> | null>;
  release(truckId: number, channel: number): Promise<void>;
  releaseAll(): Promise<void>;
}

export const remuxKey = (truckId: number, channel: number) => `${truckId}-${channel}`;

/** One instance alone (embedded database): every channel is its own, nothing is written. */
export function localLeases(): RemuxLeases {
  return {
    elsewhere: async () => null,
    claim: async () => ({ mine: true, from: null }),
    renew: async () => null,
    release: async () => {},
    releaseAll: async () => {},
  };
}

/**
 * Several instances on one PostgreSQL: a lease of `leaseSeconds`, renewed by the owner at
 * every sweep (a few seconds), so a dead owner's channels are free within that time.
 */
export function sharedLeases(options: {
  repository: RemuxLeaseRepository;
  instanceId: string;
  /** Where the others reach this instance; null until it listens. */
  url: () => string | null;
  leaseSeconds?: number;
}): RemuxLeases {
  const { repository, instanceId } = options;
  const leaseSeconds = options.leaseSeconds ?? 20;
  return {
    async elsewhere(truckId, channel) {
      const holder = await repository.holder(truckId, channel);
      if (!holder || holder.ownerId === instanceId) return null;
      if (holder.expired) return 'expired';
      return { ownerId: holder.ownerId, url: holder.ownerUrl };
    },

    async claim(truckId, channel) {
      const owner = { id: instanceId, url: options.url() };
      const claimed = await repository.claim(truckId, channel, owner, leaseSeconds);
      if (claimed.taken) return { mine: true, from: claimed.from };
      const holder = await repository.holder(truckId, channel);
      // Released between the two statements: the next request claims it.
      return {
        mine: false,
        owner: { ownerId: holder?.ownerId ?? '', url: holder?.ownerUrl ?? null },
      };
    },

    async renew() {
      const held = await repository.renew(instanceId, leaseSeconds);
      return new Set(held.map((h) => remuxKey(h.truckId, h.channel)));
    },

    release: (truckId, channel) => repository.release(instanceId, truckId, channel),
    releaseAll: () => repository.releaseAll(instanceId),
  };
}
