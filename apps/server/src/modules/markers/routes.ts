import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MARKER_IMPORT_MAX_BYTES,
  ZCreateMarkerRequest,
  ZDeleteMarkersRequest,
  ZDeleteMarkersResponse,
  ZExportMarkersRequest,
  ZImportMarkersResponse,
  ZMarkerListRequest,
  ZMarkerListResponse,
  ZMarkerResponse,
  ZUpdateMarkerRequest,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import { AppError, invalidField } from '../../http/app-error.js';
import type { MarkerService } from './marker-service.js';

const UPLOAD_FIELD = 'uploaded_file';

export const markerRoutes: FastifyPluginAsyncZod<{ markers: MarkerService }> = async (
  app,
  { markers },
) => {
  app.post(
    '/marker/get_all_list',
    { schema: { body: ZMarkerListRequest, response: { 200: ZMarkerListResponse } } },
    async (req) => ({ data: await markers.list(req.body ?? {}) }),
  );

  app.post(
    '/marker/create',
    { schema: { body: ZCreateMarkerRequest, response: { 201: ZMarkerResponse } } },
    async (req, reply) =>
      reply.status(201).send({ data: await markers.create(actorOf(req), req.body) }),
  );

  app.put(
    '/marker/update',
    { schema: { body: ZUpdateMarkerRequest, response: { 200: ZMarkerResponse } } },
    async (req) => ({ data: await markers.update(req.body) }),
  );

  app.post(
    '/marker/delete',
    { schema: { body: ZDeleteMarkersRequest, response: { 200: ZDeleteMarkersResponse } } },
    async (req) => ({ data: { deleted: await markers.delete(req.body.list_coor) } }),
  );

  app.post(
    '/marker/import',
    { schema: { response: { 200: ZImportMarkersResponse } } },
    async (req) => {
      if (!req.isMultipart()) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          `Send the file as multipart/form-data, field "${UPLOAD_FIELD}"`,
        );
      }
      const file = await req.file({ limits: { fileSize: MARKER_IMPORT_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== UPLOAD_FIELD) {
        throw invalidField(UPLOAD_FIELD, 'required');
      }
      // 5 MB is small enough to hold in memory; toBuffer refuses more with 413.
      const content = await file.toBuffer();
      return { data: { imported: await markers.import(actorOf(req), content) } };
    },
  );

  app.post(
    '/api/markers/export',
    { schema: { body: ZExportMarkersRequest } },
    async (req, reply) => {
      const file = await markers.export(req.body.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
};
