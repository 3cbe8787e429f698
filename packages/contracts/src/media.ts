import { z } from 'zod';
import { envelope } from './common.js';
import { TRIP_PLAN_STOPS } from './driver-app.js';
import { ZAddress } from './geocode.js';
import { ZPlate } from './truck.js';
import { ZWireTime } from './tracking.js';

/** A recorded clip (api.md "videos (etracking)"); `url` is a short-lived signed link. */
export const ZVideo = z.object({
  id: z.number().int(),
  truck_plate: z.string(),
  cam_number: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  duration_s: z.number(),
  size: z.number(),
  url: z.string(),
});
export type TVideo = z.infer<typeof ZVideo>;

/** POST /etracking/get_list_by_date; `cam_number` absent = every camera. */
export const ZVideoListRequest = z.object({
  truck_plate: ZPlate,
  start_date: ZWireTime,
  end_date: ZWireTime,
  cam_number: z.coerce.number().int().min(1).max(16).nullish(),
});
export type TVideoListRequest = z.input<typeof ZVideoListRequest>;
export const ZVideoListResponse = envelope(z.array(ZVideo));

/** A driver's proof-of-delivery photo among a truck's images: the order and stop it shows. */
export const ZImageProofOfDelivery = z.object({
  order_code: z.string().nullable(),
  stop: z.enum(TRIP_PLAN_STOPS),
  /** The driver's login: shown only on hover. */
  taken_by: z.string(),
  /** The driver's full name, when the account has one: what screens show. */
  taken_by_name: z.string().nullable(),
});

/**
 * An image from a truck camera (api.md "Images"), placed where it was taken; a driver's
 * proof-of-delivery photo (channel 0) says so in `proof_of_delivery`.
 */
export const ZImage = z.object({
  id: z.number().int(),
  truck_plate: z.string(),
  channel: z.number().int(),
  time: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  address: ZAddress,
  url: z.string(),
  thumb_url: z.string(),
  proof_of_delivery: ZImageProofOfDelivery.nullable(),
});
export type TImage = z.infer<typeof ZImage>;

/** POST /image/get_list */
export const ZImageListRequest = z.object({
  truck_plate: ZPlate,
  start_time: ZWireTime,
  end_time: ZWireTime,
});
export type TImageListRequest = z.input<typeof ZImageListRequest>;
export const ZImageListResponse = envelope(z.array(ZImage));

/** Multipart fields of POST /api/ingest/videos and /api/ingest/images besides `file`. */
export const ZMediaIngestFields = z.object({
  channel: z.coerce.number().int().min(1).max(16),
  time: ZWireTime,
});
export const ZMediaIngestResponse = envelope(z.object({ id: z.number().int() }));

/** POST /api/media/record: a clip of N seconds from a camera's live source. */
export const ZRecordClipRequest = z.object({
  truck_plate: ZPlate,
  channel: z.number().int().min(1).max(16),
  seconds: z.number().int().min(1).max(600).default(30),
});
export type TRecordClipRequest = z.input<typeof ZRecordClipRequest>;

/** A signed file link (media clips and images, warehouse videos): `e` expiry, `s` signature. */
export const ZSignedFileParams = z.object({ file: z.string().max(40) });
export const ZSignedFileQuery = z.object({ e: z.string().optional(), s: z.string().optional() });

/** Longest span one history query may cover. */
export const MEDIA_MAX_QUERY_DAYS = 31;
