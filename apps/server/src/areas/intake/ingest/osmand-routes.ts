import querystring from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IngestService } from './ingest-service.js';
import { parseOsmand } from './osmand-parser.js';

/** A device message is a few hundred bytes; a JSON body with a queue of fixes stays far below. */
export const OSMAND_BODY_LIMIT = 256 * 1024;

/**
 * The OsmAnd protocol of the Traccar Client app, mounted at `path`. Bodies arrive as a form,
 * as JSON, or not at all (the old app puts everything in the query string).
 */
export function registerOsmand(app: FastifyInstance, ingest: IngestService, path: string): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: OSMAND_BODY_LIMIT },
    (_req, body, done) => done(null, parseBody(String(body))),
  );

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const messages = parseOsmand(
      request.query as Record<string, unknown>,
      request.body,
      new Date(),
    );
    if (messages.length === 0) {
      return reply.status(400).type('text/plain').send('missing device id');
    }
    await ingest.acceptMessages(messages);
    return reply.status(200).send();
  };
  // One request per fix: logging each at info would drown every other log line.
  const options = { logLevel: 'warn', config: { deviceInput: true } } as const;
  // A server URL typed into the app with a trailing slash reaches the same place.
  for (const url of [path, `${path}/`]) {
    app.get(url, options, handle);
    app.post(url, options, handle);
  }
}

/** JSON when it looks like JSON, else a form; an unreadable body counts as empty. */
export function parseBody(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return {};
    }
  }
  return { ...querystring.parse(trimmed) };
}
