import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { TimeFormat } from '../../../time-format.js';
import { pageViewRepository } from './page-view-repository.js';

/** Who opened which page when; recorded by the web app on every route change, read by admins. */
export const pageViewRoutes: FastifyPluginAsyncZod<{ db: Database; time: TimeFormat }> = async (
  app,
  { db, time },
) => {
  const views = pageViewRepository(db);

  app.route({
    ...served(ENDPOINTS.recordPageView),
    handler: async (req) => {
      await views.record(actorOf(req).username, req.body.path);
      return { data: { ok: true as const } };
    },
  });

  app.route({
    ...served(ENDPOINTS.pageViewList),
    handler: async (req) => {
      const rows = await views.list(req.body?.username, req.body?.limit ?? 200);
      return {
        data: rows.map((r) => ({ username: r.username, path: r.path, at: time.toWire(r.at) })),
      };
    },
  });
};
