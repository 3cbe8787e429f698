import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZJt808PhotoRequest,
  ZJt808PhotoResponse,
  ZJt808SettingsRequest,
  ZJt808SettingsResponse,
  ZJt808TerminalRequest,
  ZJt808TerminalResponse,
  ZJt808TextRequest,
  ZJt808TimeZoneRequest,
  ZOk,
} from '@fleet/contracts';
import { z } from 'zod';
import { actorOf } from '../../http/access-plugin.js';
import { AppError } from '../../http/app-error.js';
import {
  INSTANCE_SIGNATURE_HEADER,
  type InstanceSignature,
} from '../live-camera/instance-signature.js';
import {
  bodyOf,
  forwardedDigest,
  INTERNAL_REQUEST_PATH,
  ZForwardedReply,
  ZForwardedRequest,
} from './instance-forward.js';
import type { Jt808Service } from './jt808-service.js';
import type { TerminalRegistry } from './terminal-registry.js';

interface Options {
  service: Jt808Service;
  registry: TerminalRegistry;
  signature: InstanceSignature;
}

export const jt808Routes: FastifyPluginAsyncZod<Options> = async (
  app,
  { service, registry, signature },
) => {
  app.post(
    '/api/jt808/terminal',
    { schema: { body: ZJt808TerminalRequest, response: { 200: ZJt808TerminalResponse } } },
    async (req) => ({ data: await service.terminal(actorOf(req), req.body.truck_plate) }),
  );

  app.put(
    '/api/jt808/terminal',
    { schema: { body: ZJt808TimeZoneRequest, response: { 200: ZJt808TerminalResponse } } },
    async (req) => ({ data: await service.setTimeZone(actorOf(req), req.body) }),
  );

  app.post(
    '/api/jt808/text',
    { schema: { body: ZJt808TextRequest, response: { 200: ZOk } } },
    async (req) => {
      await service.sendText(actorOf(req), req.body);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/jt808/photo',
    { schema: { body: ZJt808PhotoRequest, response: { 200: ZJt808PhotoResponse } } },
    async (req) => ({ data: await service.takePhoto(actorOf(req), req.body) }),
  );

  app.post(
    '/api/jt808/settings',
    { schema: { body: ZJt808SettingsRequest, response: { 200: ZJt808SettingsResponse } } },
    async (req) => ({ data: await service.settings(actorOf(req), req.body.truck_plate) }),
  );

  // Between instances only: the signature (over every field) is checked before anything runs.
  app.post(
    INTERNAL_REQUEST_PATH,
    {
      preHandler: async (req) => {
        if (!signature.verify(forwardedDigest(req.body), req.headers[INSTANCE_SIGNATURE_HEADER]))
          throw new AppError('FORBIDDEN', 'Only another instance of this console may call this');
      },
      schema: {
        description: 'Between console instances: a command for a terminal connected here.',
        body: ZForwardedRequest,
        response: { 200: z.object({ data: ZForwardedReply }) },
      },
    },
    async (req) => {
      const { device_id, msg_id, body, reply_ids, timeout_ms } = req.body;
      const reply = await registry.requestLocal(device_id, msg_id, bodyOf(body), {
        replyIds: reply_ids,
        timeoutMs: timeout_ms,
      });
      return { data: { msg_id: reply.msgId, body: reply.body.toString('hex') } };
    },
  );
};
