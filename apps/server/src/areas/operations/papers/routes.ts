import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  PAPER_FILE_MAX_BYTES,
  PAPER_MAX_FILES,
  ZAddPaperFields,
  ZEditPaperFields,
  type TPaper,
} from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { AppError } from '../../../http/app-error.js';
import { attachment } from '../../../http/attachment.js';
import { served } from '../../../http/endpoint-route.js';
import { parseFields, readMultipart } from '../../../http/multipart-form.js';
import type { PaperService, StoredPaperFile } from './paper-service.js';

export const paperRoutes: FastifyPluginAsyncZod<{ papers: PaperService }> = async (
  app,
  { papers },
) => {
  app.route({
    ...served(ENDPOINTS.paperList),
    handler: async (req) => ({ data: await papers.list(actorOf(req), req.body ?? {}) }),
  });

  app.route({
    ...served(ENDPOINTS.addPaper),
    handler: async (req, reply) => {
      const data = await withUpload(req, papers, (fields, files) =>
        papers.add(actorOf(req), parseFields(ZAddPaperFields, fields), files),
      );
      return reply.status(201).send({ data });
    },
  });

  app.route({
    ...served(ENDPOINTS.editPaper),
    handler: async (req) => ({
      data: await withUpload(req, papers, (fields, files) =>
        papers.update(actorOf(req), parseFields(ZEditPaperFields, fields), files),
      ),
    }),
  });

  app.route({
    ...served(ENDPOINTS.deletePaper),
    handler: async (req) => ({
      data: { deleted: await papers.delete(actorOf(req), req.body.data) },
    }),
  });

  app.route({
    ...served(ENDPOINTS.paperFile),
    handler: async (req, reply) => {
      const file = await papers.file(actorOf(req), req.params.id);
      return attachment(reply, file.name, file.contentType)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  });
};

/**
 * Reads a paper's multipart form, streaming each file into the store as it comes (type by
 * content, size-limited), then hands the fields and files to `save`; the files stored are
 * removed again when anything fails.
 */
async function withUpload(
  req: FastifyRequest,
  papers: PaperService,
  save: (fields: Record<string, unknown>, files: StoredPaperFile[]) => Promise<TPaper>,
): Promise<TPaper> {
  if (!req.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the paper as multipart/form-data with its files',
    );
  }
  const stored: StoredPaperFile[] = [];
  try {
    const fields = await readMultipart(
      req,
      async (file) => {
        stored.push(await papers.storeFile(file.filename, file.file));
      },
      { fileSize: PAPER_FILE_MAX_BYTES, files: PAPER_MAX_FILES },
    );
    return await save(fields, stored);
  } catch (error) {
    await papers.discardFiles(stored);
    throw error;
  }
}
