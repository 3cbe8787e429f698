import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZContractInfoRequest,
  ZContractListRequest,
  ZContractListResponse,
  ZContractResponse,
  ZCreateContractRequest,
  ZDeleteContractsRequest,
  ZDeleteContractsResponse,
  ZStopListRequest,
  ZStopReportResponse,
  ZTripRouteRequest,
  ZTripRouteResponse,
  ZUpdateContractRequest,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { ContractService } from './contract-service.js';
import type { TripReportService } from './trip-report-service.js';

export const contractRoutes: FastifyPluginAsyncZod<{
  contracts: ContractService;
  tripReport: TripReportService;
}> = async (app, { contracts, tripReport }) => {
  app.post(
    '/api/contracts/list',
    { schema: { body: ZContractListRequest, response: { 200: ZContractListResponse } } },
    async (req) => contracts.list(actorOf(req), req.body),
  );

  app.post(
    '/contract/get_info',
    { schema: { body: ZContractInfoRequest, response: { 200: ZContractResponse } } },
    async (req) => ({ data: await contracts.get(actorOf(req), req.body.contract_id) }),
  );

  app.post(
    '/contract/create',
    { schema: { body: ZCreateContractRequest, response: { 201: ZContractResponse } } },
    async (req, reply) =>
      reply.status(201).send({ data: await contracts.create(actorOf(req), req.body) }),
  );

  app.put(
    '/contract/update',
    { schema: { body: ZUpdateContractRequest, response: { 200: ZContractResponse } } },
    async (req) => ({ data: await contracts.update(actorOf(req), req.body) }),
  );

  app.post(
    '/contract/delete',
    { schema: { body: ZDeleteContractsRequest, response: { 200: ZDeleteContractsResponse } } },
    async (req) => ({
      data: { deleted: await contracts.delete(actorOf(req), req.body.list_contract) },
    }),
  );

  app.post(
    '/contract/get_route_data',
    {
      schema: { body: ZTripRouteRequest, response: { 200: ZTripRouteResponse } },
      // As /truck/get_route_from_video: thousands of typed points need no second validation.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (req) => ({ data: await tripReport.route(actorOf(req), req.body) }),
  );

  app.post(
    '/contract/get_list_stop_and_video',
    { schema: { body: ZStopListRequest, response: { 200: ZStopReportResponse } } },
    async (req) => ({ data: await tripReport.stops(actorOf(req), req.body) }),
  );
};
