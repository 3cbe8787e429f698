import type { App, AreaCore } from '../../area-core.js';
import { listeners } from '../../area-core.js';
import type { Services } from '../../services.js';
import type { Accounts } from '../accounts/index.js';
import { assignmentRepository } from './assignments/assignment-repository.js';
import { assignmentService } from './assignments/assignment-service.js';
import { assignmentRoutes } from './assignments/routes.js';
import { deviceDirectory } from './devices/device-directory.js';
import { deviceKeys } from './devices/device-keys.js';
import { deviceService } from './devices/device-service.js';
import { unknownDevices } from './devices/unknown-devices.js';
import { inspectorAccessService } from './inspector-access/inspector-access-service.js';
import { inspectorAuditRepository } from './inspector-access/inspector-audit-repository.js';
import { inspectorAccessRoutes } from './inspector-access/routes.js';
import { truckRoutes } from './trucks/routes.js';
import { truckRepository } from './trucks/truck-repository.js';
import { truckService } from './trucks/truck-service.js';

// What other areas may use of this one.
export type { Answer, DeviceDirectory } from './devices/device-directory.js';
export { deviceKeyGuard, deviceOf } from './devices/device-key-guard.js';
export type { DeviceService } from './devices/device-service.js';
export type { UnknownDevices } from './devices/unknown-devices.js';
export { truckRepository } from './trucks/truck-repository.js';
export type { TruckRepository } from './trucks/truck-repository.js';
export type { TruckService } from './trucks/truck-service.js';

export { installInspectorAudit } from './inspector-access/inspector-audit-hook.js';

/** The fleet: trucks, the devices on them, driver assignments, inspectors' access. */
export function buildFleet({ config, db, log, time }: AreaCore, accounts: Accounts) {
  const trucksChanged = listeners();
  const assignmentsChanged = listeners<[truckId: number]>();
  const directory = deviceDirectory(db);
  const truckRows = truckRepository(db);
  const trucks = truckService({
    trucks: truckRows,
    users: accounts.userRows,
    access: accounts.access,
    time,
    onChange: () => {
      directory.forget();
      trucksChanged.call();
    },
  });
  const unknown = unknownDevices(db, { log });
  return {
    truckRows,
    trucks,
    directory,
    unknownDevices: unknown,
    devices: deviceService({ keys: deviceKeys(db), unknown, directory, trucks, time }),
    assignments: assignmentService({
      assignments: assignmentRepository(db),
      trucks,
      truckRows: truckRepository(db),
      users: accounts.userRows,
      time,
      onChange: (truckId) => assignmentsChanged.call(truckId),
    }),
    inspectorAudit: inspectorAuditRepository(db),
    inspectors: inspectorAccessService({
      inspections: accounts.inspections,
      audit: inspectorAuditRepository(db),
      users: accounts.userRows,
      trucks: truckRows,
      time,
      timeZone: config.TZ_COMPANY,
    }),
    /** A truck changed (the authority feed resends its registrations). */
    onTrucksChanged: trucksChanged.add,
    /** A driver assignment changed on a truck (its history is derived again). */
    onAssignmentsChanged: assignmentsChanged.add,
  };
}

export type Fleet = ReturnType<typeof buildFleet>;

export async function fleetRoutes(app: App, _core: AreaCore, services: Services) {
  await app.register(truckRoutes, { trucks: services.trucks });
  await app.register(assignmentRoutes, { assignments: services.assignments });
  await app.register(inspectorAccessRoutes, {
    inspectors: services.inspectors,
    time: services.time,
  });
}
