import { encodeFrame } from './frame-codec.js';

/** One JT/T 808 message as read off a frame (§4.4.3). */
export interface Jt808Packet {
  msgId: number;
  /** Protocol version byte of a 2019 header; null for a 2011/2013 header. */
  version: number | null;
  /** The terminal phone number as sent (BCD, 6 bytes, or 10 in a 2019 header). */
  phone: Buffer;
  serial: number;
  /** RSA-encrypted body (bit 10 of the body properties): not readable here. */
  encrypted: boolean;
  /** A sub-package: how many the message has and which this is (from 1). */
  packages: { total: number; index: number } | null;
  body: Buffer;
}

const VERSION_FLAG = 1 << 14;
const SPLIT_FLAG = 1 << 13;
const RSA_FLAG = 1 << 10;
const LENGTH_MASK = 0x3ff;

/**
 * Reads the header of a checked frame (check code last); null when the header does not fit.
 * The body is what lies between header and check code, whatever length the header says (as
 * Traccar reads it: the check code already vouches for the bytes, and terminals that count
 * wrong exist). The body is a view of the frame.
 */
export function parsePacket(frame: Buffer): Jt808Packet | null {
  const end = frame.length - 1; // the check code
  if (end < 12) return null;
  const msgId = frame.readUInt16BE(0);
  const props = frame.readUInt16BE(2);
  const v2019 = (props & VERSION_FLAG) !== 0;
  const phoneAt = v2019 ? 5 : 4;
  const phoneLength = v2019 ? 10 : 6;
  const serialAt = phoneAt + phoneLength;
  const split = (props & SPLIT_FLAG) !== 0;
  const bodyAt = serialAt + 2 + (split ? 4 : 0);
  if (bodyAt > end) return null;
  const total = split ? frame.readUInt16BE(serialAt + 2) : 0;
  const index = split ? frame.readUInt16BE(serialAt + 4) : 0;
  return {
    msgId,
    version: v2019 ? frame[4]! : null,
    phone: frame.subarray(phoneAt, phoneAt + phoneLength),
    serial: frame.readUInt16BE(serialAt),
    encrypted: (props & RSA_FLAG) !== 0,
    packages: split ? { total, index } : null,
    body: frame.subarray(bodyAt, end),
  };
}

/** The device id of a terminal: its phone number's digits without leading zeros. */
export function deviceIdOf(phone: Buffer): string {
  const digits = phone.toString('hex');
  let first = 0;
  while (first < digits.length - 1 && digits.charCodeAt(first) === 48) first += 1;
  return digits.slice(first);
}

/** A device id as the BCD phone number of a header (`length` bytes, zeros in front). */
export function phoneOf(deviceId: string, length: 6 | 10): Buffer | null {
  if (!/^[0-9]{1,20}$/.test(deviceId) || deviceId.length > length * 2) return null;
  return Buffer.from(deviceId.padStart(length * 2, '0'), 'hex');
}

/** Largest body of one message (10 bits of length). */
export const MAX_BODY_BYTES = LENGTH_MASK;

/**
 * A platform message in the header form the terminal uses (the version byte of a 2019
 * terminal, its phone bytes), on the wire. `body` is at most MAX_BODY_BYTES.
 */
export function buildFrame(
  msgId: number,
  to: { phone: Buffer; version: number | null },
  serial: number,
  body: Buffer,
): Buffer {
  const v2019 = to.version !== null;
  const headerLength = v2019 ? 17 : 12;
  const message = Buffer.allocUnsafe(headerLength + body.length);
  message.writeUInt16BE(msgId, 0);
  message.writeUInt16BE((body.length & LENGTH_MASK) | (v2019 ? VERSION_FLAG : 0), 2);
  let at = 4;
  if (v2019) message[at++] = to.version!;
  to.phone.copy(message, at);
  at += to.phone.length;
  message.writeUInt16BE(serial & 0xffff, at);
  body.copy(message, headerLength);
  return encodeFrame(message);
}
