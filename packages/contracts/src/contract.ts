import { z } from 'zod';
import { envelope } from './common.js';
import { ZMarker } from './marker.js';
import { rule } from './validation-codes.js';
import { DOMAIN_SETTINGS_DEFAULTS } from './settings.js';
import { ZVideo } from './media.js';
import { ZRoute, ZRouteRequest, ZWireTime } from './tracking.js';
import { ZPlate } from './truck.js';

/** A transport job (spec "Contract", /contract): one truck carries a load for a customer. */
export const CONTRACT_STATUSES = ['planned', 'in_progress', 'done', 'cancelled'] as const;
export type TContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * Choices of the stop list's minimum-duration filter in minutes: those of domain-vietnam.md
 * and the setting that applies when none is chosen (2 min).
 */
export const STOP_FILTER_MINUTES: readonly number[] = [
  ...new Set([0, DOMAIN_SETTINGS_DEFAULTS.min_stop_minutes, 5, 10, 15, 30, 60]),
].sort((a, b) => a - b);

/** A map point a contract starts or ends at. */
export const ZContractPoint = z.object({
  id: z.number().int(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
});

export const ZContract = z.object({
  id: z.number().int(),
  code: z.string(),
  customer: z.string(),
  truck_id: z.number().int(),
  plate: z.string(),
  plate_display: z.string(),
  driver_username: z.string().nullable(),
  driver_name: z.string().nullable(),
  planned_start: z.string(),
  planned_end: z.string(),
  origin: ZContractPoint.nullable(),
  destination: ZContractPoint.nullable(),
  cargo: z.string().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TContract = z.infer<typeof ZContract>;

const contractFields = {
  code: z.string().trim().min(1, 'is required').max(50),
  customer: z.string().trim().min(1, 'is required').max(200),
  plate: ZPlate,
  driver_username: z.string().trim().max(100).nullish(),
  planned_start: ZWireTime,
  planned_end: ZWireTime,
  origin_marker_id: z.number().int().nullish(),
  destination_marker_id: z.number().int().nullish(),
  cargo: z.string().trim().max(500).nullish(),
  status: z.enum(CONTRACT_STATUSES).default('planned'),
  note: z.string().trim().max(1000).nullish(),
};

export const ZCreateContractRequest = z.object(contractFields);
export type TCreateContractRequest = z.input<typeof ZCreateContractRequest>;
/** Partial: a field that is absent keeps its value; an emptied text or null clears it. */
export const ZUpdateContractRequest = z.object({
  id: z.number().int(),
  ...z.object({ ...contractFields, status: contractFields.status.unwrap() }).partial().shape,
});
export type TUpdateContractRequest = z.input<typeof ZUpdateContractRequest>;

export const ZContractInfoRequest = z.object({ contract_id: z.number().int() });
export const ZDeleteContractsRequest = z.object({
  list_contract: z.array(z.number().int()).min(1).max(1000),
});

/** POST /api/contracts/list: absent filters are not applied; times bound planned_start. */
export const ZContractListRequest = z
  .object({
    plate: ZPlate.optional(),
    status: z.enum(CONTRACT_STATUSES).optional(),
    start_time: ZWireTime.optional(),
    end_time: ZWireTime.optional(),
    search: z.string().trim().max(100).optional(),
    page: z.number().int().min(1).default(1),
    page_size: z.number().int().min(1).max(500).default(25),
  })
  .nullish();
export type TContractListRequest = z.input<typeof ZContractListRequest>;

export const ZContractResponse = envelope(ZContract);
export const ZContractListResponse = envelope(z.array(ZContract)).extend({
  total: z.number().int(),
});
export const ZDeleteContractsResponse = envelope(z.object({ deleted: z.number().int() }));

/** POST /contract/get_route_data: the truck route plus the map points it passed. */
export const ZTripRouteRequest = ZRouteRequest;
export const ZTripRoute = ZRoute.extend({ markers: z.array(ZMarker) });
export type TTripRoute = z.infer<typeof ZTripRoute>;
export const ZTripRouteResponse = envelope(ZTripRoute);

/** POST /contract/get_list_stop_and_video */
export const ZStopListRequest = z.object({
  plate: ZPlate,
  start_time: ZWireTime,
  end_time: ZWireTime,
  /** Hide stops shorter than this; absent = the setting (2 min). */
  min_minutes: z
    .number()
    .int()
    .refine(
      (m) => STOP_FILTER_MINUTES.includes(m),
      rule('one_of', { options: STOP_FILTER_MINUTES.join(', ') }),
    )
    .optional(),
});
export type TStopListRequest = z.input<typeof ZStopListRequest>;

export const ZTripStop = z.object({
  start_time: z.string(),
  end_time: z.string(),
  duration_s: z.number().int(),
  /** Engine-on time of an idle stop (the engine on for at least half of it), else 0. */
  idle_s: z.number().int(),
  lat: z.number(),
  lon: z.number(),
  /** Name of the map point the stop lies in, else `lat, lon`. */
  place: z.string(),
  /** Where the stop was, in the user's language (a nearby map point, a street, a place). */
  address: z.string(),
  marker_id: z.number().int().nullable(),
  videos: z.array(ZVideo),
});
export type TTripStop = z.infer<typeof ZTripStop>;

export const ZTripSum = z.object({
  distance_km: z.number(),
  driving_s: z.number().int(),
  stop_count: z.number().int(),
  stop_s: z.number().int(),
  idle_s: z.number().int(),
});
export type TTripSum = z.infer<typeof ZTripSum>;

export const ZStopReport = z.object({
  plate: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  min_minutes: z.number().int(),
  /**
   * Where the stops come from: the motion engine's stored stops (`motion`), or the same
   * rule applied to the fixes while the engine has not caught up with them (`route`).
   */
  stop_source: z.enum(['motion', 'route']),
  stops: z.array(ZTripStop),
  sum: ZTripSum,
});
export type TStopReport = z.infer<typeof ZStopReport>;
export const ZStopReportResponse = envelope(ZStopReport);
