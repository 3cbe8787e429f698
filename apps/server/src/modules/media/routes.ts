import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZImageListRequest,
  ZImageListResponse,
  ZMediaIngestResponse,
  ZRecordClipRequest,
  ZVideoListRequest,
  ZVideoListResponse,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { CameraCapture } from './camera-capture.js';
import type { MediaHistoryService } from './media-history-service.js';
import type { MediaFiles } from './media-files.js';
import type { MediaIngest } from './media-ingest.js';
import { sendSignedFile, signedFileSchema } from './signed-file.js';

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
  for (const kind of ['videos', 'images'] as const) {
    app.post(
      `/api/ingest/${kind}`,
      { schema: { response: { 201: ZMediaIngestResponse } } },
      async (req, reply) => {
        const id = await ingest.accept(kind, req);
        return reply.status(201).send({ data: { id } });
      },
    );
  }

  app.post(
    '/etracking/get_list_by_date',
    { schema: { body: ZVideoListRequest, response: { 200: ZVideoListResponse } } },
    async (req) => ({ data: await history.videos(actorOf(req), req.body) }),
  );

  app.post(
    '/image/get_list',
    { schema: { body: ZImageListRequest, response: { 200: ZImageListResponse } } },
    async (req) => ({ data: await history.images(actorOf(req), req.body) }),
  );

  app.post(
    '/api/media/record',
    { schema: { body: ZRecordClipRequest, response: { 201: ZMediaIngestResponse } } },
    async (req, reply) =>
      reply.status(201).send({ data: { id: await capture.record(actorOf(req), req.body) } }),
  );

  app.get('/api/media/:file', { schema: signedFileSchema }, (req, reply) =>
    sendSignedFile(reply, () => files.open(req.params.file, req.query, req.headers.range)),
  );
};
