import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { RuleService } from './rule-service.js';

export const ruleRoutes: FastifyPluginAsyncZod<{ rules: RuleService }> = async (app, { rules }) => {
  app.route({
    ...served(ENDPOINTS.ruleList),
    handler: async (req) => ({ data: await rules.list(actorOf(req), req.body ?? {}) }),
  });

  app.route({
    ...served(ENDPOINTS.addRule),
    handler: async (req, reply) =>
      reply.status(201).send({ data: await rules.add(actorOf(req), req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.editRule),
    handler: async (req) => ({ data: await rules.edit(actorOf(req), req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.deleteRules),
    handler: async (req) => ({
      data: { deleted: await rules.delete(actorOf(req), req.body.data) },
    }),
  });

  app.route({
    ...served(ENDPOINTS.recordService),
    handler: async (req) => ({
      data: await rules.recordService(actorOf(req), req.body.id, req.body.plate),
    }),
  });
};
