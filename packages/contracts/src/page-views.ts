import { z } from 'zod';
import { envelope } from './common.js';

export const ZPageViewRequest = z.object({ path: z.string().min(1).max(300) });
export const ZPageViewListRequest = z
  .object({
    username: z.string().optional(),
    limit: z.number().int().min(1).max(1000).optional(),
  })
  .nullish();
export const ZPageView = z.object({ username: z.string(), path: z.string(), at: z.string() });
export const ZPageViewListResponse = envelope(z.array(ZPageView));
