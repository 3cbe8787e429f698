import net from 'node:net';
import type { H264Frame } from './h264-frames.js';

/** A JT/T 1078 video request (0x9101) as a dashcam reads it (JT/T 1078 table 17). */
export interface LiveRequest {
  host: string;
  port: number;
  channel: number;
  dataType: number;
  streamType: number;
}

export function readLiveRequest(body: Buffer): LiveRequest {
  const length = body[0]!;
  const host = body.subarray(1, 1 + length).toString('latin1');
  const at = 1 + length;
  return {
    host,
    port: body.readUInt16BE(at),
    channel: body[at + 4]!,
    dataType: body[at + 5]!,
    streamType: body[at + 6]!,
  };
}

const SUBPACKAGE = { atomic: 0, first: 1, last: 2, middle: 3 } as const;

/**
 * The JT/T 1078 packets (table 19) of one video frame: its bytes cut in bodies of at most
 * `maxBody`, the first, middle… and last parts marked, as a dashcam sends them.
 */
export function framePackets(options: {
  phone: Buffer;
  channel: number;
  frame: H264Frame;
  timestampMs: number;
  sequence: number;
  maxBody?: number;
  payloadType?: number;
  lastIFrameMs?: number;
  lastFrameMs?: number;
}): Buffer[] {
  const max = options.maxBody ?? 950;
  const { data } = options.frame;
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += max) parts.push(data.subarray(at, at + max));
  return parts.map((body, i) => {
    const sub =
      parts.length === 1
        ? SUBPACKAGE.atomic
        : i === 0
          ? SUBPACKAGE.first
          : i === parts.length - 1
            ? SUBPACKAGE.last
            : SUBPACKAGE.middle;
    const head = Buffer.alloc(4 + 4 + options.phone.length + 2 + 8 + 4 + 2);
    let at = head.writeUInt32BE(0x30316364, 0);
    head[at++] = 0x81;
    // M marks the last packet of a frame.
    const last = i === parts.length - 1 ? 0x80 : 0;
    head[at++] = last | (options.payloadType ?? 98);
    at = head.writeUInt16BE((options.sequence + i) & 0xffff, at);
    at += options.phone.copy(head, at);
    head[at++] = options.channel;
    head[at++] = ((options.frame.key ? 0 : 1) << 4) | sub;
    at = head.writeBigUInt64BE(BigInt(options.timestampMs), at);
    at = head.writeUInt16BE(options.lastIFrameMs ?? 0, at);
    at = head.writeUInt16BE(options.lastFrameMs ?? 40, at);
    head.writeUInt16BE(body.length, at);
    return Buffer.concat([head, body]);
  });
}

/**
 * A dashcam's stream of one channel to the console's JT/T 1078 port: the frames over and
 * over at 25 a second (timestamps going on), each cut in packets, until `stop()` or the
 * console closes the connection. A recording played back (`once`) is sent one time and the
 * connection closed after it; `pause()`, `resume()` and `seek()` obey a 0x9202.
 */
export async function streamVideo(options: {
  request: LiveRequest;
  phone: Buffer;
  frames: H264Frame[];
  maxBody?: number;
  once?: boolean;
  /** The local address to connect from (another 127.x address: another host). */
  from?: string;
}) {
  const socket = net.connect({
    port: options.request.port,
    host: options.request.host,
    localAddress: options.from,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => {});
  let n = 0;
  let sequence = 0;
  let sent = 0;
  let paused = false;
  const timer = setInterval(() => {
    if (socket.destroyed) return clearInterval(timer);
    if (paused) return;
    if (options.once && n >= options.frames.length) {
      clearInterval(timer);
      return void socket.end();
    }
    const frame = options.frames[n % options.frames.length]!;
    const packets = framePackets({
      phone: options.phone,
      channel: options.request.channel,
      frame,
      timestampMs: 1_000_000 + n * 40,
      sequence,
      maxBody: options.maxBody,
    });
    sequence += packets.length;
    n += 1;
    sent += 1;
    socket.write(Buffer.concat(packets));
  }, 40);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    /** Frames written so far. */
    get sent() {
      return sent;
    },
    get closed() {
      return socket.destroyed;
    },
    /** Resolves when the connection has ended (the console closed it, or `stop()`). */
    ended: closed,
    stop(): void {
      clearInterval(timer);
      socket.destroy();
    },
    pause(): void {
      paused = true;
    },
    resume(): void {
      paused = false;
    },
    /** Goes on from frame `index` (a drag), from the key frame at or before it. */
    seek(index: number): void {
      n = options.frames.findLastIndex((f, i) => f.key && i <= index);
    },
  };
}

/** A recording on the simulated SD card, as a 0x1205 item lists it (times `YYMMDDhhmmss`). */
export interface SdRecording {
  channel: number;
  start: string;
  end: string;
  /** 16 hex digits: alarm bits 63…0. */
  alarmFlags?: string;
  mediaType?: number;
  streamType?: number;
  storageType?: number;
  size: number;
}

/** The body of a 0x1205 after the answered serial: the count, then the items (JT/T 1078 table 22). */
export function resourceList(recordings: SdRecording[]): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(recordings.length);
  const items = recordings.map((r) => {
    const item = Buffer.alloc(28);
    item[0] = r.channel;
    Buffer.from(r.start, 'hex').copy(item, 1);
    Buffer.from(r.end, 'hex').copy(item, 7);
    Buffer.from(r.alarmFlags ?? '0000000000000000', 'hex').copy(item, 13);
    item[21] = r.mediaType ?? 2;
    item[22] = r.streamType ?? 1;
    item[23] = r.storageType ?? 1;
    item.writeUInt32BE(r.size, 24);
    return item;
  });
  return Buffer.concat([count, ...items]);
}

/** A 0x9205 query as the dashcam reads it (table 20). */
export function readResourceQuery(body: Buffer) {
  return {
    channel: body[0]!,
    start: body.subarray(1, 7).toString('hex'),
    end: body.subarray(7, 13).toString('hex'),
    alarmFlags: body.subarray(13, 21).toString('hex'),
    mediaType: body[21]!,
    streamType: body[22]!,
    storageType: body[23]!,
  };
}

/** A 0x9201 playback request as the dashcam reads it (table 23). */
export function readPlaybackRequest(body: Buffer) {
  const length = body[0]!;
  const at = 1 + length;
  return {
    host: body.subarray(1, at).toString('latin1'),
    port: body.readUInt16BE(at),
    udpPort: body.readUInt16BE(at + 2),
    channel: body[at + 4]!,
    mediaType: body[at + 5]!,
    streamType: body[at + 6]!,
    storageType: body[at + 7]!,
    mode: body[at + 8]!,
    speed: body[at + 9]!,
    start: body.subarray(at + 10, at + 16).toString('hex'),
    end: body.subarray(at + 16, at + 22).toString('hex'),
  };
}

/** A 0x9202 playback control as the dashcam reads it (table 25). */
export function readPlaybackControl(body: Buffer) {
  return {
    channel: body[0]!,
    control: body[1]!,
    speed: body[2]!,
    position: body.subarray(3, 9).toString('hex'),
  };
}
