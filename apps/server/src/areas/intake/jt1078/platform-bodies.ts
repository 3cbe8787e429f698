/** JT/T 1078 platform messages (sent over the truck's JT/T 808 connection) and their bodies. */
export const VIDEO_PLATFORM = {
  liveRequest: 0x9101,
  liveControl: 0x9102,
  playbackRequest: 0x9201,
  playbackControl: 0x9202,
  queryResources: 0x9205,
  attachmentRequest: 0x9208,
  fileUploadDone: 0x9212,
} as const;

/** Terminal messages of JT/T 1078 and the Su-standard attachment upload. */
export const VIDEO_TERMINAL = {
  resourceList: 0x1205,
  alarmAttachments: 0x1210,
  fileInfo: 0x1211,
  fileDone: 0x1212,
} as const;

/** Where the dashcam sends its stream: this console's JT/T 1078 port as devices reach it. */
export interface MediaAddress {
  host: string;
  port: number;
}

function address({ host, port }: MediaAddress): Buffer {
  const name = Buffer.from(host, 'latin1');
  const out = Buffer.alloc(1 + name.length + 4);
  out[0] = name.length;
  name.copy(out, 1);
  out.writeUInt16BE(port, 1 + name.length);
  // UDP port 0: the console takes TCP only.
  return out;
}

/** A date as the 6 BCD bytes YYMMDDhhmmss of a clock `offsetMinutes` east of UTC. */
export function bcdOf(date: Date, offsetMinutes: number): Buffer {
  const local = new Date(date.getTime() + offsetMinutes * 60_000);
  const parts = [
    local.getUTCFullYear() % 100,
    local.getUTCMonth() + 1,
    local.getUTCDate(),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
  ];
  return Buffer.from(parts.map((n) => ((n / 10) << 4) | (n % 10)));
}

/** Data type of 0x9101: 0 audio and video, 1 video only (live tiles show the picture). */
export const LIVE_VIDEO_ONLY = 1;
/** Stream type of 0x9101: 0 main stream, 1 sub stream. */
export const MAIN_STREAM = 0;

/** 0x9101: stream `channel` live to `to` (JT/T 1078 table 17). */
export function liveRequest(to: MediaAddress, channel: number): Buffer {
  return Buffer.concat([address(to), Buffer.from([channel, LIVE_VIDEO_ONLY, MAIN_STREAM])]);
}

/** 0x9102 "close audio and video": stop streaming `channel` (table 18). */
export function liveStop(channel: number): Buffer {
  return Buffer.from([channel, 0, 0, 0]);
}

export interface PlaybackAsk {
  channel: number;
  start: Date;
  end: Date;
  /** 0 either, 1 main, 2 sub. */
  streamType: number;
  /** 0 either, 1 main, 2 backup. */
  storageType: number;
}

/**
 * 0x9201: play a recording back to `to` (table 23): video only (AV type 2), normal playback
 * (mode 0, speed 0), from `start` to `end` in the terminal's clock.
 */
export function playbackRequest(to: MediaAddress, ask: PlaybackAsk, offsetMinutes: number) {
  return Buffer.concat([
    address(to),
    Buffer.from([ask.channel, 2, ask.streamType, ask.storageType, 0, 0]),
    bcdOf(ask.start, offsetMinutes),
    bcdOf(ask.end, offsetMinutes),
  ]);
}

/** Playback controls of 0x9202 (table 25). */
export const PLAYBACK_CONTROL = {
  resume: 0,
  pause: 1,
  stop: 2,
  fastForward: 3,
  keyFrameRewind: 4,
  drag: 5,
} as const;

/** Fast-forward multiples of 0x9202: 1 = ×1, 2 = ×2, 3 = ×4, 4 = ×8, 5 = ×16. */
export const speedCode = (speed: number) => Math.max(1, Math.min(5, Math.log2(speed) + 1));

/** 0x9202: control a playback of `channel`; `position` for a drag. */
export function playbackControl(
  channel: number,
  control: number,
  options: { speed?: number; position?: Date; offsetMinutes: number },
): Buffer {
  const position = options.position
    ? bcdOf(options.position, options.offsetMinutes)
    : Buffer.alloc(6);
  return Buffer.concat([
    Buffer.from([channel, control, options.speed ? speedCode(options.speed) : 0]),
    position,
  ]);
}

/**
 * 0x9205: the recordings of `channel` (0 all) between `start` and `end`, any alarm, any AV
 * type, either stream and storage (table 20).
 */
export function queryResources(channel: number, start: Date, end: Date, offsetMinutes: number) {
  return Buffer.concat([
    Buffer.from([channel]),
    bcdOf(start, offsetMinutes),
    bcdOf(end, offsetMinutes),
    Buffer.alloc(8),
    Buffer.from([0, 0, 0]),
  ]);
}

/**
 * 0x9208 (Su-standard T/JSATL12 table 4-23): upload the files of alarm `identification`
 * (16 bytes) to `to`, under the console's alarm number (32 bytes of ASCII).
 */
export function attachmentRequest(to: MediaAddress, identification: Buffer, alarmNumber: string) {
  const number = Buffer.alloc(32);
  number.write(alarmNumber.slice(0, 32), 'latin1');
  return Buffer.concat([address(to), identification, number, Buffer.alloc(16)]);
}

/** 0x9212: a file arrived whole (result 0), or these byte ranges are to be sent again. */
export function fileUploadDone(
  name: string,
  fileType: number,
  missing: { offset: number; length: number }[],
): Buffer {
  const nameBytes = Buffer.from(name, 'latin1');
  const ranges = missing.slice(0, 255);
  const out = Buffer.alloc(1 + nameBytes.length + 3 + 8 * ranges.length);
  out[0] = nameBytes.length;
  nameBytes.copy(out, 1);
  let at = 1 + nameBytes.length;
  out[at++] = fileType;
  out[at++] = ranges.length === 0 ? 0 : 1;
  out[at++] = ranges.length;
  for (const range of ranges) {
    out.writeUInt32BE(range.offset, at);
    out.writeUInt32BE(range.length, at + 4);
    at += 8;
  }
  return out;
}
