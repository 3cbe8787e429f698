import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STANDARD_REPORT_CODES,
  STANDARD_REPORT_RESPONSES,
  STANDARD_REPORTS,
  ZStandardReportRequest,
  ZVideoMomentsRequest,
  ZVideoMomentsResponse,
} from '@fleet/contracts';
import type { z } from 'zod';
import { actorOf } from '../../http/access-plugin.js';
import type { TimeFormat } from '../../time-format.js';
import type { StandardReportService } from './report-service.js';
import { reportWorkbook } from './report-workbook.js';
import type { videoMoments } from './video-moments.js';

interface Options {
  reports: StandardReportService;
  videos: ReturnType<typeof videoMoments>;
  time: TimeFormat;
  companyName: string;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const standardReportRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { reports, videos, time, companyName },
) => {
  for (const code of STANDARD_REPORT_CODES) {
    // One schema per report for the OpenAPI document and the response check; the builders
    // of `code` make exactly its rows, which that check confirms on every answer.
    const response: z.ZodType = STANDARD_REPORT_RESPONSES[code];
    app.post(
      `/api/reports/${code}`,
      { schema: { body: ZStandardReportRequest, response: { 200: response } } },
      async (req) => ({ data: await reports.run(actorOf(req), code, req.body) }),
    );
    app.post(
      `/api/reports/${code}/export`,
      { schema: { body: ZStandardReportRequest } },
      async (req, reply) => {
        const actor = actorOf(req);
        const result = await reports.run(actor, code, req.body, true);
        const subject = await reports.subjectOf(actor, req.body);
        const day = time.toWire(subject.start).slice(0, 10);
        const file = `${STANDARD_REPORTS[code].label}-${day}.xlsx`;
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', `attachment; filename="${file}"`)
          .send(
            reportWorkbook(code, result, {
              company: companyName,
              subject,
              toWire: (date) => time.toWire(date),
            }),
          );
      },
    );
  }
  app.post(
    '/api/report-videos/find',
    { schema: { body: ZVideoMomentsRequest, response: { 200: ZVideoMomentsResponse } } },
    async (req) => ({ data: await videos(actorOf(req), req.body) }),
  );
};
