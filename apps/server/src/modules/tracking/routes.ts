import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCurrentTruckListResponse, ZRouteRequest, ZRouteResponse } from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { TrackingService } from './tracking-service.js';

export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService }> = async (
  app,
  { tracking },
) => {
  app.post(
    '/truck/get_current_truck_list',
    { schema: { response: { 200: ZCurrentTruckListResponse } } },
    async (req) => ({ data: await tracking.currentTrucks(actorOf(req)) }),
  );

  // The route of a truck for a time range; video history asks with the clip's start time.
  app.post(
    '/truck/get_route_from_video',
    {
      schema: { body: ZRouteRequest, response: { 200: ZRouteResponse } },
      // The schema documents the answer; re-validating thousands of points the service has
      // just built from typed rows would double the route's server time (decisions.md).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (req) => ({ data: await tracking.route(actorOf(req), req.body) }),
  );
};
