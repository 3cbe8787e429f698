import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, type TInstanceWarning } from '@fleet/contracts';
import type { Database } from '../../db/database.js';
import { served } from '../../http/endpoint-route.js';
import { droppedAttributes } from '../ingest/device-attributes.js';

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  warnings: readonly TInstanceWarning[];
}> = async (app, { db, warnings }) => {
  app.route({
    ...served(ENDPOINTS.health),
    handler: async () => {
      await db.query('select 1');
      return {
        data: {
          status: 'ok' as const,
          database: db.engine,
          uptime_s: Math.round(process.uptime()),
          dropped_attributes: droppedAttributes(),
          warnings: [...warnings],
        },
      };
    },
  });
};
