import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAlarmAttachmentListResponse } from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { AlarmAttachmentService } from './attachment-service.js';

/** The files a dashcam uploaded for a warning's alarm (the files themselves: /api/media). */
export const alarmAttachmentRoutes: FastifyPluginAsyncZod<{
  attachments: AlarmAttachmentService;
}> = async (app, { attachments }) => {
  app.get(
    '/api/warnings/:id/attachments',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: ZAlarmAttachmentListResponse },
      },
    },
    async (req) => ({ data: await attachments.list(actorOf(req), req.params.id) }),
  );
};
