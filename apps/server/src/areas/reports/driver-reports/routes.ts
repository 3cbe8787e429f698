import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { DriverReportService } from './driver-report-service.js';

export const driverReportRoutes: FastifyPluginAsyncZod<{ reports: DriverReportService }> = async (
  app,
  { reports },
) => {
  app.route({
    ...served(ENDPOINTS.currentDriving),
    handler: async (req) => ({ data: await reports.currentList(actorOf(req)) }),
  });
  app.route({
    ...served(ENDPOINTS.driverList),
    handler: async (req) => ({ data: await reports.driverList(actorOf(req)) }),
  });
  app.route({
    ...served(ENDPOINTS.drivingByDate),
    handler: async (req) => ({ data: await reports.listByDate(actorOf(req), req.body) }),
  });
  app.route({
    ...served(ENDPOINTS.driverRouteReport),
    handler: async (req) => ({ data: await reports.routeReport(actorOf(req), req.body) }),
  });
  app.route({
    ...served(ENDPOINTS.abnormalActivity),
    handler: async (req) => ({ data: await reports.abnormal(actorOf(req), req.body) }),
  });
};
