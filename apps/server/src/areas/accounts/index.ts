/** The accounts area: what other areas may use of it. */
export type { AccessService } from './access/access-service.js';
export type { InspectionRepository, InspectionRow } from './access/inspection-repository.js';
export { ADMINS_ONLY } from './notices/notice-repository.js';
export type { NewNotice } from './notices/notice-repository.js';
export type { NoticeService } from './notices/notice-service.js';
export type { RoleRepository } from './roles/role-repository.js';
export type { Actor, SessionService } from './sessions/session-service.js';
export type { UserRepository } from './users/user-repository.js';
