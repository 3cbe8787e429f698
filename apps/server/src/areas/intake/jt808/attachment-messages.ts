import crypto from 'node:crypto';
import { ALARM_IDENTIFICATION_BYTES } from './safety-alarms.js';

/**
 * Messages of the alarm-attachment upload of T/JSATL12-2017 ("苏标" §4.5), as
 * yezhihao/jt808-server reads them (jtt808-protocol/.../jsatl12/T9208.java, T1210.java,
 * T1211.java, T9212.java, DataPacket.java, commit 1606313632a502f3b302f5c99da9c6bb2e45036b).
 * The 2017 layout (terminal id of 7 bytes); the Guangdong variant's 30-byte ids are not read.
 */
export const ATTACHMENT_MSG = {
  /** Platform → terminal over the 808 connection: upload the files of this alarm there. */
  uploadRequest: 0x9208,
  /** Terminal → attachment server: the alarm's files (names and sizes). */
  alarmFiles: 0x1210,
  /** One file is about to be sent (name, type, size). */
  fileInfo: 0x1211,
  /** One file has been sent. */
  fileDone: 0x1212,
  /** Platform's answer to 0x1212: complete, or the ranges to send again. */
  fileResult: 0x9212,
} as const;

/** Stream packets of file data start with these bytes (as JT/T 1078 media packets do). */
export const DATA_MAGIC = Buffer.from([0x30, 0x31, 0x63, 0x64]);
/** Magic, file name (50 bytes, NUL padded), data offset (u32), data length (u32). */
export const DATA_HEADER_BYTES = 4 + 50 + 4 + 4;
/** Characters of the platform's alarm number. */
const ALARM_NUMBER_CHARS = 32;

/**
 * 0x9208: where to upload (IP or host as text, TCP port, UDP port 0), the alarm
 * identification as the device sent it, the platform's alarm number and 16 reserved bytes.
 */
export function uploadRequest(
  host: string,
  port: number,
  identification: Buffer,
  alarmNumber: string,
): Buffer {
  const ip = Buffer.from(host, 'latin1');
  const body = Buffer.alloc(1 + ip.length + 4 + ALARM_IDENTIFICATION_BYTES + 32 + 16);
  body[0] = ip.length;
  ip.copy(body, 1);
  let at = 1 + ip.length;
  body.writeUInt16BE(port, at);
  at += 4; // UDP port: 0, files come over TCP
  identification.copy(body, at);
  at += ALARM_IDENTIFICATION_BYTES;
  body.write(alarmNumber.padEnd(ALARM_NUMBER_CHARS, '\0'), at, ALARM_NUMBER_CHARS, 'latin1');
  return body;
}

export interface AlarmFiles {
  identification: Buffer;
  alarmNumber: string;
  files: { name: string; size: number }[];
}

const text = (buffer: Buffer) => buffer.toString('latin1').replace(/\0+$/, '');

/** 0x1210: terminal id (7), identification (16), alarm number (32), info type, count, list. */
export function readAlarmFiles(body: Buffer): AlarmFiles | null {
  const head = 7 + ALARM_IDENTIFICATION_BYTES + ALARM_NUMBER_CHARS + 2;
  if (body.length < head) return null;
  const identification = Buffer.from(body.subarray(7, 7 + ALARM_IDENTIFICATION_BYTES));
  const numberAt = 7 + ALARM_IDENTIFICATION_BYTES;
  const alarmNumber = text(body.subarray(numberAt, numberAt + ALARM_NUMBER_CHARS));
  const count = body[head - 1]!;
  const files: AlarmFiles['files'] = [];
  let at = head;
  for (let i = 0; i < count; i++) {
    const length = body[at];
    if (length === undefined || at + 1 + length + 4 > body.length) return null;
    files.push({
      name: text(body.subarray(at + 1, at + 1 + length)),
      size: body.readUInt32BE(at + 1 + length),
    });
    at += 1 + length + 4;
  }
  return { identification, alarmNumber, files };
}

export interface FileInfo {
  name: string;
  /** 0 picture, 1 audio, 2 video, 3 text, 4 other. */
  type: number;
  size: number;
}

/** 0x1211 and 0x1212: name length, name, file type, file size. */
export function readFileInfo(body: Buffer): FileInfo | null {
  const length = body[0];
  if (length === undefined || length === 0 || body.length < 1 + length + 5) return null;
  return {
    name: text(body.subarray(1, 1 + length)),
    type: body[1 + length]!,
    size: body.readUInt32BE(2 + length),
  };
}

export interface ByteSpan {
  offset: number;
  length: number;
}

/** 0x9212: name, type, result (0 complete, 1 send again) and the spans to send again. */
export function fileResult(file: FileInfo, missing: ByteSpan[]): Buffer {
  const name = Buffer.from(file.name, 'latin1');
  const spans = missing.slice(0, 255);
  const body = Buffer.alloc(1 + name.length + 3 + 8 * spans.length);
  body[0] = name.length;
  name.copy(body, 1);
  let at = 1 + name.length;
  body[at++] = file.type;
  body[at++] = spans.length > 0 ? 1 : 0;
  body[at++] = spans.length;
  for (const span of spans) {
    body.writeUInt32BE(span.offset, at);
    body.writeUInt32BE(span.length, at + 4);
    at += 8;
  }
  return body;
}

/**
 * The platform's alarm number for an alarm of a truck: an HMAC of truck and identification,
 * so that any instance sharing the secret recognises the numbers it gave out, across
 * restarts, and a device cannot upload files for an alarm it was not asked about.
 */
export function alarmNumbers(secret: Buffer | string) {
  const key = crypto.createHmac('sha256', secret).update('alarm-attachments').digest();
  const numberOf = (truckId: number, alarmKey: string) =>
    crypto
      .createHmac('sha256', key)
      .update(`${truckId}:${alarmKey}`)
      .digest('hex')
      .slice(0, ALARM_NUMBER_CHARS);
  return {
    numberOf,
    matches(truckId: number, alarmKey: string, given: string): boolean {
      const expected = Buffer.from(numberOf(truckId, alarmKey));
      const actual = Buffer.from(given, 'latin1');
      return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
    },
  };
}

export type AlarmNumbers = ReturnType<typeof alarmNumbers>;
