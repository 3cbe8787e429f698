import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { TruckService } from './truck-service.js';

export const truckRoutes: FastifyPluginAsyncZod<{ trucks: TruckService }> = async (
  app,
  { trucks },
) => {
  for (const list of [ENDPOINTS.truckList, ENDPOINTS.truckListAlias]) {
    app.route({
      ...served(list),
      handler: async (req) => ({ data: await trucks.list(actorOf(req), req.body ?? {}) }),
    });
  }

  app.route({
    ...served(ENDPOINTS.createTruck),
    handler: async (req, reply) => reply.status(201).send({ data: await trucks.create(req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.updateTruck),
    handler: async (req) => ({ data: await trucks.update(actorOf(req), req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.deleteTrucks),
    handler: async (req) => ({
      data: { deleted: await trucks.delete(actorOf(req), req.body.list_vid) },
    }),
  });
};
