/** JT/T 808 framing (§4.4): 0x7e flags around each message, 0x7d escapes, an XOR check code. */
export const FLAG = 0x7e;
const ESCAPE = 0x7d;

/**
 * The longest frame kept (escaped, flags excluded): a 2019 header (17 bytes with the
 * sub-package fields), a body of 1,023 bytes (the 10-bit length) and the check code, with
 * every byte escaped. Anything longer is not JT/T 808 and is dropped up to the next flag.
 */
export const MAX_FRAME_BYTES = 2 * (17 + 1023 + 1);
/** The shortest message: a 2011/2013 header (12 bytes) and the check code. */
const MIN_FRAME_BYTES = 13;

export type FrameFault = 'checksum' | 'escape' | 'too_long' | 'too_short';

/** `checked` false: the frame's check code is wrong (handed over only when the reader passes such frames). */
export type FrameHandler = (frame: Buffer, checked: boolean) => void;

/**
 * Cuts a TCP byte stream into unescaped, checked frames (check code included, flags not).
 * Whatever lies between two flags is a frame candidate, so both "7e A 7e 7e B 7e" and a
 * shared flag between messages work; bytes before the first flag are ignored. A frame that
 * fails is reported and dropped, and reading goes on with the next; one whose only fault is
 * its check code is handed over marked, when the reader is told to pass those. A frame handed out may
 * be a view of the chunk read: a consumer that keeps bytes past its own work copies them.
 */
export class FrameReader {
  /** Bytes of a frame split across reads; allocated only while one is open. */
  private partial: Buffer | null = null;
  private partialLength = 0;
  /** A flag has been seen: bytes up to the next flag form a frame. */
  private open = false;
  /** The open frame grew past MAX_FRAME_BYTES: dropped up to the next flag. */
  private skipping = false;

  constructor(
    private readonly onFrame: FrameHandler,
    private readonly onFault: (fault: FrameFault) => void,
    /** Frames with a wrong check code are handed over (`checked` false) instead of dropped. */
    private readonly passWrongCheckCode = false,
  ) {}

  push(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      const flag = chunk.indexOf(FLAG, at);
      if (flag < 0) {
        this.keep(chunk, at, chunk.length);
        return;
      }
      if (this.open) {
        if (this.partialLength > 0 || this.skipping) {
          this.keep(chunk, at, flag);
          this.finishPartial();
        } else if (flag > at) {
          this.finish(chunk, at, flag);
        }
      }
      this.open = true;
      at = flag + 1;
    }
  }

  /** Bytes held for a frame not yet closed (bounded by MAX_FRAME_BYTES). */
  get held(): number {
    return this.partialLength;
  }

  private keep(chunk: Buffer, from: number, to: number): void {
    if (!this.open || this.skipping || to <= from) return;
    if (this.partialLength + (to - from) > MAX_FRAME_BYTES) {
      this.skipping = true;
      this.partial = null;
      this.partialLength = 0;
      this.onFault('too_long');
      return;
    }
    this.partial ??= Buffer.allocUnsafe(MAX_FRAME_BYTES);
    chunk.copy(this.partial, this.partialLength, from, to);
    this.partialLength += to - from;
  }

  private finishPartial(): void {
    const partial = this.partial;
    const length = this.partialLength;
    // A new buffer for the next split frame: views of this one stay valid for consumers.
    this.partial = null;
    this.partialLength = 0;
    if (this.skipping) {
      this.skipping = false;
      return;
    }
    if (partial && length > 0) this.finish(partial, 0, length);
  }

  private finish(source: Buffer, start: number, end: number): void {
    if (end - start > MAX_FRAME_BYTES) return this.onFault('too_long');
    const escape = source.indexOf(ESCAPE, start);
    const frame =
      escape < 0 || escape >= end ? source.subarray(start, end) : unescape(source, start, end);
    if (!frame) return this.onFault('escape');
    if (frame.length < MIN_FRAME_BYTES) return this.onFault('too_short');
    let check = 0;
    const last = frame.length - 1;
    for (let i = 0; i < last; i++) check ^= frame[i]!;
    if (check === frame[last]) return this.onFrame(frame, true);
    if (this.passWrongCheckCode) return this.onFrame(frame, false);
    this.onFault('checksum');
  }
}

/** 0x7d 0x02 → 0x7e, 0x7d 0x01 → 0x7d; anything else after 0x7d is a broken frame (null). */
function unescape(source: Buffer, start: number, end: number): Buffer | null {
  const out = Buffer.allocUnsafe(end - start);
  let length = 0;
  for (let i = start; i < end; i++) {
    const byte = source[i]!;
    if (byte !== ESCAPE) {
      out[length++] = byte;
      continue;
    }
    const next = source[++i];
    if (next === 0x02) out[length++] = FLAG;
    else if (next === 0x01) out[length++] = ESCAPE;
    else return null;
  }
  return out.subarray(0, length);
}

/** A message (header and body, unescaped) as it goes on the wire: check code, escapes, flags. */
export function encodeFrame(message: Buffer): Buffer {
  let check = 0;
  let specials = 0;
  for (let i = 0; i < message.length; i++) {
    const byte = message[i]!;
    check ^= byte;
    if (byte === FLAG || byte === ESCAPE) specials += 1;
  }
  if (check === FLAG || check === ESCAPE) specials += 1;
  const out = Buffer.allocUnsafe(message.length + specials + 3);
  out[0] = FLAG;
  let at = 1;
  const put = (byte: number) => {
    if (byte === FLAG || byte === ESCAPE) {
      out[at++] = ESCAPE;
      out[at++] = byte === FLAG ? 0x02 : 0x01;
    } else {
      out[at++] = byte;
    }
  };
  for (let i = 0; i < message.length; i++) put(message[i]!);
  put(check);
  out[at] = FLAG;
  return out;
}
