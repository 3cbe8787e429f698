import type { TruckService } from '../trucks/truck-service.js';
import type { TimeFormat } from '../../../time-format.js';
import type { Actor } from '../../accounts/index.js';
import type { DeviceDirectory } from './device-directory.js';
import type { DeviceKeys } from './device-keys.js';
import type { UnknownDevices } from './unknown-devices.js';

interface Deps {
  keys: DeviceKeys;
  unknown: UnknownDevices;
  directory: DeviceDirectory;
  trucks: TruckService;
  time: TimeFormat;
}

/** Admin work on devices: batch keys, the unknown-device list, attaching one to a truck. */
export function deviceService({ keys, unknown, directory, trucks, time }: Deps) {
  return {
    rotateKey: (deviceId: string) => keys.rotate(deviceId),
    deviceOfKey: (key: string) => keys.deviceOf(key),
    async listUnknown() {
      return (await unknown.list()).map((row) => ({
        ...row,
        first_seen: time.toWire(row.first_seen),
        last_seen: time.toWire(row.last_seen),
      }));
    },
    /** The truck takes the device id (409 when another truck has it). */
    async attach(actor: Actor, deviceId: string, truckId: number): Promise<void> {
      await trucks.update(actor, { id: truckId, device_id: deviceId });
      await unknown.forget(deviceId);
      directory.forget();
    },
  };
}

export type DeviceService = ReturnType<typeof deviceService>;
