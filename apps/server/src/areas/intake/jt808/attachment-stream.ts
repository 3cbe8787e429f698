import { DATA_HEADER_BYTES, DATA_MAGIC } from './attachment-messages.js';
import { FLAG, FrameReader, type FrameFault } from './frame-codec.js';

/** Largest data packet taken; devices send 64 KiB or less. A longer one is not trusted. */
export const MAX_DATA_PACKET_BYTES = 1024 * 1024;

export interface DataPiece {
  /** File name of the packet. */
  name: string;
  /** Offset in the file of `bytes`. */
  offset: number;
  bytes: Buffer;
  /** The packet's last piece. */
  last: boolean;
}

export type StreamFault = FrameFault | 'garbage' | 'bad_packet';

type Mode = 'idle' | 'frame' | 'header' | 'data';

/**
 * Cuts an attachment connection into its two kinds of units: JT/T 808 frames (0x7e …,
 * checked by a FrameReader) and raw file data packets (30 31 63 64, name, offset, length,
 * data) that are not escaped. A data packet is handed on in the pieces it arrives in, never
 * held whole. Bytes that start neither are skipped up to the next unit; a data header
 * claiming more than MAX_DATA_PACKET_BYTES is skipped the same way.
 */
export class AttachmentStream {
  private mode: Mode = 'idle';
  private readonly frames: FrameReader;
  private frameBytes = 0;
  /** Bytes kept across reads: a data header, or the start of a magic at a read's end. */
  private held = Buffer.alloc(0);
  private data: { name: string; offset: number; remaining: number } | null = null;

  constructor(
    onFrame: (frame: Buffer) => void,
    private readonly onData: (piece: DataPiece) => void,
    private readonly onFault: (fault: StreamFault) => void,
  ) {
    this.frames = new FrameReader(onFrame, onFault);
  }

  push(chunk: Buffer): void {
    let buffer = chunk;
    if (this.held.length > 0 && (this.mode === 'idle' || this.mode === 'header')) {
      buffer = Buffer.concat([this.held, chunk]);
      this.held = Buffer.alloc(0);
    }
    let at = 0;
    while (at < buffer.length) {
      if (this.mode === 'frame') at = this.frame(buffer, at);
      else if (this.mode === 'data') at = this.dataBytes(buffer, at);
      else if (this.mode === 'header') at = this.header(buffer, at);
      else at = this.idle(buffer, at);
    }
  }

  /** Bytes up to and including the closing flag go to the frame reader. */
  private frame(buffer: Buffer, at: number): number {
    const flag = buffer.indexOf(FLAG, at);
    if (flag < 0) {
      this.frames.push(buffer.subarray(at));
      this.frameBytes += buffer.length - at;
      return buffer.length;
    }
    this.frames.push(buffer.subarray(at, flag + 1));
    // "7e 7e": the flag closing nothing opens the next frame.
    if (this.frameBytes + (flag - at) > 0) this.mode = 'idle';
    this.frameBytes = 0;
    return flag + 1;
  }

  private idle(buffer: Buffer, at: number): number {
    for (let i = at; i < buffer.length; i++) {
      const byte = buffer[i]!;
      if (byte === FLAG) {
        if (i > at) this.onFault('garbage');
        this.mode = 'frame';
        this.frames.push(buffer.subarray(i, i + 1));
        return i + 1;
      }
      if (byte !== DATA_MAGIC[0]) continue;
      if (buffer.length - i < DATA_MAGIC.length) {
        if (buffer.subarray(i).equals(DATA_MAGIC.subarray(0, buffer.length - i))) {
          if (i > at) this.onFault('garbage');
          this.held = Buffer.from(buffer.subarray(i));
          return buffer.length;
        }
        continue;
      }
      if (buffer.subarray(i, i + DATA_MAGIC.length).equals(DATA_MAGIC)) {
        if (i > at) this.onFault('garbage');
        this.mode = 'header';
        return i;
      }
    }
    this.onFault('garbage');
    return buffer.length;
  }

  private header(buffer: Buffer, at: number): number {
    if (buffer.length - at < DATA_HEADER_BYTES) {
      this.held = Buffer.from(buffer.subarray(at));
      return buffer.length;
    }
    const name = buffer
      .subarray(at + 4, at + 54)
      .toString('latin1')
      .replace(/\0+$/, '');
    const offset = buffer.readUInt32BE(at + 54);
    const length = buffer.readUInt32BE(at + 58);
    if (length > MAX_DATA_PACKET_BYTES || name.length === 0) {
      this.onFault('bad_packet');
      this.mode = 'idle';
      return at + DATA_MAGIC.length;
    }
    this.data = { name, offset, remaining: length };
    this.mode = length > 0 ? 'data' : 'idle';
    return at + DATA_HEADER_BYTES;
  }

  private dataBytes(buffer: Buffer, at: number): number {
    const data = this.data!;
    const take = Math.min(data.remaining, buffer.length - at);
    data.remaining -= take;
    const last = data.remaining === 0;
    this.onData({
      name: data.name,
      offset: data.offset,
      bytes: buffer.subarray(at, at + take),
      last,
    });
    data.offset += take;
    if (last) {
      this.mode = 'idle';
      this.data = null;
    }
    return at + take;
  }
}
