import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { AccountRequestService } from './account-request-service.js';

export const accountRequestRoutes: FastifyPluginAsyncZod<{
  requests: AccountRequestService;
}> = async (app, { requests }) => {
  app.route({
    ...served(ENDPOINTS.requestAccount),
    handler: async (req, reply) =>
      reply.status(201).send({ data: { id: await requests.submit(req.body, req.ip) } }),
  });

  app.route({
    ...served(ENDPOINTS.accountRequestList),
    handler: async () => ({ data: await requests.list() }),
  });

  app.route({
    ...served(ENDPOINTS.approveAccountRequest),
    handler: async (req) => ({ data: await requests.approve(actorOf(req), req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.rejectAccountRequest),
    handler: async (req) => {
      await requests.reject(actorOf(req), req.body.id);
      return { data: { ok: true as const } };
    },
  });
};
