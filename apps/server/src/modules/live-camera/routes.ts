import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZLiveChannelListResponse,
  ZLiveStreamsRequest,
  ZLiveStreamsResponse,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { LiveCameraService } from './live-camera-service.js';
import type { LiveStreams } from './live-streams.js';

export const liveCameraRoutes: FastifyPluginAsyncZod<{
  liveCamera: LiveCameraService;
  streams: LiveStreams;
}> = async (app, { liveCamera, streams }) => {
  // Every ffmpeg of this process ends with it.
  app.addHook('onClose', async () => streams.stop());

  app.post(
    '/api/live-camera/channels',
    { schema: { response: { 200: ZLiveChannelListResponse } } },
    async (req) => ({ data: await liveCamera.channels(actorOf(req)) }),
  );

  app.post(
    '/api/live-camera/streams',
    { schema: { body: ZLiveStreamsRequest, response: { 200: ZLiveStreamsResponse } } },
    async (req) => ({ data: await liveCamera.open(actorOf(req), req.body.streams) }),
  );

  app.get(
    '/api/live-camera/:truckId/:channel/:file',
    {
      schema: {
        params: z.object({
          truckId: z.coerce.number().int(),
          channel: z.coerce.number().int().min(1).max(16),
          file: z.string().max(20),
        }),
      },
    },
    async (req, reply) => {
      const { truckId, channel, file } = req.params;
      const path = await liveCamera.file(actorOf(req), truckId, channel, file);
      const playlist = file.endsWith('.m3u8');
      return reply
        .header('content-type', playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
        .header('cache-control', playlist ? 'no-store' : 'private, max-age=60')
        .send(fs.createReadStream(path));
    },
  );
};
