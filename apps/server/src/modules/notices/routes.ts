import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZNoticeCountResponse,
  ZNoticeListRequest,
  ZNoticeListResponse,
  ZOk,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { NoticeService } from './notice-service.js';

export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (
  app,
  { notices },
) => {
  app.post(
    '/warehouse/notification_list',
    { schema: { body: ZNoticeListRequest, response: { 200: ZNoticeListResponse } } },
    async (req) => notices.list(actorOf(req), req.body?.limit, req.body?.offset),
  );

  app.post(
    '/warehouse/get_noti_tag_number',
    { schema: { response: { 200: ZNoticeCountResponse } } },
    async (req) => ({
      data: { noti_tag_number: await notices.unseenCount(actorOf(req)) },
    }),
  );

  app.post(
    '/warehouse/update_last_noti_date',
    { schema: { response: { 200: ZOk } } },
    async (req) => {
      await notices.markSeen(actorOf(req));
      return { data: { ok: true as const } };
    },
  );
};
