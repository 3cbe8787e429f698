import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { served } from '../../../http/endpoint-route.js';
import type { AlertDeliveries } from './alert-deliveries.js';

/** Alert messages that wait or failed, and sending them again (admins). */
export const alertDeliveryRoutes: FastifyPluginAsyncZod<{ deliveries: AlertDeliveries }> = async (
  app,
  { deliveries },
) => {
  app.route({
    ...served(ENDPOINTS.alertDeliveryList),
    handler: async () => ({ data: await deliveries.unsent() }),
  });
  app.route({
    ...served(ENDPOINTS.sendAlertsAgain),
    handler: async (req) => ({ data: await deliveries.sendAgain(req.body.ids) }),
  });
};
