import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, type TInstanceWarning } from '@fleet/contracts';
import type { Database } from '../../db/database.js';
import { served } from '../../http/endpoint-route.js';
import type { DevicePorts } from '../device-ports/device-ports.js';
import { droppedAttributes } from '../ingest/device-attributes.js';
import type { HealthReasons } from './health-reasons.js';

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  warnings: readonly TInstanceWarning[];
  reasons: HealthReasons;
  ports: Pick<DevicePorts, 'status'>;
}> = async (app, { db, warnings, reasons, ports }) => {
  const route = served(ENDPOINTS.health);
  app.route({
    ...route,
    // 503 names what is wrong, in the same shape: a monitor reads one body.
    schema: {
      ...route.schema,
      response: { ...route.schema.response, 503: ENDPOINTS.health.response },
    },
    handler: async (_req, reply) => {
      await db.query('select 1');
      const found = await reasons.current();
      return reply.status(found.length > 0 ? 503 : 200).send({
        data: {
          status: found.length > 0 ? ('unavailable' as const) : ('ok' as const),
          reasons: found,
          database: db.engine,
          uptime_s: Math.round(process.uptime()),
          dropped_attributes: droppedAttributes(),
          warnings: [...warnings],
          device_ports: ports.status(),
        },
      });
    },
  });
};
