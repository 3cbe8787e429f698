import { z } from 'zod';
import { envelope } from './common.js';

/**
 * The driver app (`/driver`, issue 33): what the signed-in driver sees of their own truck,
 * driving time and trips. Every answer is about the caller only.
 */

/** How the app knows the driver's truck: the card logged in on its device, the driver's own choice, or the one assignment. */
export const DRIVER_TRUCK_SOURCES = ['device_login', 'chosen', 'assigned'] as const;
export type TDriverTruckSource = (typeof DRIVER_TRUCK_SOURCES)[number];

export const ZDriverTruck = z.object({ id: z.number().int(), plate: z.string() });
export type TDriverTruck = z.infer<typeof ZDriverTruck>;

/** Against a legal limit: `warn` from the warning setting (continuous driving), `over` past the limit. */
export const LIMIT_LEVELS = ['ok', 'warn', 'over'] as const;
export type TLimitLevel = (typeof LIMIT_LEVELS)[number];

export const ZDrivingAgainstLimit = z.object({
  seconds: z.number().int(),
  limit_seconds: z.number().int(),
  /** Before the limit; negative when over. */
  left_seconds: z.number().int(),
  level: z.enum(LIMIT_LEVELS),
});
export type TDrivingAgainstLimit = z.infer<typeof ZDrivingAgainstLimit>;

export const ZDriverNow = z.object({
  driver_name: z.string(),
  truck: ZDriverTruck.nullable(),
  truck_source: z.enum(DRIVER_TRUCK_SOURCES).nullable(),
  /** Trucks assigned to the driver now: the choice offered when no card is logged in. */
  assigned_trucks: z.array(ZDriverTruck),
  /** Whether the driver's session is open (driving, or stopped for less than the break). */
  driving_now: z.boolean(),
  continuous: ZDrivingAgainstLimit,
  today: ZDrivingAgainstLimit,
  week: ZDrivingAgainstLimit,
});
export type TDriverNow = z.infer<typeof ZDriverNow>;
export const ZDriverNowResponse = envelope(ZDriverNow);

export const ZChooseDriverTruckRequest = z.object({ truck_id: z.number().int().positive() });
export type TChooseDriverTruckRequest = z.infer<typeof ZChooseDriverTruckRequest>;
