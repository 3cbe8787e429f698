import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { WebPushService } from './web-push-service.js';

/** A signed-in user's browsers opting in to alerts (web push) and out again. */
export const webPushRoutes: FastifyPluginAsyncZod<{ push: WebPushService }> = async (
  app,
  { push },
) => {
  app.route({
    ...served(ENDPOINTS.pushPublicKey),
    handler: async () => ({ data: await push.publicKey() }),
  });
  app.route({
    ...served(ENDPOINTS.pushSubscribe),
    handler: async (req, reply) => {
      const data = await push.subscribe(actorOf(req), req.body, req.headers['user-agent'] ?? null);
      return reply.status(201).send({ data });
    },
  });
  app.route({
    ...served(ENDPOINTS.pushUnsubscribe),
    handler: async (req) => ({ data: await push.unsubscribe(actorOf(req), req.body.endpoint) }),
  });
  app.route({
    ...served(ENDPOINTS.pushSubscription),
    handler: async (req) => ({ data: await push.check(actorOf(req), req.body.endpoint) }),
  });
};
