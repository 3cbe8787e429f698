import { z } from 'zod';
import { envelope } from './common.js';

/** Kinds of map point. Trucks entering and leaving points become events. */
export const MARKER_TYPES = [
  'depot',
  'customer',
  'warehouse',
  'rest_stop',
  'fuel_station',
  'speed_zone',
  'other',
] as const;
export type TMarkerType = (typeof MARKER_TYPES)[number];
export const DEFAULT_MARKER_RADIUS_M = 100;

export const ZMarker = z.object({
  id: z.number().int(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  type: z.enum(MARKER_TYPES),
  radius_m: z.number(),
  /** Only for `speed_zone`: its own lower limit. */
  speed_limit_kmh: z.number().nullable(),
  note: z.string().nullable(),
  address: z.string().nullable(),
});
export type TMarker = z.infer<typeof ZMarker>;

export const markerFields = {
  name: z.string().trim().min(1, 'is required').max(200),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  type: z.enum(MARKER_TYPES).default('other'),
  radius_m: z.coerce.number().min(5).max(50_000).default(DEFAULT_MARKER_RADIUS_M),
  speed_limit_kmh: z.coerce.number().min(5).max(150).nullish(),
  note: z.string().trim().max(1000).nullish(),
  address: z.string().trim().max(500).nullish(),
};

export const ZCreateMarkerRequest = z.object(markerFields);
export type TCreateMarkerRequest = z.input<typeof ZCreateMarkerRequest>;
/** Without the create defaults: a partial update must not reset an absent type or radius. */
export const ZUpdateMarkerRequest = z.object({
  id: z.number().int(),
  ...z
    .object({
      ...markerFields,
      type: markerFields.type.unwrap(),
      radius_m: markerFields.radius_m.unwrap(),
    })
    .partial().shape,
});
export const ZDeleteMarkersRequest = z.object({
  list_coor: z.array(z.number().int()).min(1).max(10_000),
});
export const ZMarkerListRequest = z
  .object({
    search: z.string().trim().max(100).optional(),
    type: z.enum(MARKER_TYPES).optional(),
  })
  .nullish();

export const ZMarkerResponse = envelope(ZMarker);
export const ZMarkerListResponse = envelope(z.array(ZMarker));
export const ZDeleteMarkersResponse = envelope(z.object({ deleted: z.number().int() }));
export const ZImportMarkersResponse = envelope(z.object({ imported: z.number().int() }));

/** A map-point file (CSV, XLSX, GeoJSON, KML) may be at most this large. */
export const MARKER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many points (rows or features) in one file; reading stops past it. */
export const MARKER_IMPORT_MAX_POINTS = 10_000;

export const MARKER_EXPORT_FORMATS = ['xlsx', 'csv', 'geojson', 'kml'] as const;
export const ZExportMarkersRequest = z.object({ format: z.enum(MARKER_EXPORT_FORMATS) });
/** Column headers of CSV/XLSX import and export; Vietnamese headers are accepted too. */
export const MARKER_COLUMNS = {
  name: ['name', 'tên', 'ten', 'tên điểm'],
  lat: ['lat', 'latitude', 'vĩ độ', 'vi do'],
  lon: ['lon', 'lng', 'longitude', 'kinh độ', 'kinh do'],
  type: ['type', 'loại', 'loai'],
  radius_m: ['radius_m', 'radius', 'bán kính', 'ban kinh'],
  speed_limit_kmh: ['speed_limit_kmh', 'speed limit', 'giới hạn tốc độ'],
  note: ['note', 'ghi chú', 'ghi chu'],
  address: ['address', 'địa chỉ', 'dia chi'],
} as const;
