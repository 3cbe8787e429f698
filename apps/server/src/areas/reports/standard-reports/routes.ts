import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  STANDARD_REPORT_CODES,
  STANDARD_REPORT_ENDPOINTS,
  STANDARD_REPORTS,
  type TStandardReportCode,
} from '@fleet/contracts';
import type { z } from 'zod';
import { actorOf } from '../../../http/access-plugin.js';
import { attachment } from '../../../http/attachment.js';
import { served } from '../../../http/endpoint-route.js';
import type { TimeFormat } from '../../../time-format.js';
import type { StandardReportService } from './report-service.js';
import { reportWorkbook } from './report-workbook.js';
import type { videoMoments } from './video-moments.js';

interface Options {
  reports: StandardReportService;
  videos: ReturnType<typeof videoMoments>;
  time: TimeFormat;
  companyName: string;
}

/**
 * A report's read record with its answer typed as any schema: `reports.run` does not type rows
 * per report; the builders of a code make exactly its rows, which the record's response schema
 * confirms on every answer.
 */
type TReadRecord = Omit<
  (typeof STANDARD_REPORT_ENDPOINTS)[TStandardReportCode]['read'],
  'response'
> & {
  response: z.ZodType;
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const standardReportRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { reports, videos, time, companyName },
) => {
  for (const code of STANDARD_REPORT_CODES) {
    // One schema per report for the OpenAPI document and the response check.
    const read: TReadRecord = STANDARD_REPORT_ENDPOINTS[code].read;
    app.route({
      ...served(read),
      handler: async (req) => ({ data: await reports.run(actorOf(req), code, req.body) }),
    });
    app.route({
      ...served(STANDARD_REPORT_ENDPOINTS[code].export),
      handler: async (req, reply) => {
        const actor = actorOf(req);
        const result = await reports.run(actor, code, req.body, true);
        const subject = await reports.subjectOf(actor, req.body);
        // The export is the providers' Vietnamese form, whatever the user's language.
        const thresholds = await reports.thresholds('vi');
        const day = time.toWire(subject.start).slice(0, 10);
        const file = `${STANDARD_REPORTS[code].label}-${day}.xlsx`;
        return attachment(reply, file, XLSX).send(
          reportWorkbook(code, result, {
            company: companyName,
            subject,
            thresholds,
            toWire: (date) => time.toWire(date),
          }),
        );
      },
    });
  }
  app.route({
    ...served(ENDPOINTS.reportVideos),
    handler: async (req) => ({ data: await videos(actorOf(req), req.body) }),
  });
};
