import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { DriverMessageService } from './driver-message-service.js';

export const driverMessageRoutes: FastifyPluginAsyncZod<{
  messages: DriverMessageService;
}> = async (app, { messages }) => {
  app.route({
    ...served(ENDPOINTS.truckThread),
    handler: async (req) => ({ data: await messages.ofTruck(actorOf(req), req.body.truck_plate) }),
  });
  app.route({
    ...served(ENDPOINTS.sendTruckMessage),
    handler: async (req) => ({ data: await messages.sendToTruck(actorOf(req), req.body) }),
  });
  app.route({
    ...served(ENDPOINTS.readTruckThread),
    handler: async (req) => {
      await messages.readOfTruck(actorOf(req), req.body);
      return { data: { ok: true as const } };
    },
  });
  app.route({
    ...served(ENDPOINTS.driverThread),
    handler: async (req) => ({ data: await messages.own(actorOf(req)) }),
  });
  app.route({
    ...served(ENDPOINTS.sendDriverMessage),
    handler: async (req) => ({ data: await messages.sendFromDriver(actorOf(req), req.body) }),
  });
  app.route({
    ...served(ENDPOINTS.readDriverThread),
    handler: async (req) => {
      await messages.readOwn(actorOf(req), req.body);
      return { data: { ok: true as const } };
    },
  });
};
