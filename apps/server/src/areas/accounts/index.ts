import type { App, AreaCore } from '../../area-core.js';
import { listeners } from '../../area-core.js';
import type { Services } from '../../services.js';
import type { Platform } from '../platform/index.js';
import { accessService } from './access/access-service.js';
import { inspectionRepository } from './access/inspection-repository.js';
import { accountRequestRepository } from './account-requests/account-request-repository.js';
import { accountRequestService } from './account-requests/account-request-service.js';
import { accountRequestRoutes } from './account-requests/routes.js';
import { noticeRepository } from './notices/notice-repository.js';
import { noticeService } from './notices/notice-service.js';
import { noticeRoutes } from './notices/routes.js';
import { pageViewRoutes } from './page-views/routes.js';
import { resourceCatalog } from './roles/resource-catalog.js';
import { roleRepository } from './roles/role-repository.js';
import { roleService } from './roles/role-service.js';
import { roleRoutes } from './roles/routes.js';
import { sessionRepository } from './sessions/session-repository.js';
import { sessionService } from './sessions/session-service.js';
import { ensureAdmin } from './users/admin-bootstrap.js';
import { avatarStore } from './users/avatar-store.js';
import { loginThrottle } from './users/login-throttle.js';
import { userRoutes } from './users/routes.js';
import { userRepository } from './users/user-repository.js';
import { userService } from './users/user-service.js';

// What other areas may use of this one.
export type { AccessService } from './access/access-service.js';
export type { InspectionRepository, InspectionRow } from './access/inspection-repository.js';
export { ADMINS_ONLY } from './notices/notice-repository.js';
export type { NewNotice } from './notices/notice-repository.js';
export type { NoticeService } from './notices/notice-service.js';
export type { RoleRepository } from './roles/role-repository.js';
export type { Actor, SessionService } from './sessions/session-service.js';
export type { UserRepository } from './users/user-repository.js';

/** Accounts: users, roles, sessions, the access check every area asks, notices. */
export function buildAccounts({ config, db, time }: AreaCore, platform: Platform) {
  const usersChanged = listeners();
  const roleRows = roleRepository(db);
  const userRows = userRepository(db);
  const sessions = sessionService(sessionRepository(db), config.SESSION_TTL_HOURS);
  const inspections = inspectionRepository(db);
  const access = accessService(roleRows, inspections);
  const users = userService({
    users: userRows,
    roles: roleRows,
    sessions,
    access,
    throttle: loginThrottle(platform.limits),
    time,
    onChange: () => usersChanged.call(),
  });
  const notices = noticeService(noticeRepository(db), userRows, access, time);
  return {
    roleRows,
    userRows,
    inspections,
    sessions,
    access,
    users,
    notices,
    avatars: avatarStore(platform.blobs),
    roles: roleService({ roles: roleRows, users: userRows, catalog: resourceCatalog(db), access }),
    accountRequests: accountRequestService(
      accountRequestRepository(db),
      notices,
      users,
      time,
      platform.limits,
    ),
    /** A user changed (the authority feed resends its registrations). */
    onUsersChanged: usersChanged.add,
  };
}

export type Accounts = ReturnType<typeof buildAccounts>;

export async function accountRoutes(app: App, { config, db }: AreaCore, services: Services) {
  await app.register(userRoutes, { users: services.users, avatars: services.avatars });
  await app.register(accountRequestRoutes, { requests: services.accountRequests });
  await app.register(roleRoutes, { roles: services.roles, productSlug: config.PRODUCT_SLUG });
  await app.register(noticeRoutes, { notices: services.notices });
  await app.register(pageViewRoutes, { db, time: services.time });
}

/** The first admin: created on the first start, its password from ADMIN_PASSWORD or printed once. */
export async function startAccounts(
  services: Services,
  config: AreaCore['config'],
  print: (line: string) => void,
) {
  await ensureAdmin(services.userRows, config.ADMIN_PASSWORD, print);
}
