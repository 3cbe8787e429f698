import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { SettingsService } from './settings-service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.route({
    ...served(ENDPOINTS.settings),
    handler: async () => ({ data: await settings.domain() }),
  });
  app.route({
    ...served(ENDPOINTS.saveSettings),
    handler: async (req) => ({
      data: await settings.updateDomain(req.body, actorOf(req).username),
    }),
  });
};
