import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateTruckAssignmentRequest,
  ZDeleteTruckAssignmentRequest,
  ZDeleteTruckAssignmentResponse,
  ZEndTruckAssignmentRequest,
  ZTruckAssignmentListRequest,
  ZTruckAssignmentListResponse,
  ZTruckAssignmentResponse,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { AssignmentService } from './assignment-service.js';

export const assignmentRoutes: FastifyPluginAsyncZod<{ assignments: AssignmentService }> = async (
  app,
  { assignments },
) => {
  app.post(
    '/api/trucks/assignments/list',
    {
      schema: {
        body: ZTruckAssignmentListRequest,
        response: { 200: ZTruckAssignmentListResponse },
      },
    },
    async (req) => ({ data: await assignments.list(actorOf(req), req.body.truck_id) }),
  );
  app.post(
    '/api/trucks/assignments/create',
    {
      schema: { body: ZCreateTruckAssignmentRequest, response: { 201: ZTruckAssignmentResponse } },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await assignments.create(actorOf(req), req.body) }),
  );
  app.post(
    '/api/trucks/assignments/end',
    { schema: { body: ZEndTruckAssignmentRequest, response: { 200: ZTruckAssignmentResponse } } },
    async (req) => ({ data: await assignments.end(actorOf(req), req.body) }),
  );
  app.post(
    '/api/trucks/assignments/delete',
    {
      schema: {
        body: ZDeleteTruckAssignmentRequest,
        response: { 200: ZDeleteTruckAssignmentResponse },
      },
    },
    async (req) => ({
      data: { deleted: await assignments.delete(actorOf(req), req.body.id) },
    }),
  );
};
