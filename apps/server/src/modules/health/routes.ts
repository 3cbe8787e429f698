import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { droppedAttributes } from '../ingest/device-attributes.js';
import { INSTANCE_WARNINGS, type TInstanceWarning } from './instance-warnings.js';

const ZHealth = z.object({
  data: z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    uptime_s: z.number(),
    /** Since start: fixes whose attributes were cut to the stored limits, and values dropped. */
    dropped_attributes: z.object({ fixes: z.number().int(), values: z.number().int() }),
    /** What this instance keeps to itself although the database may be shared (start-up log). */
    warnings: z.array(z.enum(INSTANCE_WARNINGS)),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  warnings: readonly TInstanceWarning[];
}> = async (app, { db, warnings }) => {
  app.get('/api/health', { schema: { response: { 200: ZHealth } } }, async () => {
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
  });
};
