import type { FastifyInstance, FastifyRequest } from 'fastify';

const startOf = new WeakMap<FastifyRequest, bigint>();

/**
 * `Server-Timing: app;dur=<ms>` on every answer: time from the request reaching the server
 * to its serialized answer, so a browser's devtools or a benchmark can tell server time
 * from network and client time.
 */
export function installServerTiming(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    startOf.set(request, process.hrtime.bigint());
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const start = startOf.get(request);
    if (start !== undefined) {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      reply.header('server-timing', `app;dur=${ms.toFixed(2)}`);
    }
    done(null, payload);
  });
}
