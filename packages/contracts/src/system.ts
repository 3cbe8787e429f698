import { z } from 'zod';
import { envelope } from './common.js';

/**
 * What an instance keeps to itself although its database may be shared: files in a local
 * folder, and secrets generated in DATA_DIR (media links signed by one instance fail on
 * another; NVR passwords and camera URLs sealed by one cannot be read by another).
 */
export const INSTANCE_WARNINGS = [
  'files_local',
  'camera_key_generated',
  'media_url_secret_generated',
] as const;
export type TInstanceWarning = (typeof INSTANCE_WARNINGS)[number];

/** GET /api/health. */
export const ZHealthResponse = envelope(
  z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    uptime_s: z.number(),
    /** Since start: fixes whose attributes were cut to the stored limits, and values dropped. */
    dropped_attributes: z.object({ fixes: z.number().int(), values: z.number().int() }),
    /** What this instance keeps to itself although the database may be shared (start-up log). */
    warnings: z.array(z.enum(INSTANCE_WARNINGS)),
  }),
);

/** GET /api/config: settings the web app needs before sign-in; nothing secret. */
export const ZClientConfig = z.object({
  tms_url: z.string().nullable(),
  product_slug: z.string(),
  time_zone: z.string(),
  map_style_url: z.string().nullable(),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;
export const ZClientConfigResponse = envelope(ZClientConfig);
