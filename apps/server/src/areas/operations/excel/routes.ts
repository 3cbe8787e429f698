import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS, TRIP_PLAN_MAX_BYTES } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { AppError, invalidField } from '../../../http/app-error.js';
import { attachment } from '../../../http/attachment.js';
import { served } from '../../../http/endpoint-route.js';
import type { ExcelService, StoredTripPlan } from './excel-service.js';
import type { ReconciliationService } from './reconciliation-service.js';
import { tripPlanTemplate } from './trip-plan-workbooks.js';

const UPLOAD_FIELD = 'file';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const YES = new Set(['1', 'true', 'yes', 'on']);

/** The file part streamed to the blob store and the `confirm_partial` field, in any order. */
async function receiveUpload(req: FastifyRequest, excel: ExcelService) {
  if (!req.isMultipart())
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the file as multipart/form-data, field "${UPLOAD_FIELD}"`,
    );
  let stored: StoredTripPlan | undefined;
  let confirm = YES.has(String((req.query as { confirm_partial?: unknown })?.confirm_partial));
  try {
    // One byte over the limit lets the intake answer 413 itself.
    for await (const part of req.parts({
      limits: { fileSize: TRIP_PLAN_MAX_BYTES + 1, files: 1 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FIELD || stored) {
          part.file.resume();
          continue;
        }
        stored = await excel.receive(part.file, part.filename);
      } else if (part.fieldname === 'confirm_partial') {
        confirm = YES.has(String(part.value).toLowerCase());
      }
    }
  } catch (error) {
    if (stored) await excel.discard(stored);
    throw error;
  }
  if (!stored) throw invalidField(UPLOAD_FIELD, 'required');
  return { stored, confirm };
}

export const excelRoutes: FastifyPluginAsyncZod<{
  excel: ExcelService;
  reconciliation: ReconciliationService;
}> = async (app, { excel, reconciliation }) => {
  app.route({
    ...served(ENDPOINTS.importExcel),
    handler: async (req, reply) => {
      const { stored, confirm } = await receiveUpload(req, excel);
      return reply.status(201).send({ data: await excel.import(actorOf(req), stored, confirm) });
    },
  });

  app.route({
    ...served(ENDPOINTS.excelList),
    handler: async (req) => ({ data: await excel.list(actorOf(req), req.body ?? {}) }),
  });

  app.route({
    ...served(ENDPOINTS.openExcel),
    handler: async (req) => ({ data: await excel.open(actorOf(req), req.body.file_id) }),
  });

  app.route({
    ...served(ENDPOINTS.downloadExcel),
    handler: async (req, reply) => {
      const { file, body } = await excel.download(actorOf(req), req.body.file_id);
      return attachment(reply, file.name, XLSX).send(body);
    },
  });

  app.route({
    ...served(ENDPOINTS.deleteExcel),
    handler: async (req) => ({
      data: { deleted: await excel.delete(actorOf(req), req.body.files) },
    }),
  });

  app.route({
    ...served(ENDPOINTS.excelTemplate),
    handler: async (_req, reply) =>
      attachment(reply, 'mau-ke-hoach-chuyen.xlsx', XLSX).send(await tripPlanTemplate()),
  });

  app.route({
    ...served(ENDPOINTS.reconciliation),
    handler: async (req) => ({ data: await reconciliation.list(actorOf(req), req.body.file_id) }),
  });

  app.route({
    ...served(ENDPOINTS.tripDetail),
    handler: async (req) => ({
      data: await reconciliation.trip(actorOf(req), req.body.file_id, req.body.trip_id),
    }),
  });

  app.route({
    ...served(ENDPOINTS.exportReconciliation),
    handler: async (req, reply) => {
      const file = await reconciliation.export(actorOf(req), req.body.file_id);
      return attachment(reply, file.fileName, XLSX).send(file.body);
    },
  });
};
