import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { CameraService } from './camera-service.js';

export const cameraRoutes: FastifyPluginAsyncZod<{ cameras: CameraService }> = async (
  app,
  { cameras },
) => {
  app.route({
    ...served(ENDPOINTS.truckCameras),
    handler: async (req) => ({ data: await cameras.list(actorOf(req), req.body.truck_id) }),
  });
  app.route({
    ...served(ENDPOINTS.saveTruckCameras),
    handler: async (req) => ({ data: await cameras.save(actorOf(req), req.body) }),
  });
};
