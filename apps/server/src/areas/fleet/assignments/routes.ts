import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { AssignmentService } from './assignment-service.js';

export const assignmentRoutes: FastifyPluginAsyncZod<{ assignments: AssignmentService }> = async (
  app,
  { assignments },
) => {
  app.route({
    ...served(ENDPOINTS.assignmentList),
    handler: async (req) => ({ data: await assignments.list(actorOf(req), req.body.truck_id) }),
  });
  app.route({
    ...served(ENDPOINTS.createAssignment),
    handler: async (req, reply) =>
      reply.status(201).send({ data: await assignments.create(actorOf(req), req.body) }),
  });
  app.route({
    ...served(ENDPOINTS.endAssignment),
    handler: async (req) => ({ data: await assignments.end(actorOf(req), req.body) }),
  });
  app.route({
    ...served(ENDPOINTS.deleteAssignment),
    handler: async (req) => ({
      data: { deleted: await assignments.delete(actorOf(req), req.body.id) },
    }),
  });
};
