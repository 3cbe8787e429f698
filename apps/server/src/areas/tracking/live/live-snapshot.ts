import type { TCurrentTruck, TLanguage, TLiveMessage, TTruck, TTruckLive } from '@fleet/contracts';
import type { Actor } from '../../accounts/index.js';
import type { TruckService } from '../../fleet/index.js';
import type { Addresses } from '../../places/index.js';
import type { TrackingService } from '../tracking/tracking-service.js';
import type { LiveHub } from './live-hub.js';

/** A truck's row as last sent, with what it was made of. */
interface SentRow {
  truck: TTruck;
  live: TTruckLive;
  address: string | null;
  text: string;
}

interface Deps {
  hub: Pick<LiveHub, 'liveNow'>;
  trucks: Pick<TruckService, 'list'>;
  tracking: Pick<TrackingService, 'currentTrucks'>;
  addresses: Pick<Addresses, 'addresses'>;
}

/** Both rows made by the same code (same keys): equal when every value is. */
function sameValues<T extends object>(a: T, b: T): boolean {
  for (const key in a) if (a[key] !== b[key]) return false;
  return true;
}

/**
 * The `/api/live` snapshot as the text sent, for a browser that connects (issue 34: with
 * 5,000 trucks, building it per connection from the database was most of the server's part
 * of opening /location). The actor's trucks are read as before (their grants decide); their
 * live part is the hub's, as every connected client was last told (the states of every
 * commit; drivers and driving sessions read at most DRIVING_MS ago), rather than 5,000
 * state rows read and parsed again. Each row's JSON is kept and sent again while the
 * truck, its live part and its address are the same, so only changed rows are serialised.
 * The rows have the list's shape (`tracking.currentTrucks`), which answers instead while
 * the hub has not started.
 */
export function liveSnapshots({ hub, trucks, tracking, addresses }: Deps) {
  const sent = new Map<TLanguage, Map<number, SentRow>>();

  const message = (trucks: TCurrentTruck[]) =>
    JSON.stringify({ type: 'snapshot', trucks } satisfies TLiveMessage);

  return {
    /** `everyTruck`: the actor sees every truck, so rows of deleted trucks are let go. */
    async text(actor: Actor, everyTruck: boolean): Promise<string> {
      // The actor's trucks and the hub's picture are read side by side.
      const [list, liveOf] = await Promise.all([trucks.list(actor), hub.liveNow()]);
      if (!liveOf) return message(await tracking.currentTrucks(actor));
      const live = await liveOf(list.map((truck) => truck.id));
      const said = await addresses.addresses(live, actor.language);
      let rows = sent.get(actor.language);
      if (!rows) sent.set(actor.language, (rows = new Map<number, SentRow>()));
      const texts = list.map((truck, i) => {
        const now = live[i]!;
        const address = said[i] ?? null;
        const kept = rows.get(truck.id);
        if (
          kept &&
          kept.address === address &&
          sameValues(kept.truck, truck) &&
          sameValues(kept.live, now)
        )
          return kept.text;
        const row: TCurrentTruck = { ...truck, ...now, id: truck.id, address };
        const text = JSON.stringify(row);
        rows.set(truck.id, { truck, live: now, address, text });
        return text;
      });
      if (everyTruck && rows.size > list.length) {
        const listed = new Set(list.map((truck) => truck.id));
        for (const id of rows.keys()) if (!listed.has(id)) rows.delete(id);
      }
      return `{"type":"snapshot","trucks":[${texts.join(',')}]}`;
    },
  };
}

export type LiveSnapshots = ReturnType<typeof liveSnapshots>;
