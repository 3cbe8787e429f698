import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import { INSTANCE_SIGNATURE_HEADER } from '../../platform/index.js';
import type { LiveCameraService } from './live-camera-service.js';
import type { LiveStreams } from './live-streams.js';

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

  app.route({
    ...served(ENDPOINTS.liveCameraChannels),
    handler: async (req) => ({ data: await liveCamera.channels(actorOf(req)) }),
  });

  app.route({
    ...served(ENDPOINTS.liveCameraStreams),
    handler: async (req) => ({ data: await liveCamera.open(actorOf(req), req.body.streams) }),
  });

  app.route({
    ...served(ENDPOINTS.liveCameraFile),
    handler: async (req, reply) => {
      const { truckId, channel, file } = req.params;
      return sendFile(reply, file, await liveCamera.file(actorOf(req), truckId, channel, file));
    },
  });

  // Between instances only (access `instance_signature`): the signature over the path.
  const signedByInstance = async (req: FastifyRequest) =>
    liveCamera.requireInstance(req.url, req.headers[INSTANCE_SIGNATURE_HEADER]);

  const relayStatus = served(ENDPOINTS.liveCameraRelayStatus);
  app.route({
    ...relayStatus,
    schema: {
      ...relayStatus.schema,
      description: 'Between console instances: the state of a remux this instance runs.',
    },
    config: { guard: signedByInstance },
    handler: async (req) => liveCamera.internalStatus(req.params.truckId, req.params.channel),
  });

  const relayFile = served(ENDPOINTS.liveCameraRelayFile);
  app.route({
    ...relayFile,
    schema: {
      ...relayFile.schema,
      description: 'Between console instances: a playlist or segment of a remux running here.',
    },
    config: { guard: signedByInstance },
    handler: async (req, reply) => {
      const { truckId, channel, file } = req.params;
      return sendFile(reply, file, await liveCamera.internalFile(truckId, channel, file));
    },
  });
};
