import { z } from 'zod';
import { ZCalendarDate, envelope } from './common.js';
import { rule } from './validation-codes.js';
import { ZPlate } from './truck.js';

/** Paper kinds (domain-vietnam.md "Papers and maintenance"); a driver licence names a user. */
export const PAPER_TYPES = [
  'registration',
  'inspection',
  'civil_liability_insurance',
  'hull_insurance',
  'transport_badge',
  'road_fee',
  'trailer_papers',
  'driver_licence',
] as const;
export type TPaperType = (typeof PAPER_TYPES)[number];

/** The kinds' names in each language: the paper page's words and the expiry mails' alike. */
export const PAPER_TYPE_NAMES = {
  vi: {
    registration: 'Đăng ký xe',
    inspection: 'Đăng kiểm',
    civil_liability_insurance: 'Bảo hiểm TNDS',
    hull_insurance: 'Bảo hiểm thân vỏ',
    transport_badge: 'Phù hiệu',
    road_fee: 'Phí đường bộ',
    trailer_papers: 'Giấy tờ rơ moóc',
    driver_licence: 'Giấy phép lái xe',
  },
  en: {
    registration: 'Registration',
    inspection: 'Inspection',
    civil_liability_insurance: 'Civil liability insurance',
    hull_insurance: 'Hull insurance',
    transport_badge: 'Transport badge',
    road_fee: 'Road fee',
    trailer_papers: 'Trailer papers',
    driver_licence: 'Driver licence',
  },
} as const satisfies Record<'vi' | 'en', Record<TPaperType, string>>;

export const PAPER_STATUSES = ['valid', 'expiring', 'expired'] as const;
export type TPaperStatus = (typeof PAPER_STATUSES)[number];

/** A paper is `expiring` this many days before its expiry date. */
export const PAPER_WARN_DAYS = 30;
export const PAPER_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const PAPER_MAX_FILES = 5;
export const PAPER_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const ZPaperFile = z.object({
  file_id: z.number().int(),
  name: z.string(),
  size: z.number(),
  content_type: z.string(),
  /** Downloaded with the token header. */
  url: z.string(),
});

export const ZPaper = z.object({
  id: z.number().int(),
  plate: z.string().nullable(),
  /** Set for a driver licence instead of a plate. */
  username: z.string().nullable(),
  type: z.enum(PAPER_TYPES),
  number: z.string().nullable(),
  issued_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  note: z.string().nullable(),
  files: z.array(ZPaperFile),
  status: z.enum(PAPER_STATUSES),
  days_left: z.number().int().nullable(),
});
export type TPaper = z.infer<typeof ZPaper>;

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** Fields of the multipart `add_paper` body (all text on the wire). */
export const ZAddPaperFields = z
  .object({
    plate: z.preprocess(blankToNull, ZPlate.nullable()),
    username: z.preprocess(blankToNull, z.string().trim().min(1).max(64).nullable()),
    type: z.enum(PAPER_TYPES),
    number: z.preprocess(blankToNull, z.string().trim().max(100).nullable()),
    issued_at: z.preprocess(blankToNull, ZCalendarDate.nullable()),
    expires_at: z.preprocess(blankToNull, ZCalendarDate.nullable()),
    note: z.preprocess(blankToNull, z.string().trim().max(1000).nullable()),
  })
  .refine((paper) => (paper.type === 'driver_licence') === Boolean(paper.username), {
    ...rule('licence_holder'),
    path: ['username'],
  })
  .refine((paper) => paper.type === 'driver_licence' || Boolean(paper.plate), {
    ...rule('required'),
    path: ['plate'],
  })
  .refine((paper) => !paper.issued_at || !paper.expires_at || paper.issued_at <= paper.expires_at, {
    ...rule('not_before_start', { start: 'issued_at' }),
    path: ['expires_at'],
  });
export type TAddPaperFields = z.input<typeof ZAddPaperFields>;

export const ZPaperListRequest = z
  .object({
    plate: z.string().trim().max(20).optional(),
    username: z.string().trim().max(64).optional(),
    /** `truck` papers, `driver` licences, or both when absent. */
    kind: z.enum(['truck', 'driver']).optional(),
  })
  .partial()
  .nullish();

export const ZDeletePapersRequest = z.object({
  data: z.array(z.number().int()).min(1).max(1000),
});

export const ZPaperResponse = envelope(ZPaper);
export const ZPaperListResponse = envelope(z.array(ZPaper));
export const ZDeletePapersResponse = envelope(z.object({ deleted: z.number().int() }));
/** GET /api/papers/files/:id: one file of a paper. */
export const ZPaperFileParams = z.object({ id: z.coerce.number().int() });
