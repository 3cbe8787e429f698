import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZLiveChannelListResponse,
  ZLiveStreamStatus,
  ZLiveStreamsRequest,
  ZLiveStreamsResponse,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import { INSTANCE_SIGNATURE_HEADER } from './instance-signature.js';
import type { LiveCameraService } from './live-camera-service.js';
import type { LiveStreams } from './live-streams.js';

const ZChannelParams = z.object({
  truckId: z.coerce.number().int(),
  channel: z.coerce.number().int().min(1).max(16),
});
const ZFileParams = ZChannelParams.extend({ file: z.string().max(20) });

export function sendFile(
  reply: FastifyReply,
  name: string,
  file: { stream: Readable; length: number | null },
) {
  const playlist = name.endsWith('.m3u8');
  if (file.length !== null) void reply.header('content-length', file.length);
  return reply
    .header('content-type', playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
    .header('cache-control', playlist ? 'no-store' : 'private, max-age=60')
    .send(file.stream);
}

export const liveCameraRoutes: FastifyPluginAsyncZod<{
  liveCamera: LiveCameraService;
  streams: LiveStreams;
}> = async (app, { liveCamera, streams }) => {
  // Every ffmpeg of this process ends with it, and its channels are freed for the others.
  app.addHook('onClose', () => streams.stop());
  app.addHook('onListen', async () => liveCamera.listening(app.server.address()));

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
    { schema: { params: ZFileParams } },
    async (req, reply) => {
      const { truckId, channel, file } = req.params;
      return sendFile(reply, file, await liveCamera.file(actorOf(req), truckId, channel, file));
    },
  );

  // Between instances only: the signature is checked before anything else is read.
  const signedByInstance = async (req: FastifyRequest) =>
    liveCamera.requireInstance(req.url, req.headers[INSTANCE_SIGNATURE_HEADER]);

  app.get(
    '/api/internal/live-camera/:truckId/:channel/status',
    {
      onRequest: signedByInstance,
      schema: {
        description: 'Between console instances: the state of a remux this instance runs.',
        params: ZChannelParams,
        response: { 200: ZLiveStreamStatus },
      },
    },
    async (req) => liveCamera.internalStatus(req.params.truckId, req.params.channel),
  );

  app.get(
    '/api/internal/live-camera/:truckId/:channel/:file',
    {
      onRequest: signedByInstance,
      schema: {
        description: 'Between console instances: a playlist or segment of a remux running here.',
        params: ZFileParams,
      },
    },
    async (req, reply) => {
      const { truckId, channel, file } = req.params;
      return sendFile(reply, file, await liveCamera.internalFile(truckId, channel, file));
    },
  );
};
