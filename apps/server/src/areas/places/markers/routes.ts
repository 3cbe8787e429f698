import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, MARKER_IMPORT_MAX_BYTES } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { AppError, invalidField } from '../../../http/app-error.js';
import { attachment } from '../../../http/attachment.js';
import { served } from '../../../http/endpoint-route.js';
import type { MarkerService } from './marker-service.js';

const UPLOAD_FIELD = 'uploaded_file';

export const markerRoutes: FastifyPluginAsyncZod<{ markers: MarkerService }> = async (
  app,
  { markers },
) => {
  app.route({
    ...served(ENDPOINTS.markerList),
    handler: async (req) => ({ data: await markers.list(req.body ?? {}) }),
  });

  app.route({
    ...served(ENDPOINTS.createMarker),
    handler: async (req, reply) =>
      reply.status(201).send({ data: await markers.create(actorOf(req), req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.updateMarker),
    handler: async (req) => ({ data: await markers.update(req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.deleteMarkers),
    handler: async (req) => ({ data: { deleted: await markers.delete(req.body.list_coor) } }),
  });

  app.route({
    ...served(ENDPOINTS.importMarkers),
    handler: async (req) => {
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
  });

  app.route({
    ...served(ENDPOINTS.exportMarkers),
    handler: async (req, reply) => {
      const file = await markers.export(req.body.format);
      return attachment(reply, file.fileName, file.contentType).send(file.body);
    },
  });
};
