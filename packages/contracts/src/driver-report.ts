import { z } from 'zod';
import { ZDrivingExceptionReason } from './driving-exception.js';
import { envelope } from './common.js';
import { ZAddress } from './geocode.js';
import { ZMarker } from './marker.js';
import { OVERSPEED_BAND_KEYS } from './threshold-labels.js';
import { ZContinuousDrivingState, ZWireTime, ZRouteStop } from './tracking.js';

/**
 * Driver reports (spec "Driver reports", api.md "Shapes"). Everything is read from the
 * motion engine's tables; `driver_name` on input matches a username or a full name.
 */

/**
 * One row of today per driver: the /overview card, most urgent first (over a limit, then the
 * least time left before the sooner limit). Where the driver stands is decided by the server.
 */
export const ZCurrentDriverRow = z.object({
  username: z.string(),
  driver_name: z.string(),
  /** Driving time of the driver's current (or last) session today. */
  continuous_seconds: z.number().int(),
  /** Whether that session is still open. */
  driving_now: z.boolean(),
  /** Truck of the latest session today. */
  plate: z.string().nullable(),
  distance_km: z.number(),
  driving_seconds: z.number().int(),
  /**
   * The continuous limit: 'near' or 'over' while the session is open, and 'over' for a
   * session of today that went over (still today's violation).
   */
  continuous_state: ZContinuousDrivingState,
  /** Before the continuous limit (of the open session, else a whole one). Negative = over. */
  continuous_left_s: z.number().int(),
  /** Before the daily limit. Negative = over. */
  daily_left_s: z.number().int(),
  /** The worse of the continuous state and the daily limit (over past it). */
  state: ZContinuousDrivingState,
});
export type TCurrentDriverRow = z.infer<typeof ZCurrentDriverRow>;
export const ZCurrentDriverListResponse = envelope(z.array(ZCurrentDriverRow));

export const ZDriver = z.object({
  username: z.string(),
  driver_name: z.string(),
  card_id: z.string().nullable(),
  licence_number: z.string().nullable(),
});
export type TDriver = z.infer<typeof ZDriver>;
export const ZDriverListResponse = envelope(z.array(ZDriver));

const range = { start_time: ZWireTime, end_time: ZWireTime };
const driverName = z.string().trim().min(1).max(200);

export const ZDriverReportRequest = z.object({ ...range, driver_name: driverName.optional() });
export type TDriverReportRequest = z.input<typeof ZDriverReportRequest>;
export const ZDriverRouteRequest = z.object({ ...range, driver_name: driverName });
export type TDriverRouteRequest = z.input<typeof ZDriverRouteRequest>;

/** One driver on one company day. */
export const ZDriverDayRow = z.object({
  username: z.string(),
  driver_name: z.string(),
  licence_number: z.string().nullable(),
  date: z.string(),
  driving_seconds: z.number().int(),
  working_seconds: z.number().int(),
  idle_seconds: z.number().int(),
  max_continuous_seconds: z.number().int(),
  distance_km: z.number(),
  stops: z.number().int(),
  /** Overspeed events per band, lowest first (the edges are settings). */
  overspeed_counts: z.object({
    band_1: z.number().int(),
    band_2: z.number().int(),
    band_3: z.number().int(),
    band_4: z.number().int(),
  }),
  km_over_limit: z.number(),
  sessions_over_limit: z.number().int(),
  plates: z.array(z.string()),
});
export type TDriverDayRow = z.infer<typeof ZDriverDayRow>;
export const ZDriverDayListResponse = envelope(z.array(ZDriverDayRow));

export const ZDriverRoutePoint = z.object({
  lat: z.number(),
  lon: z.number(),
  time: z.string(),
  speed_kmh: z.number(),
  plate: z.string(),
});
export const ZDrivingSession = z.object({
  plate: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  driving_seconds: z.number().int(),
  working_seconds: z.number().int(),
  distance_km: z.number(),
  open: z.boolean(),
});
export type TDrivingSession = z.infer<typeof ZDrivingSession>;
export const ZDriverRoute = z.object({
  username: z.string(),
  driver_name: z.string(),
  points: z.array(ZDriverRoutePoint),
  stops: z.array(ZRouteStop.extend({ plate: z.string() })),
  sessions: z.array(ZDrivingSession),
  markers: z.array(ZMarker),
});
export type TDriverRoute = z.infer<typeof ZDriverRoute>;
export const ZDriverRouteResponse = envelope(ZDriverRoute);

export const ABNORMAL_TYPES = [
  'continuous_driving',
  'daily_driving',
  'weekly_driving',
  'overspeed',
  'lost_signal',
] as const;
export type TAbnormalType = (typeof ABNORMAL_TYPES)[number];

/** `value`/`limit`: seconds for driving types and lost signal, km/h for overspeed. */
export const ZAbnormalActivity = z.object({
  type: z.enum(ABNORMAL_TYPES),
  username: z.string(),
  driver_name: z.string(),
  plate: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  value: z.number(),
  limit: z.number(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  address: ZAddress,
  /** Overspeed band of the excess; null for other types. */
  band: z.enum(OVERSPEED_BAND_KEYS).nullable(),
  /** Continuous driving only: why it was lawful, when a permitted user said so. */
  exception_reason: ZDrivingExceptionReason.nullable(),
  /** Continuous driving only: the note kept with the exception reason. */
  exception_note: z.string().nullable(),
  /**
   * Continuous driving only: the start of the session (on `plate`) that went over the limit,
   * which an exception is kept on (POST /api/driving-exceptions/set); `start_time` is when
   * the driver's continuous driving began, maybe on another truck.
   */
  session_start: z.string().nullable(),
  video_url: z.string().nullable(),
});
export type TAbnormalActivity = z.infer<typeof ZAbnormalActivity>;
export const ZAbnormalActivityResponse = envelope(z.array(ZAbnormalActivity));
