import type { TConfig } from './config.js';
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

/** Wires repositories and services once per process. */
export function buildServices(config: TConfig, db: Database) {
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
  return {
    time,
    sessions,
    access,
    users,
    userRows,
    notices,
    avatars: avatarStore(config.dataDir),
    roles: roleService({ roles: roleRows, users: userRows, catalog: resourceCatalog(db) }),
    accountRequests: accountRequestService(db, notices, users, time),
    trucks: truckService({ trucks: truckRepository(db), users: userRows, access, time }),
  };
}

export type Services = ReturnType<typeof buildServices>;
