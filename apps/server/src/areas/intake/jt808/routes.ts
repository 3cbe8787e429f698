import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, type TJt808RelayRequest } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { AppError } from '../../../http/app-error.js';
import { served } from '../../../http/endpoint-route.js';
import { INSTANCE_SIGNATURE_HEADER, type InstanceSignature } from '../../platform/index.js';
import { bodyOf, forwardedDigest } from './instance-forward.js';
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
  app.route({
    ...served(ENDPOINTS.terminal),
    handler: async (req) => ({ data: await service.terminal(actorOf(req), req.body.truck_plate) }),
  });

  app.route({
    ...served(ENDPOINTS.setTerminal),
    handler: async (req) => ({ data: await service.setTimeZone(actorOf(req), req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.releaseTerminal),
    handler: async (req) => ({ data: await service.release(actorOf(req), req.body.truck_plate) }),
  });

  app.route({
    ...served(ENDPOINTS.terminalText),
    handler: async (req) => {
      await service.sendText(actorOf(req), req.body);
      return { data: { ok: true as const } };
    },
  });

  app.route({
    ...served(ENDPOINTS.terminalPhoto),
    handler: async (req) => ({ data: await service.takePhoto(actorOf(req), req.body) }),
  });

  app.route({
    ...served(ENDPOINTS.terminalSettings),
    handler: async (req) => ({ data: await service.settings(actorOf(req), req.body.truck_plate) }),
  });

  // Between instances only (access `instance_signature`): the signature over every field.
  const relay = served(ENDPOINTS.terminalRelay);
  app.route({
    ...relay,
    schema: {
      ...relay.schema,
      description: 'Between console instances: a command for a terminal connected here.',
    },
    config: {
      guard: (req) => {
        const digest = forwardedDigest(req.body as TJt808RelayRequest);
        if (!signature.verify(digest, req.headers[INSTANCE_SIGNATURE_HEADER]))
          throw new AppError('FORBIDDEN', 'Only another instance of this console may call this');
      },
    },
    handler: async (req) => {
      const { device_id, msg_id, body, reply_ids, timeout_ms } = req.body;
      const reply = await registry.requestLocal(device_id, msg_id, bodyOf(body), {
        replyIds: reply_ids,
        timeoutMs: timeout_ms,
      });
      return {
        data: { msg_id: reply.msgId, body: reply.body.toString('hex'), address: reply.address },
      };
    },
  });
};
