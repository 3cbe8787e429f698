import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { BlobStore } from '../../platform/index.js';
import type { MediaSigner } from '../media/media-signer.js';
import { sendSignedFile } from '../media/signed-file.js';
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

  app.route({
    ...served(ENDPOINTS.warehouseChannelsOfUser),
    handler: async (req) => ({ data: await channels.listGranted(actorOf(req)) }),
  });

  app.route({
    ...served(ENDPOINTS.warehouseVideos),
    handler: async (req) => videos.list(actorOf(req), req.body),
  });

  app.route({
    ...served(ENDPOINTS.redownloadWarehouseVideo),
    handler: async (req) => ({
      data: await videos.redownload(actorOf(req), req.body.playbackurl),
      message: 'Redownload request sent successfully',
    }),
  });

  app.route({
    ...served(ENDPOINTS.warehouseEmails),
    handler: async () => ({ data: await mailList.list() }),
  });

  app.route({
    ...served(ENDPOINTS.addWarehouseEmail),
    handler: async (req, reply) =>
      reply.status(201).send({ data: await mailList.add(actorOf(req), req.body.email) }),
  });

  app.route({
    ...served(ENDPOINTS.deleteWarehouseEmail),
    handler: async (req) => ({ data: { deleted: await mailList.delete(req.body.email) } }),
  });

  app.route({
    ...served(ENDPOINTS.warehouseChannels),
    handler: async () => ({ data: await channels.listAll() }),
  });

  app.route({
    ...served(ENDPOINTS.saveWarehouseChannel),
    handler: async (req) => ({ data: await channels.save(req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.deleteWarehouseChannel),
    handler: async (req) => ({
      data: { deleted: await channels.delete(req.body.ip, req.body.channel) },
    }),
  });

  app.route({
    ...served(ENDPOINTS.warehouseVideoFile),
    config: { guard: files.guard },
    handler: (req, reply) =>
      sendSignedFile(reply, () => files.open(req.params.file, req.query, req.headers.range)),
  });
};
