import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDevicePlaybackControlRequest,
  ZDevicePlaybackParams,
  ZDevicePlaybackRequest,
  ZDevicePlaybackResponse,
  ZDevicePlaybackSaveResponse,
  ZDeviceRecordingListRequest,
  ZDeviceRecordingListResponse,
  ZOk,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import { sendFile } from '../live-camera/routes.js';
import type { DevicePlaybacks } from './device-playbacks.js';
import type { DeviceRecordings } from './device-recordings.js';

const ZFileParams = ZDevicePlaybackParams.extend({ file: z.string().max(20) });

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

  app.post(
    '/api/media/device-recordings',
    {
      schema: {
        body: ZDeviceRecordingListRequest,
        response: { 200: ZDeviceRecordingListResponse },
      },
    },
    async (req) => ({ data: await recordings.list(actorOf(req), req.body) }),
  );

  app.post(
    '/api/media/device-playbacks',
    { schema: { body: ZDevicePlaybackRequest, response: { 201: ZDevicePlaybackResponse } } },
    async (req, reply) =>
      reply.status(201).send({ data: await playbacks.start(actorOf(req), req.body) }),
  );

  app.get(
    '/api/media/device-playbacks/:id',
    { schema: { params: ZDevicePlaybackParams, response: { 200: ZDevicePlaybackResponse } } },
    async (req) => ({ data: await playbacks.status(actorOf(req), req.params.id) }),
  );

  app.delete(
    '/api/media/device-playbacks/:id',
    { schema: { params: ZDevicePlaybackParams, response: { 200: ZOk } } },
    async (req) => {
      await playbacks.stop(actorOf(req), req.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/media/device-playbacks/:id/control',
    {
      schema: {
        params: ZDevicePlaybackParams,
        body: ZDevicePlaybackControlRequest,
        response: { 200: ZDevicePlaybackResponse },
      },
    },
    async (req) => ({ data: await playbacks.control(actorOf(req), req.params.id, req.body) }),
  );

  app.post(
    '/api/media/device-playbacks/:id/save',
    { schema: { params: ZDevicePlaybackParams, response: { 201: ZDevicePlaybackSaveResponse } } },
    async (req, reply) =>
      reply.status(201).send({ data: { id: await playbacks.save(actorOf(req), req.params.id) } }),
  );

  app.get(
    '/api/media/device-playbacks/:id/:file',
    { schema: { params: ZFileParams } },
    async (req, reply) => {
      const { id, file } = req.params;
      return sendFile(reply, file, await playbacks.file(actorOf(req), id, file));
    },
  );
};
