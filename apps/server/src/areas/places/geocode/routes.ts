import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { GeocodeService } from './geocode-service.js';

export const geocodeRoutes: FastifyPluginAsyncZod<{ geocode: GeocodeService }> = async (
  app,
  { geocode },
) => {
  app.route({
    ...served(ENDPOINTS.reverseGeocode),
    handler: async (req) => ({ data: await geocode.reverseFor(actorOf(req), req.body) }),
  });
};
