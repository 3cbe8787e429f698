import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import { sendFile } from '../../media/index.js';
import type { DevicePlaybacks } from './device-playbacks.js';
import type { DeviceRecordings } from './device-recordings.js';

interface Options {
  recordings: DeviceRecordings;
  playbacks: DevicePlaybacks;
}

/** Recordings on a dashcam's SD card: listed, played back, controlled and saved as clips. */
export const deviceRecordingRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { recordings, playbacks },
) => {
  app.addHook('onClose', async () => playbacks.stopAll());

  app.route({
    ...served(ENDPOINTS.deviceRecordings),
    handler: async (req) => ({ data: await recordings.list(actorOf(req), req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.startDevicePlayback),
    handler: async (req, reply) =>
      reply.status(201).send({ data: await playbacks.start(actorOf(req), req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.devicePlayback),
    handler: async (req) => ({ data: await playbacks.status(actorOf(req), req.params.id) }),
  });

  app.route({
    ...served(ENDPOINTS.stopDevicePlayback),
    handler: async (req) => {
      await playbacks.stop(actorOf(req), req.params.id);
      return { data: { ok: true as const } };
    },
  });

  app.route({
    ...served(ENDPOINTS.controlDevicePlayback),
    handler: async (req) => ({
      data: await playbacks.control(actorOf(req), req.params.id, req.body),
    }),
  });

  app.route({
    ...served(ENDPOINTS.saveDevicePlayback),
    handler: async (req, reply) =>
      reply.status(201).send({ data: { id: await playbacks.save(actorOf(req), req.params.id) } }),
  });

  app.route({
    ...served(ENDPOINTS.devicePlaybackFile),
    handler: async (req, reply) => {
      const { id, file } = req.params;
      return sendFile(reply, file, await playbacks.file(actorOf(req), id, file));
    },
  });
};
