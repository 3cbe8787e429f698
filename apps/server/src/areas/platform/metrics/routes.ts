import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '@fleet/contracts';
import type { Registry } from 'prom-client';
import { served } from '../../../http/endpoint-route.js';

/** Prometheus' text format of what the modules registered (aggregates only, no truck). */
export const metricsRoutes: FastifyPluginAsync<{ registry: Registry }> = async (
  app,
  { registry },
) => {
  app.route({
    ...served(ENDPOINTS.metrics),
    handler: async (_req, reply) => {
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    },
  });
};
