import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { DriverNowService } from './driver-now-service.js';
import type { DriverPhotoService } from './driver-photo-service.js';
import type { DriverTripService } from './driver-trip-service.js';

export const driverAppRoutes: FastifyPluginAsyncZod<{
  now: DriverNowService;
  trips: DriverTripService;
  photos: DriverPhotoService;
}> = async (app, { now, trips, photos }) => {
  app.route({
    ...served(ENDPOINTS.driverNow),
    handler: async (req) => ({ data: await now.now(actorOf(req)) }),
  });
  app.route({
    ...served(ENDPOINTS.chooseDriverTruck),
    handler: async (req) => ({ data: await now.chooseTruck(actorOf(req), req.body.truck_id) }),
  });
  app.route({
    ...served(ENDPOINTS.driverTrips),
    handler: async (req) => ({ data: await trips.today(actorOf(req)) }),
  });
  app.route({
    ...served(ENDPOINTS.markTripStop),
    handler: async (req) => ({ data: await trips.mark(actorOf(req), req.body) }),
  });
  app.route({
    ...served(ENDPOINTS.stopPhoto),
    handler: async (req, reply) =>
      reply.status(201).send({ data: await photos.receive(actorOf(req), req) }),
  });
};
