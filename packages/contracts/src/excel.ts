import { z } from 'zod';
import { envelope } from './common.js';
import { ZRoutePoint, ZRouteStop, ZWireTime } from './tracking.js';
import type { TLanguage } from './geocode.js';

/**
 * Columns of an Excel trip plan: each key is a field, each list the headers accepted for it
 * (Vietnamese first, then English; matched without regard to case, spacing or accents typed
 * as NFD). The template writes the first header of each list.
 */
export const TRIP_PLAN_COLUMNS = {
  plate: ['Biển số', 'Bien so', 'Biển số xe', 'Plate', 'License plate'],
  driver: ['Tài xế', 'Tai xe', 'Lái xe', 'Driver'],
  planned_departure: [
    'Giờ đi dự kiến',
    'Gio di du kien',
    'Giờ đi',
    'Planned departure',
    'Departure',
  ],
  planned_arrival: ['Giờ đến dự kiến', 'Gio den du kien', 'Giờ đến', 'Planned arrival', 'Arrival'],
  origin: ['Điểm đi', 'Diem di', 'Nơi đi', 'Origin', 'From'],
  destination: ['Điểm đến', 'Diem den', 'Nơi đến', 'Destination', 'To'],
  planned_km: ['Km dự kiến', 'Km du kien', 'Số km', 'Planned km', 'Km'],
  order_code: ['Mã đơn hàng', 'Ma don hang', 'Order code', 'Order'],
  customer: ['Khách hàng', 'Khach hang', 'Customer'],
  note: ['Ghi chú', 'Ghi chu', 'Note'],
} as const;
export type TTripPlanColumn = keyof typeof TRIP_PLAN_COLUMNS;

/** The header of each column in messages, the template and the header help. */
export const TRIP_PLAN_HEADERS: Record<TTripPlanColumn, { vi: string; en: string }> = {
  plate: { vi: 'Biển số', en: 'Plate' },
  driver: { vi: 'Tài xế', en: 'Driver' },
  planned_departure: { vi: 'Giờ đi dự kiến', en: 'Planned departure' },
  planned_arrival: { vi: 'Giờ đến dự kiến', en: 'Planned arrival' },
  origin: { vi: 'Điểm đi', en: 'Origin' },
  destination: { vi: 'Điểm đến', en: 'Destination' },
  planned_km: { vi: 'Km dự kiến', en: 'Planned km' },
  order_code: { vi: 'Mã đơn hàng', en: 'Order code' },
  customer: { vi: 'Khách hàng', en: 'Customer' },
  note: { vi: 'Ghi chú', en: 'Note' },
};

/** Columns a file must have; the others may be left out. */
export const TRIP_PLAN_REQUIRED_COLUMNS: readonly TTripPlanColumn[] = [
  'plate',
  'driver',
  'planned_departure',
  'planned_arrival',
  'origin',
  'destination',
  'planned_km',
];

/** At most this many trips in one file (one row each). */
export const TRIP_PLAN_MAX_ROWS = 2000;
/** An Excel trip plan may be at most this large. */
export const TRIP_PLAN_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The parts of an uploaded spreadsheet (trip plan or map points) may unpack to at most this
 * much: a small file that inflates to gigabytes (a zip bomb) is refused before it is read.
 */
export const SPREADSHEET_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** Arriving up to this many minutes after the planned arrival is still on time. */
export const TRIP_LATE_TOLERANCE_MINUTES = 15;
/** GPS positions read around a planned trip: from departure − 3 h to arrival + 6 h. */
export const TRIP_WINDOW_BEFORE_HOURS = 3;
export const TRIP_WINDOW_AFTER_HOURS = 6;
/** Radius around an origin or destination given as bare coordinates. */
export const TRIP_PLACE_RADIUS_M = 300;

/** Where a trip starts or ends: as written, and its point when a map point or coordinates. */
export const ZTripPlace = z.object({
  text: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  radius_m: z.number().nullable(),
  marker_id: z.number().int().nullable(),
});
export type TTripPlace = z.infer<typeof ZTripPlace>;

export const ZTripPlan = z.object({
  id: z.number().int(),
  /** Row of the sheet the trip came from. */
  row: z.number().int(),
  plate: z.string(),
  truck_id: z.number().int(),
  driver: z.string(),
  planned_departure: z.string(),
  planned_arrival: z.string(),
  origin: ZTripPlace,
  destination: ZTripPlace,
  planned_km: z.number().nullable(),
  order_code: z.string().nullable(),
  customer: z.string().nullable(),
  note: z.string().nullable(),
});
export type TTripPlan = z.infer<typeof ZTripPlan>;

/**
 * One problem of one cell (or of a whole row when `column` is null), coded as field issues
 * are (validation-codes.ts); errors stored before codes existed carry only the message.
 */
export const ZTripPlanRowError = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  field: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
export type TTripPlanRowError = z.infer<typeof ZTripPlanRowError>;

/** api.md "Excel files"; `rows` counts the trips the user may see, `errors` the row errors. */
export const ZExcelFile = z.object({
  file_id: z.string(),
  name: z.string(),
  size: z.number().int(),
  uploaded_by: z.string(),
  uploaded_at: z.string(),
  rows: z.number().int(),
  errors: z.number().int(),
});
export type TExcelFile = z.infer<typeof ZExcelFile>;

export const ZExcelListRequest = z
  .object({ start_time: ZWireTime.optional(), end_time: ZWireTime.optional() })
  .nullish();
export const ZExcelFileRequest = z.object({ file_id: z.string().trim().min(1).max(64) });
export const ZExcelDeleteRequest = z.object({
  files: z.array(z.string().trim().min(1).max(64)).min(1).max(500),
});
export const ZExcelTripRequest = ZExcelFileRequest.extend({ trip_id: z.number().int() });

/** The cells of the first sheet as text, for the "original sheet" tab. */
export const ZExcelSheet = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
  truncated: z.boolean(),
});
export const ZExcelOpenFile = z.object({
  file: ZExcelFile,
  trips: z.array(ZTripPlan),
  errors: z.array(ZTripPlanRowError),
  /** Null when the file holds trips of trucks the user may not see. */
  sheet: ZExcelSheet.nullable(),
});
export type TExcelOpenFile = z.infer<typeof ZExcelOpenFile>;

export const TRIP_STATUSES = ['on_time', 'late', 'not_started', 'in_progress'] as const;
export type TTripStatus = (typeof TRIP_STATUSES)[number];

/** A trip's status as people read it, on screen and in the reconciliation export. */
export const TRIP_STATUS_LABELS: Record<TLanguage, Record<TTripStatus, string>> = {
  vi: { on_time: 'Đúng giờ', late: 'Trễ', not_started: 'Chưa chạy', in_progress: 'Đang chạy' },
  en: { on_time: 'On time', late: 'Late', not_started: 'Not started', in_progress: 'In progress' },
};

export const ZTripActual = z.object({
  status: z.enum(TRIP_STATUSES),
  actual_departure: z.string().nullable(),
  actual_arrival: z.string().nullable(),
  actual_km: z.number().nullable(),
  stops: z.number().int(),
  /** Arrival minus planned arrival (negative = early); while under way, how late it is now. */
  delay_minutes: z.number().int().nullable(),
});
export type TTripActual = z.infer<typeof ZTripActual>;

export const ZReconciledTrip = ZTripPlan.extend({ actual: ZTripActual });
export type TReconciledTrip = z.infer<typeof ZReconciledTrip>;

export const ZTripDetail = z.object({
  trip: ZReconciledTrip,
  points: z.array(ZRoutePoint),
  stops: z.array(ZRouteStop),
});
export type TTripDetail = z.infer<typeof ZTripDetail>;

export const ZImportTripPlanResponse = envelope(
  z.object({ file: ZExcelFile, errors: z.array(ZTripPlanRowError) }),
);
export const ZExcelListResponse = envelope(z.array(ZExcelFile));
export const ZExcelOpenFileResponse = envelope(ZExcelOpenFile);
export const ZExcelDeleteResponse = envelope(z.object({ deleted: z.number().int() }));
export const ZReconciliationResponse = envelope(z.array(ZReconciledTrip));
export const ZTripDetailResponse = envelope(ZTripDetail);
