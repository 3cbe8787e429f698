import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  TRIP_PLAN_MAX_BYTES,
  ZExcelDeleteRequest,
  ZExcelDeleteResponse,
  ZExcelFileRequest,
  ZExcelListRequest,
  ZExcelListResponse,
  ZExcelOpenFileResponse,
  ZExcelTripRequest,
  ZImportTripPlanResponse,
  ZReconciliationResponse,
  ZTripDetailResponse,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import { AppError, invalidField } from '../../http/app-error.js';
import { attachment } from '../../http/attachment.js';
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
  app.post(
    '/excel/import',
    { schema: { response: { 201: ZImportTripPlanResponse } } },
    async (req, reply) => {
      const { stored, confirm } = await receiveUpload(req, excel);
      return reply.status(201).send({ data: await excel.import(actorOf(req), stored, confirm) });
    },
  );

  app.post(
    '/excel/get_list',
    { schema: { body: ZExcelListRequest, response: { 200: ZExcelListResponse } } },
    async (req) => ({ data: await excel.list(actorOf(req), req.body ?? {}) }),
  );

  app.post(
    '/excel/open_file',
    { schema: { body: ZExcelFileRequest, response: { 200: ZExcelOpenFileResponse } } },
    async (req) => ({ data: await excel.open(actorOf(req), req.body.file_id) }),
  );

  app.post('/excel/download', { schema: { body: ZExcelFileRequest } }, async (req, reply) => {
    const { file, body } = await excel.download(actorOf(req), req.body.file_id);
    return attachment(reply, file.name, XLSX).send(body);
  });

  app.post(
    '/excel/delete',
    { schema: { body: ZExcelDeleteRequest, response: { 200: ZExcelDeleteResponse } } },
    async (req) => ({ data: { deleted: await excel.delete(actorOf(req), req.body.files) } }),
  );

  app.get('/api/excel/template', async (_req, reply) =>
    attachment(reply, 'mau-ke-hoach-chuyen.xlsx', XLSX).send(await tripPlanTemplate()),
  );

  app.post(
    '/api/excel/reconciliation',
    { schema: { body: ZExcelFileRequest, response: { 200: ZReconciliationResponse } } },
    async (req) => ({ data: await reconciliation.list(actorOf(req), req.body.file_id) }),
  );

  app.post(
    '/api/excel/trip',
    { schema: { body: ZExcelTripRequest, response: { 200: ZTripDetailResponse } } },
    async (req) => ({
      data: await reconciliation.trip(actorOf(req), req.body.file_id, req.body.trip_id),
    }),
  );

  app.post(
    '/api/excel/reconciliation/export',
    { schema: { body: ZExcelFileRequest } },
    async (req, reply) => {
      const file = await reconciliation.export(actorOf(req), req.body.file_id);
      return attachment(reply, file.fileName, XLSX).send(file.body);
    },
  );
};
