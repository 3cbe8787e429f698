import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZReverseGeocodeRequest, ZReverseGeocodeResponse } from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { GeocodeService } from './geocode-service.js';

export const geocodeRoutes: FastifyPluginAsyncZod<{ geocode: GeocodeService }> = async (
  app,
  { geocode },
) => {
  app.post(
    '/api/geocode/reverse',
    { schema: { body: ZReverseGeocodeRequest, response: { 200: ZReverseGeocodeResponse } } },
    async (req) => ({ data: await geocode.reverseFor(actorOf(req), req.body) }),
  );
};
