import { z } from 'zod';
import { envelope } from './common.js';

/** Proof-of-delivery photos of a transport order (domain-vietnam.md "Formats"). */
export const ORDER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export const ORDER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Photos in one upload. */
export const ORDER_IMAGE_MAX_FILES = 10;

export const ZOrderCode = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(100)
  .regex(/^\P{Cc}*$/u, 'no_control_characters');

export const ZOrderImage = z.object({
  id: z.number().int(),
  order_code: z.string(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  uploaded_by: z.string(),
  uploaded_at: z.string(),
  /** Needs the token header: the console fetches it and shows a local copy. */
  url: z.string(),
});
export type TOrderImage = z.infer<typeof ZOrderImage>;

export const ZOrderImagesRequest = z.object({ order_code: ZOrderCode });
export const ZOrderImageListResponse = envelope(z.array(ZOrderImage));
export const ZOrderImageParams = z.object({ id: z.coerce.number().int() });
