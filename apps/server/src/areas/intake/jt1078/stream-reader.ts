import { MAX_PACKET_BYTES, readStreamPacket, type StreamPacket } from './stream-packet.js';

const MAGIC_BYTES = Buffer.from([0x30, 0x31, 0x63, 0x64]);

/**
 * Cuts a JT/T 1078 TCP stream into packets: packets split across reads and several in one
 * read both work. Bytes that are not a packet header are skipped up to the next magic (a
 * corrupt header costs that packet, not the connection). At most one packet's bytes are
 * held between reads, so memory stays bounded whatever arrives. A packet's body is a view
 * of the bytes read: a consumer that keeps it past the call copies it.
 */
export class StreamReader {
  private pending: Buffer | null = null;
  /** Bytes skipped to find a header again (a diagnostic). */
  skipped = 0;

  constructor(private readonly onPacket: (packet: StreamPacket) => void) {}

  push(chunk: Buffer): void {
    const buffer = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    let at = 0;
    while (at < buffer.length) {
      const read = readStreamPacket(buffer, at);
      if (read.kind === 'packet') {
        this.onPacket(read.packet);
        at += read.length;
        continue;
      }
      if (read.kind === 'partial') {
        // Only a packet's worth is ever kept; a header claiming more was corrupt after all.
        if (buffer.length - at <= MAX_PACKET_BYTES) {
          this.pending = Buffer.from(buffer.subarray(at));
          return;
        }
      }
      const next = buffer.indexOf(MAGIC_BYTES, at + 1);
      if (next >= 0) {
        this.skipped += next - at;
        at = next;
        continue;
      }
      // No header further on: keep the end that may start one cut by the end of the read.
      const keep = magicPrefixAtEnd(buffer, at + 1);
      this.skipped += buffer.length - at - keep;
      if (keep > 0) this.pending = Buffer.from(buffer.subarray(buffer.length - keep));
      return;
    }
  }

  /** Bytes held for a packet not yet complete. */
  get held(): number {
    return this.pending?.length ?? 0;
  }
}

/** Length of the longest end of `buffer` (from `from` on, at most 3 bytes) that starts the magic. */
function magicPrefixAtEnd(buffer: Buffer, from: number): number {
  for (let keep = Math.min(3, buffer.length - from); keep > 0; keep--) {
    const tail = buffer.subarray(buffer.length - keep);
    if (MAGIC_BYTES.subarray(0, keep).equals(tail)) return keep;
  }
  return 0;
}
