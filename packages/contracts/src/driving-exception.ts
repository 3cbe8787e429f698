import { z } from 'zod';
import { envelope } from './common.js';
import { ZWireTime } from './tracking.js';
import { ZPlate } from './truck.js';

/**
 * Why a driver drove longer than the continuous limit without breaking the law: Law 36/2024
 * art. 64 keeps the 4 h limit "except in force majeure" (an accident or obstacle on the road,
 * a disaster). A permitted user records it on the session; B.3 and the driver report show it.
 */
export const DRIVING_EXCEPTION_REASONS = ['force_majeure', 'road_obstacle'] as const;
export type TDrivingExceptionReason = (typeof DRIVING_EXCEPTION_REASONS)[number];
export const ZDrivingExceptionReason = z.enum(DRIVING_EXCEPTION_REASONS);

/** Sets (or with `reason: null` clears) the exception of the session that began then. */
export const ZSetDrivingExceptionRequest = z.object({
  plate: ZPlate,
  session_start: ZWireTime,
  reason: ZDrivingExceptionReason.nullable(),
  note: z.string().trim().max(500).nullish(),
});
export type TSetDrivingExceptionRequest = z.input<typeof ZSetDrivingExceptionRequest>;

export const ZDrivingExceptionResponse = envelope(
  z.object({
    plate: z.string(),
    session_start: z.string(),
    reason: ZDrivingExceptionReason.nullable(),
    note: z.string().nullable(),
  }),
);
