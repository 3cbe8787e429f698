import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@fleet/contracts';
import type { AccessService, SessionService } from '../areas/accounts/index.js';
import { accessPlugin } from './access-plugin.js';
import { AppError } from './app-error.js';
import { served } from './endpoint-route.js';

/** A guarded route never asks for a session or a grant: either would fail the test. */
const untouched = new Proxy(
  {},
  {
    get: (_, name) => () => {
      throw new Error(`a guarded route asked ${String(name)}`);
    },
  },
);

async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(accessPlugin, {
    productSlug: 'fleet',
    sessions: untouched as SessionService,
    access: untouched as AccessService,
  });
  register(app);
  await app.ready();
  return app;
}

const route = served(ENDPOINTS.ingestVideo);
const { url } = route;

describe('routes held by a credential of their own', () => {
  it('cannot be registered without their guard', async () => {
    await expect(
      appWith((app) => app.route({ ...route, handler: async () => ({ data: { id: 1 } }) })),
    ).rejects.toThrow(/held by device_key but registers no guard/);
  });

  it('run their guard before the handler, and no session check', async () => {
    const app = await appWith((app) =>
      app.route({
        ...route,
        config: {
          guard: (request: FastifyRequest) => {
            if (request.headers['x-device-key'] !== 'k1')
              throw new AppError('UNAUTHORIZED', 'A valid x-device-key header is required');
            request.deviceId = 'dev-1';
          },
        },
        handler: async (request: FastifyRequest, reply: FastifyReply) =>
          reply.status(201).send({ data: { id: request.deviceId === 'dev-1' ? 7 : 0 } }),
      }),
    );
    const refused = await app.inject({ method: 'POST', url });
    expect(refused.statusCode).toBe(401);
    const taken = await app.inject({ method: 'POST', url, headers: { 'x-device-key': 'k1' } });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ data: { id: 7 } });
    await app.close();
  });
});
