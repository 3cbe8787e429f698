import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { ENDPOINTS } from '@fleet/contracts';
import type { TConfig } from './config.js';
import type { Database } from './db/database.js';
import { accessPlugin } from './http/access-plugin.js';
import { installErrorHandler } from './http/error-handler.js';
import { installGracefulClose } from './http/graceful-close.js';
import { installUpgradeSockets } from './http/upgrade-sockets.js';
import { installInputGuard } from './http/input-guard.js';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installServerTiming } from './http/server-timing.js';
import { fastifyTrustProxy } from './http/trust-proxy.js';
import { redactSecrets } from './redact-secrets.js';
import { buildServices, type Services } from './services.js';
import { serveWebApp } from './web-app.js';
import type { AreaCore } from './area-core.js';
import { accountRoutes } from './areas/accounts/index.js';
import { alertRoutes } from './areas/alerts/index.js';
import { fleetRoutes, installInspectorAudit } from './areas/fleet/index.js';
import { intakeRoutes } from './areas/intake/index.js';
import { mediaAreaRoutes } from './areas/media/index.js';
import { operationRoutes } from './areas/operations/index.js';
import { placeRoutes } from './areas/places/index.js';
import { platformRoutes } from './areas/platform/index.js';
import { reportRoutes } from './areas/reports/index.js';
import { trackingAreaRoutes } from './areas/tracking/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built web app sits beside the server: apps/web/dist. */
export const DEFAULT_WEB_DIR = path.resolve(here, '../../web/dist');

export const OPENAPI_INFO = {
  title: 'Fleet console API',
  description: 'Product API of the fleet and truck tracking console.',
  version: '0.1.0',
};

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

/** Request logs never carry the session token a WebSocket passes in its query string. */
const redactUrl = (url: string) => url.replace(/([?&]token=)[^&]*/g, '$1[redacted]');

export async function buildApp(
  config: TConfig,
  db: Database,
  options: {
    logger?: boolean;
    logStream?: DestinationStream;
    /** How often a live socket re-checks its access (tests shorten it). */
    liveRecheckMs?: number;
  } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Every line written, whatever it carries: no camera or NVR credential in the log.
            hooks: { streamWrite: (line: string) => redactSecrets(line) },
            redact: [
              'req.headers.token',
              'req.headers.authorization',
              'req.headers["x-device-key"]',
            ],
            serializers: {
              req: (request: { method: string; url: string; ip?: string }) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    // While stopping, requests still arriving on open connections are served (with
    // `Connection: close`), not refused: the database and the writer are still there.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installServerTiming(app);
  installInputGuard(app);
  installGracefulClose(app, { upgrades: installUpgradeSockets(app) });

  installSecurityHeaders(app, { mapStyleUrl: config.MAP_STYLE_URL });

  const services = buildServices(config, db, app.log);

  await app.register(swagger, { openapi: { info: OPENAPI_INFO }, transform: jsonSchemaTransform });
  await app.register(swaggerUi, { routePrefix: ENDPOINTS.docs.path });
  // No form field is longer than a few KB: 64 KB each keeps 50 of them from holding 50 MB.
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 50, fieldSize: 64 * 1024 },
  });
  await app.register(accessPlugin, {
    productSlug: config.PRODUCT_SLUG,
    sessions: services.sessions,
    access: services.access,
  });
  // After the access check, so it knows who asked; before every route, so it sees them all.
  installInspectorAudit(app, services.inspectorAudit);

  const core: AreaCore = { config, db, log: app.log, time: services.time };
  // Health first, as before: intake's routes name the instance's state.
  await intakeRoutes(app, core, services);
  await platformRoutes(app, core, services);
  await accountRoutes(app, core, services);
  await fleetRoutes(app, core, services);
  await placeRoutes(app, core, services);
  await alertRoutes(app, core, services);
  await mediaAreaRoutes(app, core, services);
  await reportRoutes(app, core, services);
  await operationRoutes(app, core, services);
  await trackingAreaRoutes(app, core, services, { liveRecheckMs: options.liveRecheckMs });

  await serveWebApp(app, config.WEB_DIR ?? DEFAULT_WEB_DIR);
  return { app, services };
}
