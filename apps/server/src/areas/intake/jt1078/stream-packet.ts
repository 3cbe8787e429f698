import { deviceIdOf } from '../jt808/packet.js';

/** Every JT/T 1078 stream packet (and Su-standard file chunk) starts with these bytes. */
export const MAGIC = 0x30316364;

/** Data type (high nibble of byte 15 or 19): what the body is (JT/T 1078 table 19). */
export const DATA_TYPE = { iFrame: 0, pFrame: 1, bFrame: 2, audio: 3, transparent: 4 } as const;
/** Sub-package flag (low nibble): a whole frame, or its first, last or a middle part. */
export const SUBPACKAGE = { atomic: 0, first: 1, last: 2, middle: 3 } as const;
/** Payload types (JT/T 1078 table 12) the console reads. */
export const PAYLOAD = { g711a: 6, aac: 19, h264: 98, h265: 99 } as const;

/** One JT/T 1078 RTP-style packet (JT/T 1078 §5.5.3, table 19). */
export interface StreamPacket {
  payloadType: number;
  /** Packet sequence number (wraps at 65,536). */
  sequence: number;
  /** The SIM of the header as a device id: its digits without leading zeros. */
  deviceId: string;
  channel: number;
  dataType: number;
  subpackage: number;
  /** Milliseconds, relative (the device's clock). */
  timestamp: number;
  /** Video only: ms since the last I frame, and since the last frame. */
  lastIFrameMs: number;
  lastFrameMs: number;
  body: Buffer;
}

/** Smallest header: 6-byte SIM, no frame intervals (audio, transparent data). */
export const MIN_HEADER_BYTES = 26;
/** Largest packet: the longest header and a body of the 16-bit length. */
export const MAX_PACKET_BYTES = 34 + 0xffff;

export type TPacketRead =
  | { kind: 'packet'; packet: StreamPacket; length: number }
  | { kind: 'partial' }
  | { kind: 'corrupt' };

/**
 * Reads the packet at `at`. The SIM is 6 BCD bytes (2013), or 10 (2019): as Traccar reads it,
 * a SIM whose first two bytes are zero is the long one (a 6-byte SIM of a real phone number
 * never starts with four zero digits). `partial` until the whole packet is there; `corrupt`
 * when the bytes at `at` are not a packet header.
 */
export function readStreamPacket(buffer: Buffer, at: number): TPacketRead {
  const left = buffer.length - at;
  if (left < 4) return isMagicStart(buffer, at) ? { kind: 'partial' } : { kind: 'corrupt' };
  if (buffer.readUInt32BE(at) !== MAGIC) return { kind: 'corrupt' };
  if (left < 10) return { kind: 'partial' };
  const flags = buffer[at + 4]!;
  // V = 2 in the top two bits of the first byte after the magic (0x81: V 2, CC 1).
  if (flags >> 6 !== 2) return { kind: 'corrupt' };
  const simLength = buffer.readUInt16BE(at + 8) === 0 ? 10 : 6;
  const typeAt = at + 8 + simLength + 1;
  if (buffer.length <= typeAt) return { kind: 'partial' };
  const dataType = buffer[typeAt]! >> 4;
  const subpackage = buffer[typeAt]! & 0x0f;
  if (dataType > DATA_TYPE.transparent || subpackage > SUBPACKAGE.middle)
    return { kind: 'corrupt' };
  const video = dataType <= DATA_TYPE.bFrame;
  // Transparent data carries no timestamp (table 19 note), audio no frame intervals.
  const timeAt = typeAt + 1;
  const intervalsAt = timeAt + (dataType === DATA_TYPE.transparent ? 0 : 8);
  const lengthAt = intervalsAt + (video ? 4 : 0);
  if (buffer.length < lengthAt + 2) return { kind: 'partial' };
  const bodyLength = buffer.readUInt16BE(lengthAt);
  const end = lengthAt + 2 + bodyLength;
  if (buffer.length < end) return { kind: 'partial' };
  const hasTime = dataType !== DATA_TYPE.transparent;
  return {
    kind: 'packet',
    length: end - at,
    packet: {
      payloadType: buffer[at + 5]! & 0x7f,
      sequence: buffer.readUInt16BE(at + 6),
      deviceId: deviceIdOf(buffer.subarray(at + 8, at + 8 + simLength)),
      channel: buffer[at + 8 + simLength]!,
      dataType,
      subpackage,
      timestamp: hasTime ? Number(buffer.readBigUInt64BE(timeAt) & 0xfffffffffffffn) : 0,
      lastIFrameMs: video ? buffer.readUInt16BE(intervalsAt) : 0,
      lastFrameMs: video ? buffer.readUInt16BE(intervalsAt + 2) : 0,
      body: buffer.subarray(lengthAt + 2, end),
    },
  };
}

/** The bytes left at `at` could be the start of the magic. */
function isMagicStart(buffer: Buffer, at: number): boolean {
  const magic = [0x30, 0x31, 0x63, 0x64];
  for (let i = at; i < buffer.length; i++) if (buffer[i] !== magic[i - at]) return false;
  return true;
}
