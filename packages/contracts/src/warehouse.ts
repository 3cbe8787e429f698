import { z } from 'zod';
import { envelope } from './common.js';
import { rule } from './validation-codes.js';
import { ZWireTime } from './tracking.js';

/** NVR makes whose playback URL we know; anything else gives its own template. */
export const WAREHOUSE_VENDORS = ['hikvision', 'dahua', 'generic_rtsp'] as const;
export type TWarehouseVendor = (typeof WAREHOUSE_VENDORS)[number];

export const WAREHOUSE_VIDEO_STATUSES = ['pending', 'downloading', 'done', 'failed'] as const;
export type TWarehouseVideoStatus = (typeof WAREHOUSE_VIDEO_STATUSES)[number];

/** Length of one download block (spec: a range is cut into 10-minute videos). */
export const WAREHOUSE_BLOCK_SECONDS = 600;
/** Longest range one list call may cut into blocks (one day = 144 blocks). */
export const WAREHOUSE_MAX_RANGE_HOURS = 24;
/** Slots of the warehouse player grid (spec 9). */
export const WAREHOUSE_GRID_SLOTS = 6;

const ZIp = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(253)
  .regex(/^[A-Za-z0-9.:-]+$/, 'host');
const ZChannelNumber = z.coerce.number().int().min(1).max(256);

/** A channel as warehouse staff see it (POST /warehouse/list_ip_channel). */
export const ZWarehouseChannel = z.object({
  ip: z.string(),
  channel: z.number().int(),
  name: z.string().nullable(),
  warehouse: z.string().nullable(),
  vendor: z.enum(WAREHOUSE_VENDORS),
});
export type TWarehouseChannel = z.infer<typeof ZWarehouseChannel>;
export const ZWarehouseChannelListResponse = envelope(z.array(ZWarehouseChannel));

/** A channel as admins manage it: credentials never leave the server. */
export const ZWarehouseChannelAdmin = ZWarehouseChannel.extend({
  port: z.number().int(),
  username: z.string().nullable(),
  has_password: z.boolean(),
  playback_template: z.string().nullable(),
});
export type TWarehouseChannelAdmin = z.infer<typeof ZWarehouseChannelAdmin>;
export const ZWarehouseChannelAdminListResponse = envelope(z.array(ZWarehouseChannelAdmin));
export const ZWarehouseChannelAdminResponse = envelope(ZWarehouseChannelAdmin);

/**
 * Placeholders of a generic template: {host} {port} {channel} {start} {end}; start and end
 * as YYYYMMDDTHHmmssZ in the company zone, as NVRs keep local time. The server adds the
 * credentials.
 */
export const WAREHOUSE_TEMPLATE_FIELDS = ['{host}', '{port}', '{channel}', '{start}', '{end}'];

export const ZSaveWarehouseChannelRequest = z
  .object({
    ip: ZIp,
    channel: ZChannelNumber,
    name: z.string().trim().max(100).nullish(),
    warehouse: z.string().trim().max(100).nullish(),
    vendor: z.enum(WAREHOUSE_VENDORS),
    port: z.coerce.number().int().min(1).max(65535).default(554),
    username: z.string().trim().max(100).nullish(),
    /** Absent or empty keeps the stored password (browsers never see it). */
    password: z.string().max(200).nullish(),
    playback_template: z.string().trim().max(1000).nullish(),
  })
  .refine(
    (body) =>
      body.vendor !== 'generic_rtsp' ||
      (body.playback_template?.startsWith('rtsp://') &&
        body.playback_template.includes('{start}') &&
        body.playback_template.includes('{end}')),
    {
      ...rule('rtsp_template'),
      path: ['playback_template'],
    },
  );
export type TSaveWarehouseChannelRequest = z.input<typeof ZSaveWarehouseChannelRequest>;

export const ZWarehouseChannelKey = z.object({ ip: ZIp, channel: ZChannelNumber });
export type TWarehouseChannelKey = z.input<typeof ZWarehouseChannelKey>;

/** One 10-minute video of a channel (api.md "Warehouse videos"). */
export const ZWarehouseVideo = z.object({
  id: z.number().int(),
  channel: z.number().int(),
  ip: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(WAREHOUSE_VIDEO_STATUSES),
  size: z.number(),
  /** The NVR playback URL without credentials; the key of a redownload. */
  playbackurl: z.string(),
  /** Short-lived signed link, once the video is downloaded. */
  url: z.string().nullable(),
  error: z.string().nullable(),
});
export type TWarehouseVideo = z.infer<typeof ZWarehouseVideo>;

export const ZWarehouseVideoListRequest = z.object({
  ip: ZIp,
  channel: ZChannelNumber,
  start_date: ZWireTime,
  end_date: ZWireTime,
});
export type TWarehouseVideoListRequest = z.input<typeof ZWarehouseVideoListRequest>;

export const ZWarehouseVideoListResponse = z.object({
  data: z.array(ZWarehouseVideo),
  total_done: z.number().int(),
  total_failed: z.number().int(),
  total_size: z.number(),
});
export type TWarehouseVideoListResponse = z.infer<typeof ZWarehouseVideoListResponse>;

export const ZRedownloadRequest = z.object({ playbackurl: z.string().trim().min(1).max(2000) });
export const ZRedownloadResponse = z.object({ data: ZWarehouseVideo, message: z.string() });

/** The notification mail list (spec: "Notification email list"). */
export const ZWarehouseEmail = z.object({ email: z.string() });
export const ZWarehouseEmailRequest = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('must be an e-mail address')),
});
export const ZWarehouseEmailListResponse = envelope(z.array(ZWarehouseEmail));
export const ZWarehouseEmailResponse = envelope(ZWarehouseEmail);
export const ZWarehouseDeletedResponse = envelope(z.object({ deleted: z.number().int() }));
