import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf } from '../../../http/access-plugin.js';
import { served } from '../../../http/endpoint-route.js';
import { deviceKeyGuard, deviceOf, type DeviceService } from '../../fleet/index.js';
import type { IngestService } from './ingest-service.js';
import { registerOsmand } from './osmand-routes.js';

interface Options {
  ingest: IngestService;
  devices: DeviceService;
}

/** Largest batch body: 10,000 positions with attributes. */
const BATCH_BODY_LIMIT = 16 * 1024 * 1024;

export const ingestRoutes: FastifyPluginAsyncZod<Options> = async (app, { ingest, devices }) => {
  // Own encapsulated scope: OsmAnd brings its own body parsers.
  await app.register(async (scope) => registerOsmand(scope, ingest, '/osmand'));

  app.route({
    ...served(ENDPOINTS.ingestPositions),
    bodyLimit: BATCH_BODY_LIMIT,
    config: { deviceInput: true, guard: deviceKeyGuard(devices) },
    handler: async (req) => ({ data: await ingest.acceptBatch(deviceOf(req), req.body.positions) }),
  });

  app.route({
    ...served(ENDPOINTS.deviceKey),
    handler: async (req) => ({
      data: { device_id: req.body.device_id, key: await devices.rotateKey(req.body.device_id) },
    }),
  });

  app.route({
    ...served(ENDPOINTS.unknownDevices),
    handler: async () => ({ data: await devices.listUnknown() }),
  });

  app.route({
    ...served(ENDPOINTS.attachDevice),
    handler: async (req) => {
      await devices.attach(actorOf(req), req.body.device_id, req.body.truck_id);
      return { data: { ok: true as const } };
    },
  });
};
