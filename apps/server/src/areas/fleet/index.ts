/** The fleet area: what other areas may use of it. */
export type { Answer, DeviceDirectory } from './devices/device-directory.js';
export { deviceKeyGuard, deviceOf } from './devices/device-key-guard.js';
export type { DeviceService } from './devices/device-service.js';
export type { UnknownDevices } from './devices/unknown-devices.js';
export { truckRepository } from './trucks/truck-repository.js';
export type { TruckRepository } from './trucks/truck-repository.js';
export type { TruckService } from './trucks/truck-service.js';
