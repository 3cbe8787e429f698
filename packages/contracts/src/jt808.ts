import { z } from 'zod';
import { envelope } from './common.js';
import { ZPlate } from './truck.js';

/** A JT/T 808 terminal's clock as an offset from UTC: `+08:00` (the standard's), `+07:00`. */
export const JT808_TIME_ZONE_PATTERN = /^[+-](0\d|1[0-4]):[0-5]\d$/;
export const ZJt808TimeZone = z.string().regex(JT808_TIME_ZONE_PATTERN, 'time_zone_offset');

/** Minutes east of UTC of an offset `±HH:MM` (already validated). */
export function offsetMinutesOf(offset: string): number {
  const minutes = Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6));
  return offset.startsWith('-') ? -minutes : minutes;
}

const ZTruckRef = z.object({ truck_plate: ZPlate });

/** POST /api/jt808/terminal: the JT/T 808 terminal of a truck, as the console knows it. */
export const ZJt808TerminalRequest = ZTruckRef;
export const ZJt808Terminal = z.object({
  device_id: z.string(),
  /** A connection of the terminal is open (on any instance). */
  connected: z.boolean(),
  /** What it said when it registered (0x0100), if it did with this console. */
  registration: z
    .object({
      manufacturer: z.string(),
      model: z.string(),
      terminal_id: z.string(),
      plate: z.string(),
    })
    .nullable(),
  registered_at: z.string().nullable(),
  authenticated_at: z.string().nullable(),
  /** The address the terminal last authenticated from. */
  last_address: z.string().nullable(),
  /** An admin released the terminal: the next registration of its phone number is taken. */
  released_at: z.string().nullable(),
  /** The terminal's own clock offset; null = `default_time_zone` (JT808_TIME_ZONE). */
  time_zone: z.string().nullable(),
  default_time_zone: z.string(),
  /** The driver card in its reader (0x0702), if any. */
  card_id: z.string().nullable(),
});
export type TJt808Terminal = z.infer<typeof ZJt808Terminal>;
export const ZJt808TerminalResponse = envelope(ZJt808Terminal);

/**
 * POST /api/jt808/terminal/release (admins): the truck's terminal was replaced; its
 * registration and code are forgotten and the next terminal to register takes it.
 */
export const ZJt808ReleaseRequest = ZTruckRef;

/** PUT /api/jt808/terminal (admins): the terminal's clock offset; null goes back to the default. */
export const ZJt808TimeZoneRequest = ZTruckRef.extend({ time_zone: ZJt808TimeZone.nullable() });
export type TJt808TimeZoneRequest = z.input<typeof ZJt808TimeZoneRequest>;

/** POST /api/jt808/text: text to the driver's screen (0x8300). */
/** The longest text sent to a driver's screen, in characters. */
export const JT808_TEXT_MAX = 300;
export const ZJt808TextRequest = ZTruckRef.extend({
  text: z.string().trim().min(1, 'is required').max(JT808_TEXT_MAX),
  urgent: z.boolean().default(false),
});
export type TJt808TextRequest = z.input<typeof ZJt808TextRequest>;

/** POST /api/jt808/photo: "take a photo now" (0x8801); the photo comes into the image history. */
export const ZJt808PhotoRequest = ZTruckRef.extend({
  channel: z.number().int().min(1).max(16),
});
export type TJt808PhotoRequest = z.input<typeof ZJt808PhotoRequest>;
export const ZJt808PhotoResponse = envelope(z.object({ media_ids: z.array(z.number().int()) }));

/** POST /api/jt808/settings (admins): the terminal's parameters (0x8104 → 0x0104). */
export const ZJt808SettingsRequest = ZTruckRef;
export const ZJt808Setting = z.object({
  /** Parameter id (JT/T 808 table 12), e.g. 0x0001 heartbeat interval. */
  id: z.number().int(),
  value: z.union([z.number(), z.string()]),
});
export type TJt808Setting = z.infer<typeof ZJt808Setting>;
export const ZJt808SettingsResponse = envelope(z.array(ZJt808Setting));

const ZHex = z.string().regex(/^(?:[0-9a-f]{2}){0,1023}$/);
/**
 * POST /api/internal/jt808/request (between console instances, signed): a command for a
 * terminal whose connection another instance holds; bodies travel as hex.
 */
export const ZJt808RelayRequest = z.object({
  device_id: z.string().min(1).max(64),
  msg_id: z.number().int().min(0).max(0xffff),
  body: z.union([ZHex, z.object({ legacy: ZHex, v2019: ZHex })]),
  reply_ids: z.array(z.number().int().min(0).max(0xffff)).min(1).max(8),
  timeout_ms: z.number().int().min(1).max(60_000),
});
export type TJt808RelayRequest = z.infer<typeof ZJt808RelayRequest>;
/**
 * The terminal's reply to a relayed command, with the address its connection comes from
 * (JT/T 1078 streams are taken from there only; absent from an older instance).
 */
export const ZJt808RelayReply = z.object({
  msg_id: z.number().int(),
  body: ZHex,
  address: z.string().max(64).nullable().optional(),
});
export const ZJt808RelayResponse = envelope(ZJt808RelayReply);
