import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { TimeFormat } from '../../../time-format.js';
import type { InspectorAccessService } from './inspector-access-service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const inspectorAccessRoutes: FastifyPluginAsyncZod<{
  inspectors: InspectorAccessService;
  time: TimeFormat;
}> = async (app, { inspectors, time }) => {
  app.route({
    ...served(ENDPOINTS.inspectorGrants),
    handler: async () => ({ data: await inspectors.list() }),
  });
  app.route({
    ...served(ENDPOINTS.createInspectorGrant),
    handler: async (req, reply) =>
      reply.status(201).send({ data: await inspectors.grant(req.body, actorOf(req).username) }),
  });
  app.route({
    ...served(ENDPOINTS.revokeInspectorGrant),
    handler: async (req) => ({ data: await inspectors.revoke(req.body.id) }),
  });
  app.route({
    ...served(ENDPOINTS.inspectorAudit),
    handler: async (req) => inspectors.audit(req.body),
  });
  app.route({
    ...served(ENDPOINTS.exportInspectorAudit),
    handler: async (req, reply) => {
      const file = await inspectors.exportAudit(req.body, actorOf(req).language);
      const day = time.toWire(new Date()).slice(0, 10);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="inspector-audit-${day}.xlsx"`)
        .send(file);
    },
  });
};
