import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZImageListRequest,
  ZImageListResponse,
  ZMediaIngestResponse,
  ZRecordClipRequest,
  ZVideoListRequest,
  ZVideoListResponse,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import { AppError } from '../../http/app-error.js';
import type { CameraCapture } from './camera-capture.js';
import type { MediaHistoryService } from './media-history-service.js';
import type { MediaFiles } from './media-files.js';
import type { MediaIngest } from './media-ingest.js';

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

  app.get(
    '/api/media/:file',
    {
      schema: {
        params: z.object({ file: z.string().max(40) }),
        querystring: z.object({ e: z.string().optional(), s: z.string().optional() }),
      },
    },
    async (req, reply) => {
      try {
        const answer = await files.open(req.params.file, req.query, req.headers.range);
        return reply.status(answer.status).headers(answer.headers).send(answer.body);
      } catch (error) {
        if (error instanceof AppError && error.code === 'RANGE_NOT_SATISFIABLE')
          void reply.header('content-range', `bytes */${(error.details as { size: number }).size}`);
        throw error;
      }
    },
  );
};
