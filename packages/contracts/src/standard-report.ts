import { z } from 'zod';
import { envelope } from './common.js';
import { ZPlate } from './truck.js';
import { ZWireTime } from './tracking.js';
import { ZDrivingExceptionReason } from './driving-exception.js';
import { OVERSPEED_BAND_KEYS } from './threshold-labels.js';

/**
 * The standard report set of QCVN 31 (domain-vietnam.md "Standard report set"). Codes on the
 * wire are path-friendly (`b1-2` is "B.1.2"); each has `POST /api/reports/<code>` (JSON) and
 * `POST /api/reports/<code>/export` (XLSX).
 */
export const STANDARD_REPORT_CODES = ['b1', 'b1-2', 'b2-2', 'b3', 'b4', 'b5-1', 'b5-2'] as const;
export type TStandardReportCode = (typeof STANDARD_REPORT_CODES)[number];

/** What a report is filtered by: one truck (required), a truck or a driver, or optional. */
export type TReportSubject = 'truck' | 'truck_or_driver' | 'truck_optional' | 'driver_optional';

export const STANDARD_REPORTS: Record<
  TStandardReportCode,
  { label: string; title_vi: string; subject: TReportSubject; total: boolean }
> = {
  b1: { label: 'B.1', title_vi: 'Hành trình xe chạy', subject: 'truck', total: false },
  'b1-2': { label: 'B.1.2', title_vi: 'Lộ trình', subject: 'truck_or_driver', total: true },
  'b2-2': {
    label: 'B.2.2',
    title_vi: 'Quá tốc độ giới hạn',
    subject: 'truck_or_driver',
    total: false,
  },
  b3: {
    label: 'B.3',
    title_vi: 'Thời gian lái xe liên tục',
    subject: 'truck_or_driver',
    total: false,
  },
  b4: { label: 'B.4', title_vi: 'Dừng đỗ', subject: 'truck_or_driver', total: true },
  'b5-1': { label: 'B.5.1', title_vi: 'Tổng hợp theo xe', subject: 'truck_optional', total: true },
  'b5-2': {
    label: 'B.5.2',
    title_vi: 'Tổng hợp theo lái xe',
    subject: 'driver_optional',
    total: true,
  },
};

/** Longest period of one report; B.1 reads raw fixes, so it is held to a month. */
export const REPORT_MAX_DAYS = 93;
export const REPORT_B1_MAX_DAYS = 31;
export const REPORT_B1_PAGE_SIZES = [50, 100, 500, 1000] as const;

export const ZStandardReportRequest = z.object({
  plate: ZPlate.optional(),
  driver_name: z.string().trim().min(1).max(200).optional(),
  start_time: ZWireTime,
  end_time: ZWireTime,
  /** B.1 only: pages of fixes. */
  page: z.number().int().min(1).max(1_000_000).optional(),
  page_size: z.number().int().min(1).max(1000).optional(),
  /** B.3: only sessions over the continuous-driving limit. */
  over_limit_only: z.boolean().optional(),
  /** B.4: hide shorter stops (default: the `min_stop_minutes` setting). */
  min_stop_minutes: z.number().int().min(0).max(1440).optional(),
});
export type TStandardReportRequest = z.input<typeof ZStandardReportRequest>;

const time = z.string();
const place = z.string();
const driver = { driver_name: z.string().nullable(), licence_number: z.string().nullable() };
/** Overspeed events per band (`overspeed_band_1` … `_4`, lowest first; edges are settings). */
const bands = {
  overspeed_band_1: z.number().int(),
  overspeed_band_2: z.number().int(),
  overspeed_band_3: z.number().int(),
  overspeed_band_4: z.number().int(),
  overspeed_total: z.number().int(),
  km_over_limit: z.number(),
  /** Share of kilometres driven over the limit, 0–100. */
  percent_over_limit: z.number(),
};

export const FIX_NOTES = ['moving', 'stopped', 'idle', 'overspeed'] as const;
export const ZFixRow = z.object({
  time,
  lon: z.number(),
  lat: z.number(),
  speed_kmh: z.number(),
  place,
  note: z.enum(FIX_NOTES),
});
export const ZTripRow = z.object({
  ...driver,
  plate: z.string(),
  start_time: time,
  start_place: place,
  end_time: time,
  end_place: place,
  distance_km: z.number(),
  duration_s: z.number().int(),
  avg_speed_kmh: z.number(),
  max_speed_kmh: z.number(),
});
export const ZOverspeedRow = z.object({
  ...driver,
  plate: z.string(),
  start_time: time,
  end_time: time,
  duration_s: z.number().int(),
  avg_speed_kmh: z.number(),
  max_speed_kmh: z.number(),
  limit_kmh: z.number(),
  band: z.enum(OVERSPEED_BAND_KEYS),
  place,
});
export const ZSessionRow = z.object({
  ...driver,
  plate: z.string(),
  start_time: time,
  start_place: place,
  end_time: time,
  end_place: place,
  driving_s: z.number().int(),
  distance_km: z.number(),
  over_limit: z.boolean(),
  /** Why a session over the limit was lawful (driving-exception.ts), when someone said so. */
  exception_reason: ZDrivingExceptionReason.nullable(),
});
export const ZStopRow = z.object({
  driver_name: z.string().nullable(),
  plate: z.string(),
  start_time: time,
  end_time: time,
  duration_s: z.number().int(),
  idle_s: z.number().int(),
  place,
});
export const ZTruckSummaryRow = z.object({
  plate: z.string(),
  distance_km: z.number(),
  driving_s: z.number().int(),
  ...bands,
  stops: z.number().int(),
});
export const ZDriverSummaryRow = z.object({
  ...driver,
  username: z.string(),
  distance_km: z.number(),
  driving_s: z.number().int(),
  ...bands,
  stops: z.number().int(),
  sessions_over_limit: z.number().int(),
});

/** Report answer: the rows, the total row (where the report has one) and the paging. */
const report = <R extends z.ZodObject, T extends z.ZodType>(row: R, total: T) =>
  envelope(
    z.object({
      code: z.enum(STANDARD_REPORT_CODES),
      rows: z.array(row),
      total,
      total_rows: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
    }),
  );

const count = z.object({ count: z.number().int() });
export const STANDARD_REPORT_RESPONSES = {
  b1: report(ZFixRow, z.null()),
  'b1-2': report(ZTripRow, count.extend({ distance_km: z.number(), duration_s: z.number().int() })),
  'b2-2': report(ZOverspeedRow, z.null()),
  b3: report(ZSessionRow, z.null()),
  b4: report(ZStopRow, count.extend({ duration_s: z.number().int() })),
  'b5-1': report(ZTruckSummaryRow, ZTruckSummaryRow.omit({ plate: true })),
  'b5-2': report(
    ZDriverSummaryRow,
    ZDriverSummaryRow.omit({ driver_name: true, licence_number: true, username: true }),
  ),
} as const;

export type TFixRow = z.infer<typeof ZFixRow>;
export type TTripRow = z.infer<typeof ZTripRow>;
export type TOverspeedRow = z.infer<typeof ZOverspeedRow>;
export type TSessionRow = z.infer<typeof ZSessionRow>;
export type TStopRow = z.infer<typeof ZStopRow>;
export type TTruckSummaryRow = z.infer<typeof ZTruckSummaryRow>;
export type TDriverSummaryRow = z.infer<typeof ZDriverSummaryRow>;
export type TStandardReport<C extends TStandardReportCode> = z.infer<
  (typeof STANDARD_REPORT_RESPONSES)[C]
>['data'];

/** The most moments one request looks up; longer lists are asked in batches. */
export const VIDEO_MOMENTS_MAX = 500;

/** Finds recorded videos around moments (the unsafe-behaviour list's links). */
export const ZVideoMomentsRequest = z.object({
  moments: z
    .array(z.object({ plate: ZPlate, start_time: ZWireTime, end_time: ZWireTime }))
    .max(VIDEO_MOMENTS_MAX),
});
export type TVideoMomentsRequest = z.input<typeof ZVideoMomentsRequest>;
export const ZVideoMomentsResponse = envelope(
  z.array(z.object({ url: z.string().nullable(), start_time: z.string().nullable() })),
);
