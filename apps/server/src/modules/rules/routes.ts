import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateRuleRequest,
  ZDeleteRulesRequest,
  ZDeleteRulesResponse,
  ZEditRuleRequest,
  ZRecordServiceRequest,
  ZRuleListRequest,
  ZRuleListResponse,
  ZRuleSaveResponse,
} from '@fleet/contracts';
import { actorOf } from '../../http/access-plugin.js';
import type { RuleService } from './rule-service.js';

export const ruleRoutes: FastifyPluginAsyncZod<{ rules: RuleService }> = async (app, { rules }) => {
  app.post(
    '/truck_info/get_rules',
    { schema: { body: ZRuleListRequest, response: { 200: ZRuleListResponse } } },
    async (req) => ({ data: await rules.list(actorOf(req), req.body ?? {}) }),
  );

  app.post(
    '/truck_info/add_rule',
    { schema: { body: ZCreateRuleRequest, response: { 201: ZRuleSaveResponse } } },
    async (req, reply) => reply.status(201).send({ data: await rules.add(actorOf(req), req.body) }),
  );

  app.put(
    '/truck_info/edit_rule',
    { schema: { body: ZEditRuleRequest, response: { 200: ZRuleSaveResponse } } },
    async (req) => ({ data: await rules.edit(actorOf(req), req.body) }),
  );

  app.post(
    '/truck_info/delete_rules',
    { schema: { body: ZDeleteRulesRequest, response: { 200: ZDeleteRulesResponse } } },
    async (req) => ({ data: { deleted: await rules.delete(actorOf(req), req.body.data) } }),
  );

  app.post(
    '/api/rules/record_service',
    { schema: { body: ZRecordServiceRequest, response: { 200: ZRuleSaveResponse } } },
    async (req) => ({
      data: await rules.recordService(actorOf(req), req.body.id, req.body.plate),
    }),
  );
};
