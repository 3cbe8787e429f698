/** Limits of sub-package reassembly: what one hostile terminal can make an instance hold. */
export const SUB_PACKAGE_LIMITS = {
  /** Packages of one message: 4,096 of at most 1,023 bytes, a 4 MB photo. */
  maxPackages: 4096,
  /** Messages being reassembled on one connection; a new one pushes out the oldest. */
  maxPending: 4,
  /** A message not completed this long after its last new package is asked again or given up. */
  timeoutMs: 30_000,
  /** Times the missing packages of a message are asked for before it is given up. */
  maxAsks: 2,
  /** Bytes held for one connection's messages together: two whole 4 MB photos. */
  maxConnectionBytes: 8 * 1024 * 1024,
  /**
   * Bytes held for the connections of one address together: a stranger's connections fill
   * their address's share and never the process's, whatever phone numbers they make up.
   */
  maxAddressBytes: 32 * 1024 * 1024,
  /** Bytes held by every connection of the process together; past it new packages are dropped. */
  maxProcessBytes: 256 * 1024 * 1024,
};

let processBytes = 0;
const addressBytes = new Map<string, number>();
/** Bytes held for reassembly in this process, or for the connections of one address. */
export const reassemblyBytes = (address?: string) =>
  address === undefined ? processBytes : (addressBytes.get(address) ?? 0);

function charge(address: string, bytes: number): void {
  processBytes += bytes;
  const held = (addressBytes.get(address) ?? 0) + bytes;
  if (held > 0) addressBytes.set(address, held);
  else addressBytes.delete(address);
}

interface Pending {
  msgId: number;
  /** Serial of package 1: packages of one message carry consecutive serials. */
  firstSerial: number;
  parts: (Buffer | undefined)[];
  received: number;
  bytes: number;
  touchedAt: number;
  /** Times its missing packages were asked for: a package sent again may carry a new serial. */
  asks: number;
}

export type Reassembly =
  | { kind: 'complete'; body: Buffer; firstSerial: number }
  /** The last package came with earlier ones missing (indexes from 1). */
  | { kind: 'missing'; firstSerial: number; missing: number[] }
  | { kind: 'partial' }
  | { kind: 'dropped' };

/**
 * Reassembles the sub-packages of one connection's messages. Packages are copied (the
 * frames they came in are views of socket reads). `sweep` gives up messages idle past the
 * timeout, answering each so that the caller may ask for what is missing.
 */
export class SubPackages {
  private readonly pending = new Map<string, Pending>();
  /** Whose share the bytes are charged to (the peer's address key; '' until told). */
  private address = '';
  private bytes = 0;

  constructor(private readonly limits = SUB_PACKAGE_LIMITS) {}

  get size(): number {
    return this.pending.size;
  }

  /** Charges what this connection holds to `address`'s share (told once it is known). */
  chargeTo(address: string): void {
    charge(this.address, -this.bytes);
    this.address = address;
    charge(address, this.bytes);
  }

  /** A package of `bytes` fits every budget: the connection's, its address's, the process's. */
  private fits(bytes: number): boolean {
    const { maxConnectionBytes, maxAddressBytes, maxProcessBytes } = this.limits;
    return (
      this.bytes + bytes <= maxConnectionBytes &&
      reassemblyBytes(this.address) + bytes <= maxAddressBytes &&
      processBytes + bytes <= maxProcessBytes
    );
  }

  add(
    msgId: number,
    serial: number,
    total: number,
    index: number,
    body: Buffer,
    now = Date.now(),
  ): Reassembly {
    if (total < 1 || total > this.limits.maxPackages || index < 1 || index > total)
      return { kind: 'dropped' };
    const firstSerial = (serial - index + 1) & 0xffff;
    const key = `${msgId}:${firstSerial}`;
    let entry = this.pending.get(key) ?? this.asked(msgId, total);
    if (entry && entry.parts.length !== total) {
      this.drop(this.keyOf(entry));
      entry = undefined;
    }
    if (!entry) {
      if (this.pending.size >= this.limits.maxPending) this.drop(this.pending.keys().next().value!);
      entry = { msgId, firstSerial, parts: [], received: 0, bytes: 0, touchedAt: now, asks: 0 };
      entry.parts.length = total;
      this.pending.set(key, entry);
    }
    if (!entry.parts[index - 1]) {
      if (!this.fits(body.length)) return { kind: 'dropped' };
      entry.parts[index - 1] = Buffer.from(body);
      entry.received += 1;
      entry.bytes += body.length;
      this.bytes += body.length;
      charge(this.address, body.length);
      // Only a new package is progress: one sent again does not put off the timeout.
      entry.touchedAt = now;
    }
    if (entry.received === total) {
      const whole = Buffer.concat(entry.parts as Buffer[], entry.bytes);
      this.drop(this.keyOf(entry));
      return { kind: 'complete', body: whole, firstSerial: entry.firstSerial };
    }
    if (index === total && entry.asks === 0) {
      entry.asks = 1;
      return { kind: 'missing', firstSerial: entry.firstSerial, missing: missingOf(entry) };
    }
    return { kind: 'partial' };
  }

  /**
   * Messages idle past the timeout: asked again (`expired` with `final` false and what is
   * missing) until asked `maxAsks` times, then dropped (`final` true).
   */
  sweep(
    expired: (msgId: number, firstSerial: number, missing: number[], final: boolean) => void,
    now = Date.now(),
  ): void {
    for (const [key, entry] of [...this.pending]) {
      if (now - entry.touchedAt < this.limits.timeoutMs) continue;
      const final = entry.asks >= this.limits.maxAsks;
      if (final) this.drop(key);
      else {
        entry.asks += 1;
        entry.touchedAt = now;
      }
      expired(entry.msgId, entry.firstSerial, missingOf(entry), final);
    }
  }

  /** A message whose missing packages were asked for, awaiting them under any serial. */
  private asked(msgId: number, total: number): Pending | undefined {
    for (const entry of this.pending.values())
      if (entry.asks > 0 && entry.msgId === msgId && entry.parts.length === total) return entry;
    return undefined;
  }

  private keyOf(entry: Pending): string {
    return `${entry.msgId}:${entry.firstSerial}`;
  }

  /** Package 1 of a message being reassembled, when it has come. */
  head(msgId: number, firstSerial: number): Buffer | undefined {
    return this.pending.get(`${msgId}:${firstSerial}`)?.parts[0];
  }

  /** Frees everything (the connection closed). */
  clear(): void {
    for (const key of [...this.pending.keys()]) this.drop(key);
  }

  private drop(key: string): void {
    const entry = this.pending.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    charge(this.address, -entry.bytes);
    this.pending.delete(key);
  }
}

function missingOf(entry: Pending): number[] {
  const missing: number[] = [];
  for (let i = 0; i < entry.parts.length; i++) if (!entry.parts[i]) missing.push(i + 1);
  return missing;
}
