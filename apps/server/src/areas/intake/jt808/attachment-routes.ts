import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { AlarmAttachmentService } from './attachment-service.js';

/** The files a dashcam uploaded for a warning's alarm (the files themselves: /api/media). */
export const alarmAttachmentRoutes: FastifyPluginAsyncZod<{
  attachments: AlarmAttachmentService;
}> = async (app, { attachments }) => {
  app.route({
    ...served(ENDPOINTS.warningAttachments),
    handler: async (req) => ({ data: await attachments.list(actorOf(req), req.params.id) }),
  });
};
