import { z } from 'zod';
import { ZPlate } from './truck.js';
import { ZWireTime } from './tracking.js';

/**
 * The data TT 71/2024/TT-BCA art. 6 asks a company to keep and hand over, per period, in one
 * download: identity (company, vehicles, drivers), journey (each truck's fixes) and driver
 * images (the cameras' pictures).
 */
export const AUTHORITY_EXPORT_MAX_DAYS = 31;

export const AUTHORITY_EXPORT_SETS = ['identity', 'journey', 'images'] as const;
export type TAuthorityExportSet = (typeof AUTHORITY_EXPORT_SETS)[number];

export const ZAuthorityExportRequest = z.object({
  start_time: ZWireTime,
  end_time: ZWireTime,
  /** Only these trucks (among those the user may see); all of them when absent. */
  plates: z.array(ZPlate).max(5000).optional(),
});
export type TAuthorityExportRequest = z.input<typeof ZAuthorityExportRequest>;
