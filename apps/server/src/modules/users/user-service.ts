import {
  ADMIN_ROLE,
  type TSessionUser,
  type TUpdateUserRequest,
  ZCreateUserRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import { AppError, forbidden, notFound } from '../../http/app-error.js';
import type { AccessService } from '../access/access-service.js';
import type { RoleRepository } from '../roles/role-repository.js';
import type { Actor, SessionService } from '../sessions/session-service.js';
import type { TimeFormat } from '../../time-format.js';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';
import type { UserRepository, UserRow } from './user-repository.js';
import type { loginThrottle } from './login-throttle.js';

interface Deps {
  users: UserRepository;
  roles: RoleRepository;
  sessions: SessionService;
  access: AccessService;
  throttle: ReturnType<typeof loginThrottle>;
  time: TimeFormat;
}

/** Vietnamese names put the given name last: "Nguyễn Văn An" → first "An", last "Nguyễn Văn". */
function splitName(fullname: string): { first_name: string; last_name: string } {
  const words = fullname.trim().split(/\s+/);
  const first = words.pop() ?? '';
  return { first_name: first, last_name: words.join(' ') };
}

export function toSessionUser(row: UserRow): TSessionUser {
  return {
    username: row.username,
    ...splitName(row.fullname),
    fullname: row.fullname,
    email: row.email,
    avatar: row.avatar,
    role: row.role,
    role_name: row.role_name,
    note: row.note,
    ngay_bat_dau: row.start_date,
    card_id: row.card_id,
    licence_number: row.licence_number,
    language: row.language === 'en' ? 'en' : 'vi',
  };
}

const usernameTaken = (username: string) =>
  new AppError('USERNAME_TAKEN', `The username "${username}" is already taken`, [
    { field: 'username', message: 'is already taken' },
  ]);

export function userService({ users, roles, sessions, access, throttle, time }: Deps) {
  async function requireUser(username: string): Promise<UserRow> {
    const user = await users.findByUsername(username);
    if (!user) throw notFound(`User "${username}"`);
    return user;
  }

  async function requireRole(role: string): Promise<void> {
    if (!(await roles.find(role))) {
      throw new AppError('VALIDATION_FAILED', `role: the role "${role}" does not exist`, [
        { field: 'role', message: 'does not exist' },
      ]);
    }
  }

  return {
    async login(username: string, password: string, address: string) {
      const attempt = await throttle.login(username, address);
      const user = await users.findByUsername(username);
      const ok = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyPassword(await decoyHash(), password).then(() => false);
      if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', 'Wrong username or password');
      await attempt.succeeded();
      const session = await sessions.open(user.id);
      return {
        access_token: session.token,
        expires_at: time.toWire(session.expiresAt),
        user: toSessionUser(user),
      };
    },

    logout: (actor: Actor) => sessions.close(actor),

    async getInfo(username: string): Promise<TSessionUser> {
      return toSessionUser(await requireUser(username));
    },

    async list(filter: { search?: string; roles?: string[] }) {
      const rows = await users.list(filter);
      return rows.map((row) => ({
        ...toSessionUser(row),
        created_at: time.toWire(row.created_at),
      }));
    },

    async create(input: z.output<typeof ZCreateUserRequest>): Promise<TSessionUser> {
      if (await users.findByUsername(input.username)) throw usernameTaken(input.username);
      await requireRole(input.role);
      try {
        const row = await users.insert({
          username: input.username,
          password_hash: await hashPassword(input.password),
          fullname: input.fullname,
          role: input.role,
          email: input.email || null,
          avatar: input.avatar ?? null,
          note: input.note ?? null,
          start_date: input.ngay_bat_dau,
          card_id: input.card_id || null,
          licence_number: input.licence_number || null,
        });
        return toSessionUser(row);
      } catch (error) {
        // Two requests racing for one username: the unique index decides.
        if ((error as { code?: string }).code === '23505') throw usernameTaken(input.username);
        throw error;
      }
    },

    async update(actor: Actor, input: TUpdateUserRequest): Promise<TSessionUser> {
      const user = await requireUser(input.username);
      const manages = (await access.pagesOf(actor)).has('driver-management');
      if (!manages && input.role !== undefined && input.role !== user.role) throw forbidden();
      if (input.role !== undefined) {
        await requireRole(input.role);
        if (user.id === actor.userId && user.role === ADMIN_ROLE && input.role !== ADMIN_ROLE) {
          throw new AppError('CONFLICT', 'You cannot take the admin role from yourself');
        }
      }
      await users.update(user.id, {
        fullname: input.fullname,
        role: input.role,
        email: input.email === undefined ? undefined : input.email || null,
        note: input.note === undefined ? undefined : input.note,
        avatar: input.avatar === undefined ? undefined : input.avatar,
        start_date: input.ngay_bat_dau,
        card_id: input.card_id === undefined ? undefined : input.card_id || null,
        licence_number:
          input.licence_number === undefined ? undefined : input.licence_number || null,
        language: input.language,
      });
      return toSessionUser(await requireUser(user.username));
    },

    async delete(actor: Actor, username: string): Promise<void> {
      const user = await requireUser(username);
      if (user.id === actor.userId) {
        throw new AppError('CONFLICT', 'You cannot delete your own account');
      }
      await users.softDelete(user.id);
    },

    async resetPassword(username: string, newPassword: string): Promise<void> {
      const user = await requireUser(username);
      await users.setPasswordHash(user.id, await hashPassword(newPassword));
      await sessions.closeAllOf(user.id);
    },

    async changePassword(
      actor: Actor,
      current: string,
      next: string,
      address: string,
    ): Promise<void> {
      const user = await requireUser(actor.username);
      const attempt = await throttle.changePassword(user.id, address);
      if (!(await verifyPassword(user.password_hash, current))) {
        throw new AppError('WRONG_PASSWORD', 'The current password is wrong', [
          { field: 'current_password', message: 'is wrong' },
        ]);
      }
      await attempt.succeeded();
      await users.setPasswordHash(user.id, await hashPassword(next));
      await sessions.closeAllOf(user.id, actor);
    },
  };
}

export type UserService = ReturnType<typeof userService>;
