import { z } from 'zod';
import { envelope } from './common.js';

export const ZNotice = z.object({
  id: z.number().int(),
  content: z.string(),
  kind: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  created_at: z.string(),
  seen: z.boolean(),
});
export type TNotice = z.infer<typeof ZNotice>;

export const ZNoticeListRequest = z
  .object({
    limit: z.number().int().min(1).max(500).optional(),
    offset: z.number().int().min(0).optional(),
  })
  .nullish();
export const ZNoticeListResponse = z.object({ data: z.array(ZNotice), total: z.number().int() });
export const ZNoticeCountResponse = envelope(z.object({ noti_tag_number: z.number().int() }));
