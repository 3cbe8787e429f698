import { bcdTime } from '../jt808/location-report.js';

/** One recording a dashcam keeps, as its 0x1205 lists it. */
export interface DeviceResource {
  channel: number;
  start: Date;
  end: Date;
  /** Alarm bits 0-63 (bits 0-31 are the JT/T 808 alarm word), as 16 hex digits. */
  alarmFlags: string;
  mediaType: number;
  streamType: number;
  storageType: number;
  size: number;
}

/** Bytes of one item: channel, start and end BCD[6], alarm flags 8, three types, size 4. */
const ITEM_BYTES = 1 + 6 + 6 + 8 + 1 + 1 + 1 + 4;

/**
 * 0x1205 "terminal uploads its audio/video resource list" (JT/T 1078-2016 tables 21 and 22;
 * the layout as yezhihao/jt808-server's T1205 reads it): the serial of the 0x9205 it answers
 * (WORD), the number of resources (DWORD), then the items. Times are in the terminal's clock.
 * An item with an unreadable time is skipped; a body shorter than it says is read as far as
 * it goes. Null when not even the head is there.
 */
export function readResourceList(
  body: Buffer,
  offsetMinutes: number,
): { serial: number; resources: DeviceResource[] } | null {
  if (body.length < 6) return null;
  const serial = body.readUInt16BE(0);
  const count = body.readUInt32BE(2);
  const resources: DeviceResource[] = [];
  for (let i = 0, at = 6; i < count && at + ITEM_BYTES <= body.length; i++, at += ITEM_BYTES) {
    const start = bcdTime(body, at + 1, offsetMinutes);
    const end = bcdTime(body, at + 7, offsetMinutes);
    if (!start || !end) continue;
    resources.push({
      channel: body[at]!,
      start,
      end,
      alarmFlags: body.subarray(at + 13, at + 21).toString('hex'),
      mediaType: body[at + 21]!,
      streamType: body[at + 22]!,
      storageType: body[at + 23]!,
      size: body.readUInt32BE(at + 24),
    });
  }
  return { serial, resources };
}
