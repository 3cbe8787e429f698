import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAbnormalActivityResponse,
  ZCurrentDriverListResponse,
  ZDriverDayListResponse,
  ZDriverListResponse,
  ZDriverReportRequest,
  ZDriverRouteRequest,
  ZDriverRouteResponse,
} from '@fleet/contracts';
import { z } from 'zod';
import { actorOf } from '../../http/access-plugin.js';
import type { DriverReportService } from './driver-report-service.js';

/** The spec's calls send no body or an empty one. */
const ZNoBody = z.object({}).nullish();

export const driverReportRoutes: FastifyPluginAsyncZod<{ reports: DriverReportService }> = async (
  app,
  { reports },
) => {
  app.post(
    '/driver_report/get_current_list',
    { schema: { body: ZNoBody, response: { 200: ZCurrentDriverListResponse } } },
    async (req) => ({ data: await reports.currentList(actorOf(req)) }),
  );
  app.post(
    '/driver/driver_list',
    { schema: { body: ZNoBody, response: { 200: ZDriverListResponse } } },
    async (req) => ({ data: await reports.driverList(actorOf(req)) }),
  );
  app.post(
    '/driver_report/get_list_by_date',
    { schema: { body: ZDriverReportRequest, response: { 200: ZDriverDayListResponse } } },
    async (req) => ({ data: await reports.listByDate(actorOf(req), req.body) }),
  );
  app.post(
    '/driver_report/get_driver_route_report',
    { schema: { body: ZDriverRouteRequest, response: { 200: ZDriverRouteResponse } } },
    async (req) => ({ data: await reports.routeReport(actorOf(req), req.body) }),
  );
  app.post(
    '/driver_report/abnormal_activity',
    { schema: { body: ZDriverReportRequest, response: { 200: ZAbnormalActivityResponse } } },
    async (req) => ({ data: await reports.abnormal(actorOf(req), req.body) }),
  );
};
