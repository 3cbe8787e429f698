import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import type { TConfig } from '../../../config.js';
import { served } from '../../../http/endpoint-route.js';

/** Settings the web app needs before sign-in; nothing secret. */
export const systemRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  app.route({
    ...served(ENDPOINTS.config),
    handler: () => ({
      data: {
        tms_url: config.TMS_URL ?? null,
        product_slug: config.PRODUCT_SLUG,
        time_zone: config.TZ_COMPANY,
        map_style_url: config.MAP_STYLE_URL ?? null,
      },
    }),
  });
};
