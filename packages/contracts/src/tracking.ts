import { z } from 'zod';
import { envelope } from './common.js';
import { rule } from './validation-codes.js';
import { ZAddress } from './geocode.js';
import { parseTime } from './time.js';
import { ZPlate, ZTruck } from './truck.js';

/**
 * The one definition of a stop that lists, counts and reports show (trip report, B.4, B.5.x,
 * driver reports, replay; domain-vietnam.md): at or below the moving speed for at least the
 * `min_stop_minutes` setting. Shorter halts (traffic lights) count nowhere; a list may show
 * them only when its user lowers the list's own filter below the setting.
 */
export function isCountedStop(durationMs: number, minStopMinutes: number): boolean {
  return durationMs >= minStopMinutes * 60_000;
}

export const TRUCK_STATUSES = ['moving', 'stopped', 'idle', 'offline'] as const;
export type TTruckStatus = (typeof TRUCK_STATUSES)[number];

/**
 * Where continuous driving stands against the settings (domain-vietnam.md "Driving time"):
 * 'near' from the warning setting up to the limit, 'over' past the limit. Decided by the
 * server's motion model only; screens show it.
 */
export const CONTINUOUS_DRIVING_STATES = ['ok', 'near', 'over'] as const;
export const ZContinuousDrivingState = z.enum(CONTINUOUS_DRIVING_STATES);
export type TContinuousDrivingState = z.infer<typeof ZContinuousDrivingState>;

/** A wire time (`YYYY-MM-DD HH:mm:ss`, or ISO 8601 with an offset) on input. */
export const ZWireTime = z
  .string()
  .trim()
  .refine((text) => parseTime(text) !== null, {
    ...rule('date_time'),
  });

/** The live part of a truck: its last fix and status. Also the unit of live deltas. */
export const ZTruckLive = z.object({
  id: z.number().int(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  speed_kmh: z.number().nullable(),
  course: z.number().nullable(),
  fix_time: z.string().nullable(),
  last_seen: z.string().nullable(),
  ignition: z.boolean().nullable(),
  status: z.enum(TRUCK_STATUSES),
  /** Driver logged in on the device, else the truck's assigned driver; and their name. */
  current_driver: z.string().nullable(),
  driver_name: z.string().nullable(),
  /**
   * Continuous driving of the truck's open driving session now (with what its driver drove
   * on another truck before it), 0 once a break ended it; and where it stands.
   */
  continuous_driving_s: z.number().int(),
  continuous_driving: ZContinuousDrivingState,
});
export type TTruckLive = z.infer<typeof ZTruckLive>;

/**
 * A truck with its live part and where it is in words (embedded or cached answers only: the
 * live deltas carry no address; the web keeps the last known one per truck, asks
 * /api/geocode/reverse for the selected truck and reads the list again for trucks that moved).
 */
export const ZCurrentTruck = ZTruck.extend(ZTruckLive.omit({ id: true }).shape).extend({
  address: ZAddress,
});
export type TCurrentTruck = z.infer<typeof ZCurrentTruck>;
export const ZCurrentTruckListResponse = envelope(z.array(ZCurrentTruck));

/** Route of one truck over a time range; `end_time` defaults to the end of that day. */
export const ZRouteRequest = z.object({
  plate: ZPlate,
  start_time: ZWireTime,
  end_time: ZWireTime.optional(),
});

export const ZRoutePoint = z.object({
  lat: z.number(),
  lon: z.number(),
  time: z.string(),
  speed_kmh: z.number(),
  course: z.number().nullable(),
});
export type TRoutePoint = z.infer<typeof ZRoutePoint>;

export const ZRouteStop = z.object({
  start_time: z.string(),
  end_time: z.string(),
  duration_s: z.number().int(),
  lat: z.number(),
  lon: z.number(),
  /** Where the stop was, in the user's language. */
  address: z.string(),
  /** Ignition on during the stop. */
  idle: z.boolean(),
});
export type TRouteStop = z.infer<typeof ZRouteStop>;

export const ZRoute = z.object({
  plate: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  distance_km: z.number(),
  max_speed_kmh: z.number(),
  points: z.array(ZRoutePoint),
  stops: z.array(ZRouteStop),
});
export type TRoute = z.infer<typeof ZRoute>;
export const ZRouteResponse = envelope(ZRoute);

/** Messages of the WebSocket `/api/live`, server to browser. */
export const ZLiveMessage = z.discriminatedUnion('type', [
  /** Sent on connect and after a grant change: every truck the user may see. */
  z.object({ type: z.literal('snapshot'), trucks: z.array(ZCurrentTruck) }),
  /** Changes since the last message, batched. */
  z.object({ type: z.literal('delta'), trucks: z.array(ZTruckLive) }),
]);
export type TLiveMessage = z.infer<typeof ZLiveMessage>;
