import type { FastifyRequest } from 'fastify';
import type { RouteGuard } from '../../../http/access-plugin.js';
import { AppError } from '../../../http/app-error.js';
import type { DeviceService } from './device-service.js';

const refusal = () => new AppError('UNAUTHORIZED', 'A valid x-device-key header is required');

/**
 * The guard of the routes devices post to (access `device_key`): the `x-device-key` header
 * names a device, which the request then speaks for.
 */
export function deviceKeyGuard(devices: Pick<DeviceService, 'deviceOfKey'>): RouteGuard {
  return async (request) => {
    const key = request.headers['x-device-key'];
    const deviceId = typeof key === 'string' ? await devices.deviceOfKey(key) : null;
    if (!deviceId) throw refusal();
    request.deviceId = deviceId;
  };
}

/** The device a `device_key` route's guard proved. */
export function deviceOf(request: FastifyRequest): string {
  if (!request.deviceId) throw refusal();
  return request.deviceId;
}
