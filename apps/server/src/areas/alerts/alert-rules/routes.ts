import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import type { AlertRuleService } from './alert-rule-service.js';

/** A user's own alert rule, and the defaults per role (admins). */
export const alertRuleRoutes: FastifyPluginAsyncZod<{ rules: AlertRuleService }> = async (
  app,
  { rules },
) => {
  app.route({
    ...served(ENDPOINTS.myAlertRule),
    handler: async (req) => ({ data: await rules.mine(actorOf(req)) }),
  });
  app.route({
    ...served(ENDPOINTS.saveMyAlertRule),
    handler: async (req) => ({ data: await rules.saveMine(actorOf(req), req.body) }),
  });
  app.route({
    ...served(ENDPOINTS.resetMyAlertRule),
    handler: async (req) => ({ data: await rules.resetMine(actorOf(req)) }),
  });
  app.route({
    ...served(ENDPOINTS.roleAlertRules),
    handler: async () => ({ data: await rules.roleRules() }),
  });
  app.route({
    ...served(ENDPOINTS.saveRoleAlertRule),
    handler: async (req) => ({
      data: await rules.saveRoleRule(actorOf(req), req.body.role, req.body.rule),
    }),
  });
  app.route({
    ...served(ENDPOINTS.resetRoleAlertRule),
    handler: async (req) => ({ data: await rules.resetRoleRule(req.body.role) }),
  });
};
