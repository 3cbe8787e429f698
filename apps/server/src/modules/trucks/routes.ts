import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateTruckRequest,
  ZDeleteTrucksRequest,
  ZDeleteTrucksResponse,
  ZTruckListRequest,
  ZTruckListResponse,
  ZTruckResponse,
  ZUpdateTruckRequest,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { TruckService } from './truck-service.js';

export const truckRoutes: FastifyPluginAsyncZod<{ trucks: TruckService }> = async (
  app,
  { trucks },
) => {
  const list = { schema: { body: ZTruckListRequest, response: { 200: ZTruckListResponse } } };
  app.post('/truck/truck_list', list, async (req) => ({
    data: await trucks.list(actorOf(req), req.body ?? {}),
  }));
  app.post('/truck/get_list', list, async (req) => ({
    data: await trucks.list(actorOf(req), req.body ?? {}),
  }));

  app.post(
    '/truck/create',
    { schema: { body: ZCreateTruckRequest, response: { 201: ZTruckResponse } } },
    async (req, reply) => reply.status(201).send({ data: await trucks.create(req.body) }),
  );

  app.put(
    '/truck/update',
    { schema: { body: ZUpdateTruckRequest, response: { 200: ZTruckResponse } } },
    async (req) => ({
      data: await trucks.update(actorOf(req), req.body),
    }),
  );

  app.post(
    '/truck/delete',
    { schema: { body: ZDeleteTrucksRequest, response: { 200: ZDeleteTrucksResponse } } },
    async (req) => ({ data: { deleted: await trucks.delete(actorOf(req), req.body.list_vid) } }),
  );
};
