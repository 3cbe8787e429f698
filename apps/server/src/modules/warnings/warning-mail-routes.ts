import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZWarningMailSettings, ZWarningMailSettingsResponse } from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { WarningMail } from './warning-mail.js';

/** Which kinds of system warning are mailed: read by the warning page, changed by admins. */
export const warningMailRoutes: FastifyPluginAsyncZod<{ mail: WarningMail }> = async (
  app,
  { mail },
) => {
  app.post(
    '/api/warnings/mail_settings',
    { schema: { response: { 200: ZWarningMailSettingsResponse } } },
    async () => ({ data: await mail.settings() }),
  );
  app.put(
    '/api/warnings/mail_settings',
    { schema: { body: ZWarningMailSettings, response: { 200: ZWarningMailSettingsResponse } } },
    async (req) => ({ data: await mail.updateSettings(req.body, actorOf(req).username) }),
  );
};
