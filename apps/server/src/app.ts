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
import { accountRequestRoutes } from './areas/accounts/account-requests/routes.js';
import { healthRoutes } from './areas/intake/health/routes.js';
import { instanceWarnings } from './areas/intake/health/instance-warnings.js';
import { noticeRoutes } from './areas/accounts/notices/routes.js';
import { pageViewRoutes } from './areas/accounts/page-views/routes.js';
import { roleRoutes } from './areas/accounts/roles/routes.js';
import { systemRoutes } from './areas/platform/system/routes.js';
import { truckRoutes } from './areas/fleet/trucks/routes.js';
import { markerRoutes } from './areas/places/markers/routes.js';
import { warningRoutes } from './areas/alerts/warnings/routes.js';
import { ruleRoutes } from './areas/operations/rules/routes.js';
import { paperRoutes } from './areas/operations/papers/routes.js';
import { cameraRoutes } from './areas/media/cameras/routes.js';
import { mediaRoutes } from './areas/media/media/routes.js';
import { warehouseRoutes } from './areas/media/warehouse/routes.js';
import { liveCameraRoutes } from './areas/media/live-camera/routes.js';
import websocket from '@fastify/websocket';
import { ingestRoutes } from './areas/intake/ingest/routes.js';
import { jt808Routes } from './areas/intake/jt808/routes.js';
import { deviceRecordingRoutes } from './areas/intake/jt1078/routes.js';
import { alarmAttachmentRoutes } from './areas/intake/jt808/attachment-routes.js';
import { liveRoutes } from './areas/tracking/live/routes.js';
import { trackingRoutes } from './areas/tracking/tracking/routes.js';
import { warningMailRoutes } from './areas/alerts/warnings/warning-mail-routes.js';
import { webPushRoutes } from './areas/alerts/web-push/routes.js';
import { alertRuleRoutes } from './areas/alerts/alert-rules/routes.js';
import { alertChannelRoutes } from './areas/alerts/alert-channels/routes.js';
import { alertDeliveryRoutes } from './areas/alerts/alert-deliveries/routes.js';
import { settingsRoutes } from './areas/platform/settings/routes.js';
import { assignmentRoutes } from './areas/fleet/assignments/routes.js';
import { driverReportRoutes } from './areas/reports/driver-reports/routes.js';
import { driverAppRoutes } from './areas/operations/driver-app/routes.js';
import { driverMessageRoutes } from './areas/operations/driver-messages/routes.js';
import { standardReportRoutes } from './areas/reports/standard-reports/routes.js';
import { excelRoutes } from './areas/operations/excel/routes.js';
import { orderImageRoutes } from './areas/operations/order-images/routes.js';
import { contractRoutes } from './areas/reports/contracts/routes.js';
import { userRoutes } from './areas/accounts/users/routes.js';
import { geocodeRoutes } from './areas/places/geocode/routes.js';
import { authorityFeedRoutes } from './areas/reports/authority-feed/routes.js';
import { companyRoutes } from './areas/platform/company/routes.js';
import { authorityExportRoutes } from './areas/reports/authority-export/routes.js';
import { drivingExceptionRoutes } from './areas/reports/driving-exceptions/routes.js';
import { installInspectorAudit } from './areas/fleet/inspector-access/inspector-audit-hook.js';
import { inspectorAccessRoutes } from './areas/fleet/inspector-access/routes.js';
import { metricsRoutes } from './areas/platform/metrics/routes.js';
import { serveWebApp } from './web-app.js';

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

  await app.register(healthRoutes, {
    engine: db.engine,
    warnings: instanceWarnings(config, db.engine),
    reasons: services.health,
    ports: services.ports,
    feed: services.authorityFeed.status,
    alarmFiles: services.jt808.alarmFiles,
  });
  await app.register(systemRoutes, { config });
  await app.register(userRoutes, { users: services.users, avatars: services.avatars });
  await app.register(accountRequestRoutes, { requests: services.accountRequests });
  await app.register(roleRoutes, { roles: services.roles, productSlug: config.PRODUCT_SLUG });
  await app.register(noticeRoutes, { notices: services.notices });
  await app.register(pageViewRoutes, { db, time: services.time });
  await app.register(truckRoutes, { trucks: services.trucks });
  await app.register(markerRoutes, { markers: services.markers });
  await app.register(warningRoutes, { warnings: services.warnings });
  await app.register(ruleRoutes, { rules: services.rules });
  await app.register(paperRoutes, { papers: services.papers });
  await app.register(cameraRoutes, { cameras: services.media.cameras });
  await app.register(mediaRoutes, services.media);
  await app.register(warehouseRoutes, {
    ...services.warehouse,
    blobs: services.blobs,
  });
  await app.register(liveCameraRoutes, {
    liveCamera: services.liveCamera.service,
    streams: services.liveCamera.streams,
  });
  await app.register(deviceRecordingRoutes, services.jt1078);
  await app.register(ingestRoutes, { ingest: services.ingest, devices: services.devices });
  await app.register(jt808Routes, {
    service: services.jt808.service,
    registry: services.jt808.registry,
    signature: services.jt808.signature,
  });
  await app.register(alarmAttachmentRoutes, { attachments: services.jt808.attachments });
  await app.register(trackingRoutes, { tracking: services.tracking });
  await app.register(geocodeRoutes, { geocode: services.geocode });
  app.addHook('onClose', async () => services.geocode.close());
  await app.register(warningMailRoutes, { mail: services.warningMails });
  await app.register(alertDeliveryRoutes, { deliveries: services.alertDeliveries });
  await app.register(webPushRoutes, { push: services.webPush });
  await app.register(alertRuleRoutes, { rules: services.alertRules });
  await app.register(alertChannelRoutes, { channels: services.alertChannels });
  await app.register(settingsRoutes, { settings: services.settings });
  await app.register(assignmentRoutes, { assignments: services.assignments });
  await app.register(driverReportRoutes, { reports: services.driverReports });
  await app.register(driverAppRoutes, {
    now: services.driverNow,
    trips: services.driverTrips,
    photos: services.driverPhotos,
  });
  await app.register(driverMessageRoutes, { messages: services.driverMessages });
  await app.register(standardReportRoutes, {
    reports: services.standardReports,
    videos: services.reportVideos,
    time: services.time,
    companyName: config.COMPANY_NAME,
  });
  await app.register(excelRoutes, {
    excel: services.excel,
    reconciliation: services.reconciliation,
  });
  await app.register(orderImageRoutes, { images: services.orderImages });
  await app.register(contractRoutes, {
    contracts: services.contracts,
    tripReport: services.tripReport,
  });

  await app.register(companyRoutes, { company: services.company });
  await app.register(drivingExceptionRoutes, { exceptions: services.drivingExceptions });
  await app.register(authorityExportRoutes, { exports: services.authorityExport });
  await app.register(inspectorAccessRoutes, {
    inspectors: services.inspectors,
    time: services.time,
  });
  await app.register(authorityFeedRoutes, { feed: services.feed });
  await app.register(metricsRoutes, { registry: services.metrics });

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(liveRoutes, {
    hub: services.hub,
    snapshots: services.liveSnapshots,
    trucks: services.trucks,
    sessions: services.sessions,
    access: services.access,
    recheckMs: options.liveRecheckMs,
  });

  await serveWebApp(app, config.WEB_DIR ?? DEFAULT_WEB_DIR);
  return { app, services };
}
