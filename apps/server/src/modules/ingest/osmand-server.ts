import http from 'node:http';
import querystring from 'node:querystring';
import type { FastifyBaseLogger } from 'fastify';
import type { IngestService } from './ingest-service.js';
import { parseOsmand } from './osmand-parser.js';
import { OSMAND_BODY_LIMIT, parseBody } from './osmand-routes.js';

export interface OsmandServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The OsmAnd port (5055 by default), where the Traccar Client app is usually pointed. It
 * serves nothing but device messages, on any path, so it is plain `node:http` without the
 * main port's routing, session and header layers: one fix per request is the hot path of
 * the whole console. Same parser and ingest as `/osmand` on the main port. Answers null when
 * the port is taken (another instance on this machine owns it).
 */
export async function startOsmandServer(
  ingest: IngestService,
  options: { port: number; host: string; log: FastifyBaseLogger },
): Promise<OsmandServer | null> {
  const log = options.log.child({ port: 'osmand' });
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > OSMAND_BODY_LIMIT) {
        answer(response, 413, 'body too large');
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (response.headersSent) return;
      const url = request.url ?? '/';
      const queryAt = url.indexOf('?');
      const query = queryAt < 0 ? {} : { ...querystring.parse(url.slice(queryAt + 1)) };
      const body = size > 0 ? parseBody(Buffer.concat(chunks).toString('utf8')) : undefined;
      const reports = parseOsmand(query, body, new Date());
      if (reports.length === 0) return answer(response, 400, 'missing device id');
      ingest.acceptReports(reports).then(
        () => answer(response, 200),
        (error: unknown) => {
          // Not acknowledged: the app keeps the fix in its queue and sends it again.
          log.error({ err: error }, 'OsmAnd message not stored');
          answer(response, 503, 'try again');
        },
      );
    });
    request.on('error', () => request.destroy());
  });
  server.keepAliveTimeout = 65_000;

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    log.warn(`OsmAnd port ${options.port} is in use; devices can post to /osmand on the main port`);
    return null;
  }
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

function answer(response: http.ServerResponse, status: number, text = ''): void {
  if (response.headersSent) return;
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}
