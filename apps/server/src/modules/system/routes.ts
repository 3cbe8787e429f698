import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config.js';

const ZClientConfig = z.object({
  data: z.object({
    tms_url: z.string().nullable(),
    product_slug: z.string(),
    time_zone: z.string(),
    map_style_url: z.string().nullable(),
  }),
});

/** Settings the web app needs before sign-in; nothing secret. */
export const systemRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  app.get('/api/config', { schema: { response: { 200: ZClientConfig } } }, () => ({
    data: {
      tms_url: config.TMS_URL ?? null,
      product_slug: config.PRODUCT_SLUG,
      time_zone: config.TZ_COMPANY,
      map_style_url: config.MAP_STYLE_URL ?? null,
    },
  }));
};
