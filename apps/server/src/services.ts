import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config.js';
import { geofenceTracker } from './modules/geofences/geofence-tracker.js';
import { liveHub } from './modules/live/live-hub.js';
import type { Database } from './db/database.js';
import { accessService } from './modules/access/access-service.js';
import { accountRequestService } from './modules/account-requests/account-request-service.js';
import { noticeService } from './modules/notices/notice-service.js';
import { resourceCatalog } from './modules/roles/resource-catalog.js';
import { roleRepository } from './modules/roles/role-repository.js';
import { roleService } from './modules/roles/role-service.js';
import { sessionService } from './modules/sessions/session-service.js';
import { avatarStore } from './modules/users/avatar-store.js';
import { loginThrottle } from './modules/users/login-throttle.js';
import { userRepository } from './modules/users/user-repository.js';
import { userService } from './modules/users/user-service.js';
import { timeFormat } from './time-format.js';
import { truckRepository } from './modules/trucks/truck-repository.js';
import { truckService } from './modules/trucks/truck-service.js';
import { deviceDirectory } from './modules/ingest/device-directory.js';
import { deviceKeys } from './modules/ingest/device-keys.js';
import { deviceService } from './modules/ingest/device-service.js';
import { ingestService } from './modules/ingest/ingest-service.js';
import { unknownDevices } from './modules/ingest/unknown-devices.js';
import { positionPartitions } from './modules/positions/position-partitions.js';
import { positionWriter } from './modules/positions/position-writer.js';
import { trackingRepository } from './modules/tracking/tracking-repository.js';
import { trackingService } from './modules/tracking/tracking-service.js';
import { markerRepository } from './modules/markers/marker-repository.js';
import { markerService } from './modules/markers/marker-service.js';
import { openBlobStore } from './modules/blobs/open-blob-store.js';

/** How often live deltas go out to browsers: a few per second keeps fix-to-screen well under a second. */
const LIVE_FLUSH_MS = 250;

/** Wires repositories and services once per process. */
export function buildServices(config: TConfig, db: Database, log: FastifyBaseLogger) {
  const time = timeFormat(config.TZ_COMPANY);
  const roleRows = roleRepository(db);
  const userRows = userRepository(db);
  const sessions = sessionService(db, config.SESSION_TTL_HOURS);
  const access = accessService(roleRows);
  const users = userService({
    users: userRows,
    roles: roleRows,
    sessions,
    access,
    throttle: loginThrottle(db),
    time,
  });
  const notices = noticeService(db, userRows, access, time);
  const directory = deviceDirectory(db);
  const trucks = truckService({
    trucks: truckRepository(db),
    users: userRows,
    access,
    time,
    onChange: () => directory.forget(),
  });
  const unknown = unknownDevices(db);
  const trackingRows = trackingRepository(db);
  const tracking = trackingService({ repository: trackingRows, trucks, time });
  const hub = liveHub({ db, repository: trackingRows, tracking, log, flushMs: LIVE_FLUSH_MS });
  const markerRows = markerRepository(db);
  const geofences = geofenceTracker(db, markerRows, log);
  const writer = positionWriter(db, positionPartitions(db), {
    maxDelayMs: 2,
    maxItems: 5_000,
    onCommit: (states, stored) => {
      hub.publish(states);
      geofences.judge(stored);
    },
  });
  return {
    time,
    sessions,
    access,
    users,
    userRows,
    notices,
    avatars: avatarStore(config.dataDir),
    blobs: openBlobStore(config),
    roles: roleService({ roles: roleRows, users: userRows, catalog: resourceCatalog(db) }),
    accountRequests: accountRequestService(db, notices, users, time),
    trucks,
    writer,
    hub,
    geofences,
    ingest: ingestService({ writer, directory, unknown, time }),
    devices: deviceService({ keys: deviceKeys(db), unknown, directory, trucks, time }),
    trackingRows,
    tracking,
    markers: markerService({ markers: markerRows, time, onChange: geofences.forgetMarkers }),
  };
}

export type Services = ReturnType<typeof buildServices>;
