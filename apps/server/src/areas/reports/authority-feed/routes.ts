import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { FeedService } from './feed-service.js';

export const authorityFeedRoutes: FastifyPluginAsyncZod<{ feed: FeedService }> = async (
  app,
  { feed },
) => {
  app.route({
    ...served(ENDPOINTS.authorityFeedSettings),
    handler: async () => ({ data: await feed.view() }),
  });
  app.route({
    ...served(ENDPOINTS.saveAuthorityFeedSettings),
    handler: async (req) => ({ data: await feed.save(req.body, actorOf(req)) }),
  });
  app.route({
    ...served(ENDPOINTS.testAuthorityFeed),
    handler: async () => ({ data: await feed.test() }),
  });
  app.route({
    ...served(ENDPOINTS.authorityFeedStatus),
    handler: async (req) => ({ data: await feed.status(actorOf(req)) }),
  });
};
