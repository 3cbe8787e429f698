import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { ChannelAdmin } from './channel-admin.js';

/** Settings of the Zalo and SMS alert channels (admins). */
export const alertChannelRoutes: FastifyPluginAsyncZod<{ channels: ChannelAdmin }> = async (
  app,
  { channels },
) => {
  app.route({
    ...served(ENDPOINTS.alertChannelSettings),
    handler: async () => ({ data: await channels.view() }),
  });
  app.route({
    ...served(ENDPOINTS.saveAlertChannel),
    handler: async (req) => ({ data: await channels.save(req.body, actorOf(req)) }),
  });
};
