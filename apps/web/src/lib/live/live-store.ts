import {
  TRUCK_STATUSES,
  type TCurrentTruck,
  type TTruckLive,
  type TTruckStatus,
} from '@fleet/contracts';

export type TStatusCounts = Record<TTruckStatus | 'all', number>;

/** How far a truck may move from where its address was said before that address is stale. */
export const ADDRESS_REACH_M = 100;

/** An address said for a position (a list reload's row, a lookup's answer). */
export interface TNamedPosition {
  id: number;
  lat: number | null;
  lon: number | null;
  address: string | null;
}

const metresBetween = (a: readonly [number, number], b: readonly [number, number]) => {
  const toRad = Math.PI / 180;
  const x = (b[1] - a[1]) * Math.cos(((a[0] + b[0]) / 2) * toRad);
  return Math.hypot(b[0] - a[0], x) * toRad * 6_371_000;
};

/**
 * The live state of every truck the user may see, keyed by truck id (style.md 9).
 * Every change bumps `version` and tells the listeners; they decide how often to redraw
 * (the map once per animation frame, lists about once a second), so a burst of deltas
 * for 5,000 trucks costs one Map update per truck and nothing else.
 */
export class LiveTruckStore {
  private readonly trucks = new Map<number, TCurrentTruck>();
  private readonly listeners = new Set<() => void>();
  /**
   * Where each truck was when its address was said (deltas carry none). The address stays
   * shown until a new one arrives: a last known place beats raw coordinates; one said more
   * than ADDRESS_REACH_M away is stale, and the feed asks for fresh ones.
   */
  private readonly addressedAt = new Map<number, readonly [number, number]>();
  private changes = 0;
  private snapshotSeen = false;

  /** Grows on every change; a cheap value for useSyncExternalStore. */
  get version(): number {
    return this.changes;
  }

  /** Whether a full picture (a snapshot) has arrived since the last clear. */
  get hasSnapshot(): boolean {
    return this.snapshotSeen;
  }

  get size(): number {
    return this.trucks.size;
  }

  get(id: number): TCurrentTruck | undefined {
    return this.trucks.get(id);
  }

  values(): IterableIterator<TCurrentTruck> {
    return this.trucks.values();
  }

  /** A snapshot is the whole picture: trucks missing from it are no longer visible. */
  applySnapshot(trucks: readonly TCurrentTruck[]): void {
    this.trucks.clear();
    this.addressedAt.clear();
    for (const truck of trucks) this.put(truck);
    this.snapshotSeen = true;
    this.notify();
  }

  /**
   * Merges the live part of each changed truck. Returns the ids the store does not know
   * (a truck created or granted after the snapshot); the caller can fetch them.
   */
  applyDelta(changes: readonly TTruckLive[]): number[] {
    const unknown: number[] = [];
    for (const change of changes) {
      const known = this.trucks.get(change.id);
      if (known) this.trucks.set(change.id, { ...known, ...change });
      else unknown.push(change.id);
    }
    if (unknown.length < changes.length) this.notify();
    return unknown;
  }

  /** Adds trucks the store lacks, keeping the newer live state of those it has. */
  addMissing(trucks: readonly TCurrentTruck[]): void {
    let added = false;
    for (const truck of trucks) {
      if (this.trucks.has(truck.id)) continue;
      this.put(truck);
      added = true;
    }
    if (added) this.notify();
  }

  /**
   * Takes newer addresses for trucks the store has, each said for the position given; the
   * live state stays. An answer without an address keeps the last known one.
   */
  applyAddresses(named: Iterable<TNamedPosition>): void {
    let changed = false;
    for (const { id, lat, lon, address } of named) {
      const known = this.trucks.get(id);
      if (!known || !address || lat === null || lon === null) continue;
      this.addressedAt.set(id, [lat, lon]);
      if (known.address === address) continue;
      this.trucks.set(id, { ...known, address });
      changed = true;
    }
    if (changed) this.notify();
  }

  /** Whether some truck has moved out of reach of where its address was said. */
  hasStaleAddress(): boolean {
    for (const [id, at] of this.addressedAt) {
      const truck = this.trucks.get(id);
      if (truck?.lat == null || truck.lon == null) continue;
      if (metresBetween(at, [truck.lat, truck.lon]) > ADDRESS_REACH_M) return true;
    }
    return false;
  }

  clear(): void {
    this.trucks.clear();
    this.addressedAt.clear();
    this.snapshotSeen = false;
    this.notify();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  statusCounts(): TStatusCounts {
    const counts = Object.fromEntries(TRUCK_STATUSES.map((status) => [status, 0])) as TStatusCounts;
    counts.all = this.trucks.size;
    for (const truck of this.trucks.values()) counts[truck.status] += 1;
    return counts;
  }

  private put(truck: TCurrentTruck): void {
    this.trucks.set(truck.id, truck);
    if (truck.address && truck.lat !== null && truck.lon !== null)
      this.addressedAt.set(truck.id, [truck.lat, truck.lon]);
    else this.addressedAt.delete(truck.id);
  }

  private notify(): void {
    this.changes += 1;
    for (const listener of this.listeners) listener();
  }
}
