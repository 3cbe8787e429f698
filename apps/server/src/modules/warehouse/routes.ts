import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZRedownloadRequest,
  ZRedownloadResponse,
  ZSaveWarehouseChannelRequest,
  ZWarehouseChannelAdminListResponse,
  ZWarehouseChannelAdminResponse,
  ZWarehouseChannelKey,
  ZWarehouseChannelListResponse,
  ZWarehouseDeletedResponse,
  ZWarehouseEmailListResponse,
  ZWarehouseEmailRequest,
  ZWarehouseEmailResponse,
  ZWarehouseVideoListRequest,
  ZWarehouseVideoListResponse,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { MediaSigner } from '../media/media-signer.js';
import { sendSignedFile, signedFileSchema } from '../media/signed-file.js';
import type { ChannelService } from './channel-service.js';
import type { MailListService } from './mail-list-service.js';
import { videoFiles } from './video-files.js';
import type { VideoService } from './video-service.js';

interface Options {
  channels: ChannelService;
  videos: VideoService;
  mailList: MailListService;
  blobs: BlobStore;
  signer: MediaSigner;
}

export const warehouseRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { channels, videos, mailList, blobs, signer },
) => {
  const files = videoFiles({ blobs, signer });

  app.post(
    '/warehouse/list_ip_channel',
    { schema: { response: { 200: ZWarehouseChannelListResponse } } },
    async (req) => ({ data: await channels.listGranted(actorOf(req)) }),
  );

  app.post(
    '/warehouse/get_list_video',
    {
      schema: { body: ZWarehouseVideoListRequest, response: { 200: ZWarehouseVideoListResponse } },
    },
    async (req) => videos.list(actorOf(req), req.body),
  );

  app.post(
    '/warehouse/redownload',
    { schema: { body: ZRedownloadRequest, response: { 200: ZRedownloadResponse } } },
    async (req) => ({
      data: await videos.redownload(actorOf(req), req.body.playbackurl),
      message: 'Redownload request sent successfully',
    }),
  );

  app.post(
    '/warehouse/get_email_list',
    { schema: { response: { 200: ZWarehouseEmailListResponse } } },
    async () => ({ data: await mailList.list() }),
  );

  app.post(
    '/warehouse/add_email',
    { schema: { body: ZWarehouseEmailRequest, response: { 201: ZWarehouseEmailResponse } } },
    async (req, reply) =>
      reply.status(201).send({ data: await mailList.add(actorOf(req), req.body.email) }),
  );

  app.post(
    '/warehouse/delete',
    { schema: { body: ZWarehouseEmailRequest, response: { 200: ZWarehouseDeletedResponse } } },
    async (req) => ({ data: { deleted: await mailList.delete(req.body.email) } }),
  );

  app.post(
    '/api/warehouse/channels/list',
    { schema: { response: { 200: ZWarehouseChannelAdminListResponse } } },
    async () => ({ data: await channels.listAll() }),
  );

  app.post(
    '/api/warehouse/channels/save',
    {
      schema: {
        body: ZSaveWarehouseChannelRequest,
        response: { 200: ZWarehouseChannelAdminResponse },
      },
    },
    async (req) => ({ data: await channels.save(req.body) }),
  );

  app.post(
    '/api/warehouse/channels/delete',
    { schema: { body: ZWarehouseChannelKey, response: { 200: ZWarehouseDeletedResponse } } },
    async (req) => ({ data: { deleted: await channels.delete(req.body.ip, req.body.channel) } }),
  );

  app.get('/api/warehouse/videos/:file', { schema: signedFileSchema }, (req, reply) =>
    sendSignedFile(reply, () => files.open(req.params.file, req.query, req.headers.range)),
  );
};
