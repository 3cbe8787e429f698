import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { ContractService } from './contract-service.js';
import type { TripReportService } from './trip-report-service.js';

export const contractRoutes: FastifyPluginAsyncZod<{
  contracts: ContractService;
  tripReport: TripReportService;
}> = async (app, { contracts, tripReport }) => {
  app.route({
    ...served(ENDPOINTS.contractList),
    handler: async (req) => contracts.list(actorOf(req), req.body),
  });

  app.route({
    ...served(ENDPOINTS.contractInfo),
    handler: async (req) => ({ data: await contracts.get(actorOf(req), req.body.contract_id) }),
  });

  app.route({
    ...served(ENDPOINTS.createContract),
    handler: async (req, reply) =>
      reply.status(201).send({ data: await contracts.create(actorOf(req), req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.updateContract),
    handler: async (req) => ({ data: await contracts.update(actorOf(req), req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.deleteContract),
    handler: async (req) => ({
      data: { deleted: await contracts.delete(actorOf(req), req.body.list_contract) },
    }),
  });

  app.route({
    ...served(ENDPOINTS.contractRoute),
    // As /truck/get_route_from_video: thousands of typed points need no second validation.
    serializerCompiler: () => (data) => JSON.stringify(data),
    handler: async (req) => ({ data: await tripReport.route(actorOf(req), req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.contractStops),
    handler: async (req) => ({ data: await tripReport.stops(actorOf(req), req.body) }),
  });
};
