import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { NoticeService } from './notice-service.js';

export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (
  app,
  { notices },
) => {
  app.route({
    ...served(ENDPOINTS.noticeList),
    handler: async (req) => notices.list(actorOf(req), req.body?.limit, req.body?.offset),
  });

  app.route({
    ...served(ENDPOINTS.noticeCount),
    handler: async (req) => ({
      data: { noti_tag_number: await notices.unseenCount(actorOf(req)) },
    }),
  });

  app.route({
    ...served(ENDPOINTS.markNoticesSeen),
    handler: async (req) => {
      await notices.markSeen(actorOf(req));
      return { data: { ok: true as const } };
    },
  });
};
