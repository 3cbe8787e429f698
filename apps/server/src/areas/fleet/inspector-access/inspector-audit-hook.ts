import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS, INSPECTOR_ROLE } from '@fleet/contracts';
import type { InspectorAuditRepository } from './inspector-audit-repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    inspectorAuditId?: number;
  }
}

const isInspector = (request: FastifyRequest) => request.actor?.role === INSPECTOR_ROLE;

function entryOf(request: FastifyRequest) {
  const isPageView =
    request.method === ENDPOINTS.recordPageView.method &&
    request.routeOptions.url === ENDPOINTS.recordPageView.path;
  const page = isPageView ? (request.body as { path?: unknown } | undefined)?.path : undefined;
  return {
    username: request.actor!.username,
    method: request.method,
    // The query is left out: a live socket carries its token there.
    path: request.url.split('?')[0]!.slice(0, 500),
    page: typeof page === 'string' ? page.slice(0, 300) : null,
    address: request.ip,
  };
}

/**
 * Keeps every request of an inspector (issue 35): written before the route answers, so no
 * data reaches an inspector unrecorded (a failed write fails the request), and completed
 * with the status before the answer leaves; a request refused earlier (403, 400) is written
 * then too, so the log holds it by the time the inspector reads the refusal.
 */
export function installInspectorAudit(app: FastifyInstance, audit: InspectorAuditRepository) {
  app.addHook('preHandler', async (request) => {
    if (isInspector(request)) request.inspectorAuditId = await audit.open(entryOf(request));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isInspector(request)) return payload;
    try {
      const id = request.inspectorAuditId ?? (await audit.open(entryOf(request)));
      await audit.close(id, reply.statusCode);
    } catch (error) {
      request.log.error({ err: error }, 'inspector audit not completed');
    }
    return payload;
  });
}
