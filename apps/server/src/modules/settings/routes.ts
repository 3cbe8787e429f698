import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDomainSettings, ZDomainSettingsResponse } from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { SettingsService } from './settings-service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/settings',
    { schema: { response: { 200: ZDomainSettingsResponse } } },
    async () => ({
      data: await settings.domain(),
    }),
  );
  app.put(
    '/api/settings',
    { schema: { body: ZDomainSettings, response: { 200: ZDomainSettingsResponse } } },
    async (req) => ({ data: await settings.updateDomain(req.body, actorOf(req).username) }),
  );
};
