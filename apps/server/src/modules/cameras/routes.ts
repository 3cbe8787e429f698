import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCameraListRequest, ZCameraListResponse, ZSaveCamerasRequest } from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { CameraService } from './camera-service.js';

export const cameraRoutes: FastifyPluginAsyncZod<{ cameras: CameraService }> = async (
  app,
  { cameras },
) => {
  app.post(
    '/api/trucks/cameras/list',
    { schema: { body: ZCameraListRequest, response: { 200: ZCameraListResponse } } },
    async (req) => ({ data: await cameras.list(actorOf(req), req.body.truck_id) }),
  );
  app.post(
    '/api/trucks/cameras/save',
    { schema: { body: ZSaveCamerasRequest, response: { 200: ZCameraListResponse } } },
    async (req) => ({ data: await cameras.save(actorOf(req), req.body) }),
  );
};
