import querystring from 'node:querystring';
import Fastify from 'fastify';

/**
 * The reference of the OsmAnd benchmark: a bare Fastify 5 server with one POST route that
 * parses the same form body at the same path as the console's OsmAnd route and answers 200 — HTTP and
 * parsing only, no lookups and no database.
 */
const app = Fastify({ logger: false });
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) =>
  done(null, { ...querystring.parse(String(body)) }),
);
app.post('/osmand', async (request, reply) => {
  const fields = (request.body ?? {}) as Record<string, unknown>;
  return reply.status(fields.id === '' ? 400 : 200).send();
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
