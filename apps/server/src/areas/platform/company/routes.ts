import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { CompanyService } from './company-service.js';

export const companyRoutes: FastifyPluginAsyncZod<{ company: CompanyService }> = async (
  app,
  { company },
) => {
  app.route({
    ...served(ENDPOINTS.company),
    handler: async () => ({ data: await company.profile() }),
  });
  app.route({
    ...served(ENDPOINTS.saveCompany),
    handler: async (req) => ({ data: await company.save(req.body, actorOf(req).username) }),
  });
};
