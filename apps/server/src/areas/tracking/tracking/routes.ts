import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { TrackingService } from './tracking-service.js';

export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService }> = async (
  app,
  { tracking },
) => {
  app.route({
    ...served(ENDPOINTS.currentTrucks),
    handler: async (req) => ({ data: await tracking.currentTrucks(actorOf(req)) }),
  });

  // The route of a truck for a time range; video history asks with the clip's start time.
  app.route({
    ...served(ENDPOINTS.route),
    // The schema documents the answer; re-validating thousands of points the service has
    // just built from typed rows would double the route's server time (decisions.md).
    serializerCompiler: () => (data) => JSON.stringify(data),
    handler: async (req) => ({ data: await tracking.route(actorOf(req), req.body) }),
  });
};
