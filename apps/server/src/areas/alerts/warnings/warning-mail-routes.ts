import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { WarningMail } from './warning-mail.js';

/** Which kinds of system warning are mailed: read by the warning page, changed by admins. */
export const warningMailRoutes: FastifyPluginAsyncZod<{ mail: WarningMail }> = async (
  app,
  { mail },
) => {
  app.route({
    ...served(ENDPOINTS.warningMailSettings),
    handler: async () => ({ data: await mail.settings() }),
  });
  app.route({
    ...served(ENDPOINTS.saveWarningMailSettings),
    handler: async (req) => ({ data: await mail.updateSettings(req.body, actorOf(req).username) }),
  });
};
