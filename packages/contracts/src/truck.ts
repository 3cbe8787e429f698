import { z } from 'zod';
import { envelope } from './common.js';
import { canonicalPlate } from './plate.js';
import { rule } from './validation-codes.js';

/** Vehicle types and their default divided-road speed limits (domain-vietnam.md "Speed"). */
export const VEHICLE_TYPES = ['truck_up_to_3_5t', 'truck_over_3_5t', 'tractor', 'tanker'] as const;
export type TVehicleType = (typeof VEHICLE_TYPES)[number];
export const DEFAULT_SPEED_LIMIT_KMH: Record<TVehicleType, number> = {
  truck_up_to_3_5t: 90,
  truck_over_3_5t: 80,
  tractor: 70,
  tanker: 60,
};

/**
 * Business types of road freight transport (Decree 158/2024 on road transport business;
 * TT 71/2024 art. 6 asks for it per vehicle); `own_account` is a company carrying its own goods.
 */
export const BUSINESS_TYPES = [
  'general_freight',
  'container',
  'tractor_trailer',
  'freight_taxi',
  'own_account',
] as const;
export type TBusinessType = (typeof BUSINESS_TYPES)[number];

/** A vehicle identification number (ISO 3779): 17 characters, no I, O or Q. */
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const ZPlate = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const canonical = canonicalPlate(value);
    if (!canonical) {
      ctx.addIssue({ code: 'custom', ...rule('plate') });
      return z.NEVER;
    }
    return canonical;
  });

export const ZTruck = z.object({
  id: z.number().int(),
  plate: z.string(),
  plate_display: z.string(),
  name: z.string().nullable(),
  device_id: z.string().nullable(),
  model: z.string().nullable(),
  vehicle_type: z.enum(VEHICLE_TYPES),
  speed_limit_kmh: z.number(),
  cameras: z.number().int(),
  driver_username: z.string().nullable(),
  odometer_km: z.number(),
  payload_kg: z.number().int().nullable(),
  seats: z.number().int().nullable(),
  business_type: z.enum(BUSINESS_TYPES).nullable(),
  vin: z.string().nullable(),
  created_at: z.string(),
});
export type TTruck = z.infer<typeof ZTruck>;

const truckFields = {
  name: z.string().trim().max(100).nullish(),
  device_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'device_id')
    .nullish()
    .or(z.literal('').transform(() => null)),
  model: z.string().trim().max(100).nullish(),
  vehicle_type: z.enum(VEHICLE_TYPES),
  speed_limit_kmh: z.number().min(5).max(150).nullish(),
  cameras: z.number().int().min(0).max(16),
  driver_username: z.string().trim().max(64).nullish(),
  odometer_km: z.number().min(0).max(10_000_000),
  payload_kg: z.number().int().min(0).max(200_000).nullish(),
  seats: z.number().int().min(0).max(100).nullish(),
  business_type: z.enum(BUSINESS_TYPES).nullish(),
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(VIN_PATTERN, 'vin')
    .nullish()
    .or(z.literal('').transform(() => null)),
};

export const ZCreateTruckRequest = z.object({
  plate: ZPlate,
  ...truckFields,
  vehicle_type: truckFields.vehicle_type.default('truck_over_3_5t'),
  cameras: truckFields.cameras.default(0),
  odometer_km: truckFields.odometer_km.default(0),
});
export type TCreateTruckRequest = z.input<typeof ZCreateTruckRequest>;

export const ZUpdateTruckRequest = z.object({
  id: z.number().int(),
  plate: ZPlate.optional(),
  name: truckFields.name,
  device_id: truckFields.device_id,
  model: truckFields.model,
  vehicle_type: truckFields.vehicle_type.optional(),
  speed_limit_kmh: truckFields.speed_limit_kmh,
  cameras: truckFields.cameras.optional(),
  driver_username: truckFields.driver_username,
  odometer_km: truckFields.odometer_km.optional(),
  payload_kg: truckFields.payload_kg,
  seats: truckFields.seats,
  business_type: truckFields.business_type,
  vin: truckFields.vin,
});

export type TUpdateTruckRequest = z.input<typeof ZUpdateTruckRequest>;

export const ZDeleteTrucksRequest = z.object({
  list_vid: z.array(z.number().int()).min(1).max(1000),
});
export const ZTruckListRequest = z
  .object({
    search: z.string().trim().max(100).optional(),
    vehicle_type: z.enum(VEHICLE_TYPES).optional(),
  })
  .nullish();
export const ZTruckResponse = envelope(ZTruck);
export const ZTruckListResponse = envelope(z.array(ZTruck));
export const ZDeleteTrucksResponse = envelope(z.object({ deleted: z.number().int() }));
