import { z } from 'zod';
import { envelope } from './common.js';
import { ZWireTime } from './tracking.js';
import { ZUsername } from './user.js';
import type { TPageKey } from './pages.js';

/**
 * The traffic inspector's access (issue 35; TT 71/2024 art. 6): an account of the
 * `inspector` role sees, for the period and the trucks an admin granted, the live map,
 * replays, driving time and violations and camera images, and changes nothing. Outside a
 * granted period it can call nothing at all.
 */
export const INSPECTOR_ROLE = 'inspector';

/** The pages an inspector may ever hold (their role's grants are narrowed to these). */
export const INSPECTOR_PAGES = [
  'overview',
  'location',
  'warning',
  'management/driving-report',
  'management/image',
  'camera-play-back',
] as const satisfies readonly TPageKey[];

/** Longest inspection an admin grants at once. */
export const INSPECTION_MAX_DAYS = 366;

export const INSPECTION_STATUSES = ['upcoming', 'active', 'ended', 'revoked'] as const;
export type TInspectionStatus = (typeof INSPECTION_STATUSES)[number];

export const ZInspectorGrant = z.object({
  id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  truck_ids: z.array(z.number().int()),
  plates: z.array(z.string()),
  note: z.string().nullable(),
  granted_by: z.string(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  status: z.enum(INSPECTION_STATUSES),
});
export type TInspectorGrant = z.infer<typeof ZInspectorGrant>;

/** The end must follow the start (checked on the parsed times: `after_start`). */
export const ZCreateInspectorGrantRequest = z.object({
  username: ZUsername,
  starts_at: ZWireTime,
  ends_at: ZWireTime,
  truck_ids: z.array(z.number().int().positive()).min(1).max(5000),
  note: z.string().trim().max(500).nullish(),
});
export type TCreateInspectorGrantRequest = z.input<typeof ZCreateInspectorGrantRequest>;

export const ZRevokeInspectorGrantRequest = z.object({ id: z.number().int() });
export const ZInspectorGrantResponse = envelope(ZInspectorGrant);
export const ZInspectorGrantListResponse = envelope(z.array(ZInspectorGrant));

/** One request an inspector made; `page` is set when it recorded a page they opened. */
export const ZInspectorAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  method: z.string(),
  path: z.string(),
  page: z.string().nullable(),
  status: z.number().int(),
  address: z.string().nullable(),
});
export type TInspectorAuditEntry = z.infer<typeof ZInspectorAuditEntry>;

export const INSPECTOR_AUDIT_PAGE_SIZE_MAX = 1000;
export const INSPECTOR_AUDIT_EXPORT_MAX = 100_000;

export const ZInspectorAuditRequest = z
  .object({
    username: z.string().trim().max(64).optional(),
    start_time: ZWireTime.optional(),
    end_time: ZWireTime.optional(),
    page: z.number().int().min(1).max(1_000_000).optional(),
    page_size: z.number().int().min(1).max(INSPECTOR_AUDIT_PAGE_SIZE_MAX).optional(),
  })
  .nullish();
export type TInspectorAuditRequest = z.input<typeof ZInspectorAuditRequest>;

export const ZInspectorAuditResponse = envelope(z.array(ZInspectorAuditEntry)).extend({
  total: z.number().int(),
});
