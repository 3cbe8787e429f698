import { z } from 'zod';
import { envelope } from './common.js';
import { rule } from './validation-codes.js';

/** Where a camera looks (spec: truck cameras). */
export const CAMERA_POSITIONS = ['road', 'cabin', 'cargo'] as const;
export type TCameraPosition = (typeof CAMERA_POSITIONS)[number];

export const CAMERA_MAX_CHANNELS = 16;

/**
 * Where a camera's live video comes from: a URL (`url`), or the channel of the same number on
 * the truck's JT/T 808 dashcam, which streams it over JT/T 1078 when asked (`jt1078`).
 */
export const CAMERA_SOURCE_KINDS = ['url', 'jt1078'] as const;
export type TCameraSourceKind = (typeof CAMERA_SOURCE_KINDS)[number];

/** Live sources a camera may have: RTSP, RTMP or an HLS playlist. */
export const ZCameraSourceUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((value) => {
    try {
      const url = new URL(value);
      if (url.protocol === 'rtsp:' || url.protocol === 'rtmp:') return true;
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname.endsWith('.m3u8')
      );
    } catch {
      return false;
    }
  }, rule('camera_url'));

/**
 * A camera as browsers see it: the source URL never carries its user name or password;
 * `has_credentials` says the stored URL has them.
 */
export const ZCamera = z.object({
  channel: z.number().int(),
  name: z.string(),
  position: z.enum(CAMERA_POSITIONS),
  source_kind: z.enum(CAMERA_SOURCE_KINDS),
  source_url: z.string().nullable(),
  has_credentials: z.boolean(),
});
export type TCamera = z.infer<typeof ZCamera>;

export const ZCameraListRequest = z.object({ truck_id: z.number().int() });

export const ZCameraInput = z
  .object({
    channel: z.number().int().min(1).max(CAMERA_MAX_CHANNELS),
    name: z.string().trim().min(1).max(100),
    position: z.enum(CAMERA_POSITIONS),
    source_kind: z.enum(CAMERA_SOURCE_KINDS).default('url'),
    /** Empty = no live source. A `jt1078` camera has none: the dashcam is its source. */
    source_url: ZCameraSourceUrl.nullish().or(z.literal('').transform(() => null)),
    /**
     * When the URL is sent without credentials and this is true, the credentials already
     * stored for this channel are kept (browsers never see them, so cannot send them back).
     */
    keep_credentials: z.boolean().default(false),
  })
  .refine((camera) => camera.source_kind === 'url' || !camera.source_url, {
    ...rule('no_url_for_dashcam'),
    path: ['source_url'],
  });
export type TCameraInput = z.input<typeof ZCameraInput>;

/** Replaces the camera list of a truck. */
export const ZSaveCamerasRequest = z
  .object({
    truck_id: z.number().int(),
    cameras: z.array(ZCameraInput).max(CAMERA_MAX_CHANNELS),
  })
  .refine((body) => new Set(body.cameras.map((c) => c.channel)).size === body.cameras.length, {
    ...rule('repeated'),
    path: ['cameras'],
  });
export type TSaveCamerasRequest = z.input<typeof ZSaveCamerasRequest>;

export const ZCameraListResponse = envelope(z.array(ZCamera));
