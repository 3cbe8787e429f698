import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { CameraCapture } from './camera-capture.js';
import type { MediaHistoryService } from './media-history-service.js';
import type { MediaFiles } from './media-files.js';
import type { MediaIngest } from './media-ingest.js';
import { sendSignedFile } from './signed-file.js';

interface Options {
  ingest: MediaIngest;
  history: MediaHistoryService;
  files: MediaFiles;
  capture: CameraCapture;
}

export const mediaRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { ingest, history, files, capture },
) => {
  for (const [kind, upload] of [
    ['videos', ENDPOINTS.ingestVideo],
    ['images', ENDPOINTS.ingestImage],
  ] as const) {
    app.route({
      ...served(upload),
      config: { guard: ingest.guard },
      handler: async (req, reply) => {
        const id = await ingest.accept(kind, req);
        return reply.status(201).send({ data: { id } });
      },
    });
  }

  app.route({
    ...served(ENDPOINTS.videoList),
    handler: async (req) => ({ data: await history.videos(actorOf(req), req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.imageList),
    handler: async (req) => ({ data: await history.images(actorOf(req), req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.recordVideo),
    handler: async (req, reply) =>
      reply.status(201).send({ data: { id: await capture.record(actorOf(req), req.body) } }),
  });

  app.route({
    ...served(ENDPOINTS.mediaFile),
    config: { guard: files.guard },
    handler: (req, reply) =>
      sendSignedFile(reply, () => files.open(req.params.file, req.query, req.headers.range)),
  });
};
