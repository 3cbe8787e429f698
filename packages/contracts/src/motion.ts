import { z } from 'zod';
import { envelope } from './common.js';
import { ZWireTime } from './tracking.js';

/** A driver assigned to a truck for a period; `valid_to` null = still assigned. */
export const ZTruckAssignment = z.object({
  id: z.number().int(),
  truck_id: z.number().int(),
  driver_username: z.string(),
  driver_name: z.string().nullable(),
  valid_from: z.string(),
  valid_to: z.string().nullable(),
  created_at: z.string(),
});
export type TTruckAssignment = z.infer<typeof ZTruckAssignment>;

export const ZTruckAssignmentListRequest = z.object({ truck_id: z.number().int() });
export const ZCreateTruckAssignmentRequest = z.object({
  truck_id: z.number().int(),
  driver_username: z.string().trim().min(1, 'is required').max(64),
  valid_from: ZWireTime,
  valid_to: ZWireTime.nullish(),
});
export type TCreateTruckAssignmentRequest = z.input<typeof ZCreateTruckAssignmentRequest>;
/** Ends an open assignment at `valid_to` (default now). */
export const ZEndTruckAssignmentRequest = z.object({
  id: z.number().int(),
  valid_to: ZWireTime.optional(),
});
export const ZDeleteTruckAssignmentRequest = z.object({ id: z.number().int() });

export const ZTruckAssignmentResponse = envelope(ZTruckAssignment);
export const ZTruckAssignmentListResponse = envelope(z.array(ZTruckAssignment));
export const ZDeleteTruckAssignmentResponse = envelope(z.object({ deleted: z.number().int() }));
