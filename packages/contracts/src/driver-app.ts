import { z } from 'zod';
import { envelope } from './common.js';
import { ZReconciledTrip } from './excel.js';
import { ZWireTime } from './tracking.js';

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

/** A planned trip's two places, each a stop the driver marks. */
export const TRIP_PLAN_STOPS = ['origin', 'destination'] as const;
export type TTripPlanStop = (typeof TRIP_PLAN_STOPS)[number];
export const STOP_MARKS = ['arrived', 'delivered'] as const;
export type TStopMark = (typeof STOP_MARKS)[number];

export const ZStopMarks = z.object({
  arrived_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});

/** A trip of today's plan for the driver's truck: the plan against GPS, and the driver's marks. */
export const ZDriverTrip = ZReconciledTrip.extend({
  marks: z.object({ origin: ZStopMarks, destination: ZStopMarks }),
  /** Proof-of-delivery photos the server has of each stop. */
  photos: z.object({ origin: z.number().int(), destination: z.number().int() }),
});
export type TDriverTrip = z.infer<typeof ZDriverTrip>;

export const ZDriverTripsResponse = envelope(
  z.object({ truck: ZDriverTruck.nullable(), trips: z.array(ZDriverTrip) }),
);

/** Letters, digits, dash and underscore: a key the app makes once per queued item. */
export const ZRequestKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'format')
  .meta({ description: 'Made once per mark by the app; a mark sent again with it lands once.' });

export const ZMarkStopRequest = z.object({
  trip_id: z.number().int().positive(),
  stop: z.enum(TRIP_PLAN_STOPS),
  mark: z.enum(STOP_MARKS),
  request_key: ZRequestKey,
  /** When the driver marked it (queued offline: earlier than it is sent); now when absent. */
  at: ZWireTime.optional(),
  lat: z.number().min(-90).max(90).nullish(),
  lon: z.number().min(-180).max(180).nullish(),
});
export type TMarkStopRequest = z.infer<typeof ZMarkStopRequest>;
export const ZMarkStopResponse = envelope(ZDriverTrip);

/**
 * Proof of delivery from the driver app: one JPEG the phone made smaller, with where and when
 * it was taken. Multipart: these fields first, then the photo as `file` (judged by its bytes).
 */
export const DRIVER_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const DRIVER_PHOTO_TYPES = ['image/jpeg'] as const;
/** The longest side the app makes a photo before sending it. */
export const DRIVER_PHOTO_MAX_SIDE = 1600;

/** Multipart fields are text: numbers come as digits. */
const ZFieldNumber = (min: number, max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().min(min).max(max));

export const ZStopPhotoFields = z.object({
  trip_id: z.coerce.number().int().positive(),
  stop: z.enum(TRIP_PLAN_STOPS),
  request_key: ZRequestKey,
  /** When the photo was taken (queued offline: earlier than it is sent); now when absent. */
  at: ZWireTime.optional(),
  lat: ZFieldNumber(-90, 90).optional(),
  lon: ZFieldNumber(-180, 180).optional(),
});
export type TStopPhotoFields = z.input<typeof ZStopPhotoFields>;

export const ZStopPhoto = z.object({
  /** The image's id in the truck's image history. */
  id: z.number().int(),
  trip_id: z.number().int(),
  stop: z.enum(TRIP_PLAN_STOPS),
  taken_at: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type TStopPhoto = z.infer<typeof ZStopPhoto>;
export const ZStopPhotoResponse = envelope(ZStopPhoto);
