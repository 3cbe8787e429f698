import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountRequestForm,
  ZAccountRequestListResponse,
  ZAccountRequestResponse,
  ZApproveAccountRequest,
  ZOk,
  ZRejectAccountRequest,
  ZUserResponse,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { AccountRequestService } from './account-request-service.js';

export const accountRequestRoutes: FastifyPluginAsyncZod<{
  requests: AccountRequestService;
}> = async (app, { requests }) => {
  app.post(
    '/form/requeset_demo',
    { schema: { body: ZAccountRequestForm, response: { 201: ZAccountRequestResponse } } },
    async (req, reply) =>
      reply.status(201).send({ data: { id: await requests.submit(req.body, req.ip) } }),
  );

  app.post(
    '/api/account-requests/list',
    { schema: { response: { 200: ZAccountRequestListResponse } } },
    async () => ({
      data: await requests.list(),
    }),
  );

  app.post(
    '/api/account-requests/approve',
    { schema: { body: ZApproveAccountRequest, response: { 200: ZUserResponse } } },
    async (req) => ({ data: await requests.approve(actorOf(req), req.body) }),
  );

  app.post(
    '/api/account-requests/reject',
    { schema: { body: ZRejectAccountRequest, response: { 200: ZOk } } },
    async (req) => {
      await requests.reject(actorOf(req), req.body.id);
      return { data: { ok: true as const } };
    },
  );
};
