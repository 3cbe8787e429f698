import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { DrivingExceptionService } from './driving-exception-service.js';

export const drivingExceptionRoutes: FastifyPluginAsyncZod<{
  exceptions: DrivingExceptionService;
}> = async (app, { exceptions }) => {
  app.route({
    ...served(ENDPOINTS.setDrivingException),
    handler: async (req) => ({ data: await exceptions.set(actorOf(req), req.body) }),
  });
};
