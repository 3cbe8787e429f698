import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';

const ZHealth = z.object({
  data: z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    uptime_s: z.number(),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/health', { schema: { response: { 200: ZHealth } } }, async () => {
    await db.query('select 1');
    return {
      data: { status: 'ok' as const, database: db.engine, uptime_s: Math.round(process.uptime()) },
    };
  });
};
