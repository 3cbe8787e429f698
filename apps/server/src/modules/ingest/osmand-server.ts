import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { IngestService } from './ingest-service.js';
import { registerOsmand } from './osmand-routes.js';

/**
 * The OsmAnd port (5055 by default), where the Traccar Client app is usually pointed. It
 * serves nothing but device messages at `/`, so the session layer of the main port has
 * nothing to check here. Answers null when the port is taken (another instance on this
 * machine owns it); devices can still use `/osmand` on the main port.
 */
export async function startOsmandServer(
  ingest: IngestService,
  options: { port: number; host: string; log: FastifyBaseLogger },
): Promise<FastifyInstance | null> {
  const server = Fastify({ loggerInstance: options.log.child({ port: 'osmand' }) });
  registerOsmand(server, ingest, '/');
  try {
    await server.listen({ port: options.port, host: options.host });
    return server;
  } catch (error) {
    if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    options.log.warn(
      `OsmAnd port ${options.port} is in use; devices can post to /osmand on the main port`,
    );
    await server.close();
    return null;
  }
}
