import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { AuthorityExportService } from './export-service.js';

export const authorityExportRoutes: FastifyPluginAsyncZod<{
  exports: AuthorityExportService;
}> = async (app, { exports }) => {
  app.route({
    ...served(ENDPOINTS.authorityExport),
    handler: async (req, reply) => {
      const { stream, fileName } = await exports.archive(actorOf(req), req.body);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  });
};
