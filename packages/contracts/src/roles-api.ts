import { z } from 'zod';
import { envelope } from './common.js';
import { rule } from './validation-codes.js';
import { GRANT_TYPES } from './roles.js';
import { ZRoleName, ZUsername } from './user.js';
import { NAV_GROUPS } from './pages.js';

export const ZGrantType = z.enum(GRANT_TYPES);

/** Exactly one of role or username names the subject of the grants. */
const oneSubject = (body: { role?: string | undefined; username?: string | undefined }) =>
  (body.role === undefined) !== (body.username === undefined);
const ONE_SUBJECT = { ...rule('role_or_username'), path: ['role'] };

export const ZGetResourcesRequest = z
  .object({ role: ZRoleName.optional(), username: ZUsername.optional(), type: ZGrantType })
  .refine(oneSubject, ONE_SUBJECT);
export const ZAddResourcesRequest = z
  .object({
    role: ZRoleName.optional(),
    username: ZUsername.optional(),
    type: ZGrantType,
    keys: z.array(z.string().min(1).max(200)).max(10_000),
  })
  .refine(oneSubject, ONE_SUBJECT);

export const ZResource = z.object({
  type: ZGrantType,
  key: z.string(),
  name: z.string(),
  source: z.enum(['role', 'user']).optional(),
});
export type TResource = z.infer<typeof ZResource>;
export const ZResourcesResponse = envelope(z.array(ZResource));

export const ZPageInfo = z.object({
  key: z.string(),
  path: z.string(),
  group: z.enum(Object.keys(NAV_GROUPS) as [keyof typeof NAV_GROUPS]).nullable(),
  name_vi: z.string(),
  name_en: z.string(),
  /** False for a grant with no screen of its own (it allows an action on others' screens). */
  screen: z.boolean(),
});
export const ZAllPagesResponse = envelope(z.array(ZPageInfo));

export const ZRole = z.object({
  name: z.string(),
  label_vi: z.string(),
  label_en: z.string(),
  builtin: z.boolean(),
  users: z.number().int(),
});
export type TRole = z.infer<typeof ZRole>;

export const ZListUsersResponse = envelope(
  z.object({
    users: z.array(
      z.object({
        username: z.string(),
        fullname: z.string(),
        role: z.string(),
        role_name: z.string(),
        role_name_en: z.string(),
      }),
    ),
    roles: z.array(ZRole),
  }),
);

export const ZCreateRoleRequest = z.object({
  name: ZRoleName,
  label_vi: z.string().trim().min(1, 'is required').max(100),
  /** Optional: an added role without an English name is named in Vietnamese in English too. */
  label_en: z.string().trim().max(100).optional(),
});
export const ZDeleteRoleRequest = z.object({ name: ZRoleName });
export const ZRoleResponse = envelope(ZRole);
