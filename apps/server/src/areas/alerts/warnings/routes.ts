import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  WARNING_IMAGE_FIELD,
  WARNING_IMAGE_MAX_BYTES,
  ZCreateWarningRequest,
  ZUpdateWarningRequest,
} from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { AppError } from '../../../http/app-error.js';
import { served } from '../../../http/endpoint-route.js';
import { parseFields, readMultipart } from '../../../http/multipart-form.js';
import type { StoredImage, WarningService } from './warning-service.js';

/**
 * The fields of a create/update body, JSON or multipart; a photo in field `image` is
 * stored (type checked by content) and handed to `work`, and removed again when it fails.
 */
async function withForm<T>(
  request: FastifyRequest,
  warnings: WarningService,
  work: (fields: unknown, image: StoredImage | null) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) return work(request.body ?? {}, null);
  let image: StoredImage | null = null;
  try {
    const fields = await readMultipart(
      request,
      async (file) => {
        if (file.fieldname !== WARNING_IMAGE_FIELD || image) {
          file.file.resume();
          throw new AppError(
            'VALIDATION_FAILED',
            `Send one photo, in field "${WARNING_IMAGE_FIELD}"`,
          );
        }
        image = await warnings.storeImage({ stream: file.file });
      },
      { fileSize: WARNING_IMAGE_MAX_BYTES, files: 1 },
    );
    return await work(fields, image);
  } catch (error) {
    const stored = image as StoredImage | null;
    if (stored) await warnings.discardImage(stored.key);
    throw error;
  }
}

export const warningRoutes: FastifyPluginAsyncZod<{ warnings: WarningService }> = async (
  app,
  { warnings },
) => {
  app.route({
    ...served(ENDPOINTS.warningList),
    handler: async (req) => ({ data: await warnings.list(actorOf(req), req.body ?? {}) }),
  });

  app.route({
    ...served(ENDPOINTS.createWarning),
    handler: async (req, reply) => {
      const data = await withForm(req, warnings, (fields, image) =>
        warnings.create(actorOf(req), parseFields(ZCreateWarningRequest, fields), image),
      );
      return reply.status(201).send({ data });
    },
  });

  app.route({
    ...served(ENDPOINTS.updateWarning),
    handler: async (req) => ({
      data: await withForm(req, warnings, (fields, image) =>
        warnings.update(actorOf(req), parseFields(ZUpdateWarningRequest, fields), image),
      ),
    }),
  });

  app.route({
    ...served(ENDPOINTS.deleteWarning),
    handler: async (req) => {
      const ids = req.body.id_canh_bao;
      return {
        data: { deleted: await warnings.delete(actorOf(req), Array.isArray(ids) ? ids : [ids]) },
      };
    },
  });

  app.route({
    ...served(ENDPOINTS.warningTodayCounts),
    handler: async (req) => ({ data: await warnings.todayCounts(actorOf(req)) }),
  });

  app.route({
    ...served(ENDPOINTS.warningImage),
    handler: async (req, reply) => {
      const image = await warnings.image(actorOf(req), req.params.id);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, max-age=300')
        .send(image.body);
    },
  });
};
