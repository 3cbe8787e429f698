import type { TCurrentTruck } from '@fleet/contracts';

/** The online/offline filter of the truck list (spec 4: both on by default). */
export interface TOnlineFilter {
  online: boolean;
  offline: boolean;
}

export const DEFAULT_ONLINE_FILTER: TOnlineFilter = { online: true, offline: true };

/** A truck is online unless its tracker went quiet (status `offline`). */
export const isOnline = (truck: Pick<TCurrentTruck, 'status'>) => truck.status !== 'offline';

export function filterTrucks<T extends Pick<TCurrentTruck, 'status' | 'plate'>>(
  trucks: Iterable<T>,
  filter: TOnlineFilter,
  search = '',
): T[] {
  const needle = search
    .trim()
    .toLowerCase()
    .replace(/[\s.-]/g, '');
  return [...trucks].filter(
    (truck) =>
      (isOnline(truck) ? filter.online : filter.offline) &&
      (needle === '' ||
        truck.plate
          .toLowerCase()
          .replace(/[\s.-]/g, '')
          .includes(needle)),
  );
}

/** Tiles of the shown trucks: each channel with a live source, capped so a screen stays usable. */
export const MAX_TILES = 16;
export function tilesOf<C extends { truck_id: number }>(shown: number[], channels: C[]): C[] {
  const order = new Map(shown.map((id, index) => [id, index]));
  return channels
    .filter((c) => order.has(c.truck_id))
    .sort((a, b) => order.get(a.truck_id)! - order.get(b.truck_id)!)
    .slice(0, MAX_TILES);
}
