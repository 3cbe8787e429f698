import {
  fieldIssue,
  ADMIN_ROLE,
  BUILTIN_ROLES,
  DEFAULT_ROLE_PAGES,
  DEFAULT_USER_ROLE,
  grantChangeDenial,
  type TGrantSubjectFacts,
  type TGrantType,
  type TResource,
} from '@fleet/contracts';
import { AppError, notFound, invalidField } from '../../../http/app-error.js';
import type { AccessService } from '../access/access-service.js';
import type { Actor } from '../sessions/session-service.js';
import type { UserRepository } from '../users/user-repository.js';
import type { ResourceCatalog } from './resource-catalog.js';
import type { GrantSubject, RoleRepository } from './role-repository.js';

interface Deps {
  roles: RoleRepository;
  users: UserRepository;
  catalog: ResourceCatalog;
  access: AccessService;
}

export interface SubjectRef {
  role?: string | undefined;
  username?: string | undefined;
}

export function roleService({ roles, users, catalog, access }: Deps) {
  async function subjectOf(ref: SubjectRef): Promise<{ subject: GrantSubject; role: string }> {
    if (ref.role !== undefined) {
      if (!(await roles.find(ref.role))) throw notFound(`Role "${ref.role}"`);
      return { subject: { kind: 'role', name: ref.role }, role: ref.role };
    }
    const user = await users.findByUsername(ref.username ?? '');
    if (!user) throw notFound(`User "${ref.username}"`);
    return { subject: { kind: 'user', name: user.username }, role: user.role };
  }

  /** 403 unless `actor` may make this change of grants (account-rules.ts). */
  async function requireMayChange(
    actor: Actor,
    { subject, role }: { subject: GrantSubject; role: string },
    type: TGrantType,
    keys: readonly string[],
  ): Promise<void> {
    const before = new Set(await roles.subjectKeys(subject, type));
    const after = new Set(keys);
    const changed = [
      ...[...after].filter((k) => !before.has(k)),
      ...[...before].filter((k) => !after.has(k)),
    ];
    const facts: TGrantSubjectFacts =
      subject.kind === 'role'
        ? {
            kind: 'role',
            heldByActor: subject.name === actor.role,
            ...(await access.rolePages(subject.name)),
          }
        : {
            kind: 'user',
            account: await access.accountFacts({ username: subject.name, role }),
          };
    access.enforce(grantChangeDenial(await access.accountFacts(actor), facts, type, changed));
  }

  const named = (all: TResource[], keys: Iterable<string>, source?: 'role' | 'user') => {
    const byKey = new Map(all.map((r) => [r.key, r]));
    return [...keys].flatMap((key) => {
      const resource = byKey.get(key);
      return resource ? [source ? { ...resource, source } : resource] : [];
    });
  };

  return {
    /** Creates the built-in roles and their default page grants once. */
    async seed(): Promise<void> {
      for (const role of BUILTIN_ROLES) {
        const existed = await roles.find(role.name);
        await roles.insert({ ...role, builtin: true });
        const pages = DEFAULT_ROLE_PAGES[role.name];
        if (!existed && pages)
          await roles.replaceKeys({ kind: 'role', name: role.name }, 'page', pages);
      }
    },

    async listUsersAndRoles() {
      const [list, roleRows] = await Promise.all([users.list({}), roles.list()]);
      return {
        users: list.map((u) => ({
          username: u.username,
          fullname: u.fullname,
          role: u.role,
          role_name: u.role_name,
          role_name_en: u.role_name_en,
        })),
        roles: roleRows,
      };
    },

    /**
     * A role's grants of one type; for a user, the effective grants (role's and own) each
     * marked with where it comes from. Admin holds everything.
     */
    async resources(ref: SubjectRef, type: TGrantType) {
      const { subject, role } = await subjectOf(ref);
      const all = await catalog.all(type);
      if (role === ADMIN_ROLE) return all.map((r) => ({ ...r, source: 'role' as const }));
      if (subject.kind === 'role') return named(all, await roles.subjectKeys(subject, type));
      const fromRole = await roles.subjectKeys({ kind: 'role', name: role }, type);
      const own = (await roles.subjectKeys(subject, type)).filter((k) => !fromRole.includes(k));
      return [...named(all, fromRole, 'role'), ...named(all, own, 'user')];
    },

    async replace(actor: Actor, ref: SubjectRef, type: TGrantType, keys: readonly string[]) {
      const target = await subjectOf(ref);
      const { subject, role } = target;
      if (role === ADMIN_ROLE && subject.kind === 'role') {
        throw new AppError('CONFLICT', 'The admin role always holds every grant');
      }
      const known = new Set((await catalog.all(type)).map((r) => r.key));
      const unknown = keys.filter((k) => !known.has(k));
      if (unknown.length > 0) {
        throw invalidField('keys', 'unknown_keys', { keys: unknown.slice(0, 5).join(', ') });
      }
      await requireMayChange(actor, target, type, keys);
      await roles.replaceKeys(subject, type, keys);
      return this.resources(ref, type);
    },

    /** An added role; its English name is its Vietnamese one when none is given. */
    async createRole(input: { name: string; label_vi: string; label_en?: string }) {
      if (await roles.find(input.name)) {
        throw new AppError('ROLE_EXISTS', `The role "${input.name}" already exists`, [
          fieldIssue('name', 'taken'),
        ]);
      }
      await roles.insert({
        name: input.name,
        label_vi: input.label_vi,
        label_en: input.label_en || input.label_vi,
        builtin: false,
      });
      const created = await roles.find(input.name);
      if (!created) throw notFound(`Role "${input.name}"`);
      return created;
    },

    async deleteRole(name: string): Promise<void> {
      const role = await roles.find(name);
      if (!role) throw notFound(`Role "${name}"`);
      if (role.builtin) throw new AppError('CONFLICT', 'A built-in role cannot be deleted');
      if (role.users > 0)
        throw new AppError('ROLE_IN_USE', `${role.users} users still hold the role "${name}"`);
      await roles.delete(name, DEFAULT_USER_ROLE);
    },
  };
}

export type RoleService = ReturnType<typeof roleService>;
