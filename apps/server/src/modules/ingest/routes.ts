import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAttachDeviceRequest,
  ZBatchRequest,
  ZBatchResponse,
  ZDeviceKeyRequest,
  ZDeviceKeyResponse,
  ZOk,
  ZUnknownDeviceListResponse,
} from '@fleet/contracts';
import { AppError } from '../../http/app-error.js';
import { actorOf } from '../../http/access-plugin.js';
import type { DeviceService } from './device-service.js';
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

  app.post(
    '/api/ingest/positions',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      config: { deviceInput: true },
      schema: { body: ZBatchRequest, response: { 200: ZBatchResponse } },
    },
    async (req) => {
      const key = req.headers['x-device-key'];
      const deviceId = typeof key === 'string' ? await devices.deviceOfKey(key) : null;
      if (!deviceId) throw new AppError('UNAUTHORIZED', 'A valid x-device-key header is required');
      return { data: await ingest.acceptBatch(deviceId, req.body.positions) };
    },
  );

  app.post(
    '/api/devices/key',
    { schema: { body: ZDeviceKeyRequest, response: { 200: ZDeviceKeyResponse } } },
    async (req) => ({
      data: { device_id: req.body.device_id, key: await devices.rotateKey(req.body.device_id) },
    }),
  );

  app.post(
    '/api/devices/unknown',
    { schema: { response: { 200: ZUnknownDeviceListResponse } } },
    async () => ({ data: await devices.listUnknown() }),
  );

  app.post(
    '/api/devices/attach',
    { schema: { body: ZAttachDeviceRequest, response: { 200: ZOk } } },
    async (req) => {
      await devices.attach(actorOf(req), req.body.device_id, req.body.truck_id);
      return { data: { ok: true as const } };
    },
  );
};
