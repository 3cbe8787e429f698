import { z } from 'zod';
import { envelope } from './common.js';
import { ZWireTime } from './tracking.js';

export const ZDeviceId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'device_id');

/** One fix of the batch endpoint (api.md "Ingest"). */
export const ZBatchPosition = z.object({
  device_id: ZDeviceId,
  time: ZWireTime,
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  speed_kmh: z.number().min(0).max(400).nullish(),
  course: z.number().min(0).max(360).nullish(),
  ignition: z.boolean().nullish(),
  odometer_km: z.number().min(0).nullish(),
  attributes: z.record(z.string(), z.unknown()).nullish(),
  /** The driver at the wheel: a card id or a username, as OsmAnd's `driverUniqueId`. */
  driver_unique_id: z.string().max(64).nullish(),
  /** An alarm of the fix in Traccar's words (`sos`, `powerCut`…; several joined by commas). */
  alarm: z.string().max(256).nullish(),
});
export type TBatchPosition = z.infer<typeof ZBatchPosition>;

export const BATCH_MAX_POSITIONS = 10_000;

/** What the API document shows of each position: ZBatchPosition. */
const batchPositionDocument: Record<string, unknown> = z.toJSONSchema(ZBatchPosition, {
  io: 'input',
});
delete batchPositionDocument.$schema;

/**
 * Positions are checked one by one so one bad fix does not reject the others (the server
 * answers which it rejected, and why); the API document still shows each one's fields.
 */
export const ZBatchRequest = z.object({
  positions: z.array(z.unknown().meta(batchPositionDocument)).min(1).max(BATCH_MAX_POSITIONS),
});

export const ZBatchResult = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.array(z.object({ index: z.number().int(), code: z.string() })),
});
export const ZBatchResponse = envelope(ZBatchResult);

export const ZDeviceKeyRequest = z.object({ device_id: ZDeviceId });
export const ZDeviceKeyResponse = envelope(z.object({ device_id: z.string(), key: z.string() }));

export const ZUnknownDevice = z.object({
  device_id: z.string(),
  first_seen: z.string(),
  last_seen: z.string(),
  messages: z.number().int(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type TUnknownDevice = z.infer<typeof ZUnknownDevice>;
export const ZUnknownDeviceListResponse = envelope(z.array(ZUnknownDevice));

export const ZAttachDeviceRequest = z.object({
  device_id: ZDeviceId,
  truck_id: z.number().int(),
});
