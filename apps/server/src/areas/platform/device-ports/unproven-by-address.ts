/** The unproven connections of one source address, oldest first in each stage. */
interface AddressConnections<T> {
  fresh: Set<T>;
  framed: Set<T>;
}

const sizeOf = <T>(held: AddressConnections<T>) => held.fresh.size + held.framed.size;

/**
 * A port's unproven connections grouped by source address, with the address that holds the
 * most always at hand (counts change by one, so the largest is found in constant time). A full
 * port takes its victim from that address: a stranger flooding from a few addresses pushes out
 * only its own connections, and a terminal still signing in from an address of its own is
 * closed only once the flood comes from more addresses than the port has room for.
 */
export class UnprovenByAddress<T> {
  private readonly byAddress = new Map<string, AddressConnections<T>>();
  /** Addresses by how many unproven connections they hold. */
  private readonly bySize = new Map<number, Set<string>>();
  private largest = 0;

  count(address: string): number {
    const held = this.byAddress.get(address);
    return held ? sizeOf(held) : 0;
  }

  add(address: string, connection: T): void {
    let held = this.byAddress.get(address);
    if (!held) this.byAddress.set(address, (held = { fresh: new Set(), framed: new Set() }));
    const before = sizeOf(held);
    held.fresh.add(connection);
    this.resize(address, before, before + 1);
  }

  /** The connection sent its first valid frame. */
  frame(address: string, connection: T): void {
    const held = this.byAddress.get(address);
    if (!held?.fresh.delete(connection)) return;
    held.framed.add(connection);
  }

  /** The connection closed or was proven. */
  remove(address: string, connection: T): void {
    const held = this.byAddress.get(address);
    if (!held) return;
    const before = sizeOf(held);
    if (!held.fresh.delete(connection) && !held.framed.delete(connection)) return;
    if (before === 1) this.byAddress.delete(address);
    this.resize(address, before, before - 1);
  }

  /** The oldest connection of the address holding the most, one without a frame first. */
  victim(): T | undefined {
    const [address] = this.bySize.get(this.largest) ?? [];
    if (address === undefined) return undefined;
    const held = this.byAddress.get(address)!;
    return held.fresh.values().next().value ?? held.framed.values().next().value;
  }

  private resize(address: string, from: number, to: number): void {
    const left = this.bySize.get(from);
    left?.delete(address);
    if (left?.size === 0) this.bySize.delete(from);
    if (to > 0) {
      let now = this.bySize.get(to);
      if (!now) this.bySize.set(to, (now = new Set()));
      now.add(address);
    }
    if (to > this.largest) this.largest = to;
    else if (from === this.largest && !this.bySize.has(from)) this.largest = to;
  }
}
