import {
  fieldIssue,
  LICENCE_DETAIL_FIELDS,
  roleAssignmentDenial,
  type TSessionUser,
  userManagementDenial,
  ZCreateUserRequest,
  type ZUpdateUserRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import { AppError, notFound, invalidField } from '../../../http/app-error.js';
import { isUniqueViolation } from '../../../db/database.js';
import type { AccessService } from '../access/access-service.js';
import type { RoleRepository } from '../roles/role-repository.js';
import type { Actor, SessionService } from '../sessions/session-service.js';
import type { TimeFormat } from '../../../time-format.js';
import { isCommonPassword } from './common-passwords.js';
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
  /** A user was created, changed or deleted (the authority feed's driver registrations). */
  onChange?: () => void;
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
    phone: row.phone,
    avatar: row.avatar,
    role: row.role,
    role_name: row.role_name,
    role_name_en: row.role_name_en,
    note: row.note,
    ngay_bat_dau: row.start_date,
    card_id: row.card_id,
    licence_number: row.licence_number,
    licence_class: row.licence_class,
    licence_issued_on: row.licence_issued_on,
    licence_expires_on: row.licence_expires_on,
    licence_issued_by: row.licence_issued_by,
    language: row.language === 'en' ? 'en' : 'vi',
  };
}

/** What identifies a driver to trackers and the law: set only by whoever manages the user. */
const MANAGED_FIELDS = ['card_id', 'licence_number', ...LICENCE_DETAIL_FIELDS] as const;

const cardTaken = () =>
  new AppError('CONFLICT', 'Another user already has this card id', [
    fieldIssue('card_id', 'taken'),
  ]);

/** A new password that is one of the common ones is refused (`common-passwords.ts`). */
function requireUncommon(field: 'password' | 'new_password', password: string): void {
  if (isCommonPassword(password)) throw invalidField(field, 'common_password');
}

const usernameTaken = (username: string) =>
  new AppError('USERNAME_TAKEN', `The username "${username}" is already taken`, [
    fieldIssue('username', 'taken'),
  ]);

export function userService({ users, roles, sessions, access, throttle, time, onChange }: Deps) {
  async function requireUser(username: string): Promise<UserRow> {
    const user = await users.findByUsername(username);
    if (!user) throw notFound(`User "${username}"`);
    return user;
  }

  async function requireRole(role: string): Promise<void> {
    if (!(await roles.find(role))) {
      throw invalidField('role', 'not_a_role');
    }
  }

  /** 403 unless `actor` manages `target` (account-rules.ts). */
  async function requireManages(actor: Actor, target: UserRow): Promise<void> {
    const [by, of] = await Promise.all([access.accountFacts(actor), access.accountFacts(target)]);
    access.enforce(userManagementDenial(by, of));
  }

  /** 403 unless `actor` may give `target` (a user, or one about to be created) this role. */
  async function requireAssigns(
    actor: Actor,
    target: { username: string; role: string },
    role: string,
  ): Promise<void> {
    await requireRole(role);
    const [by, of, given] = await Promise.all([
      access.accountFacts(actor),
      access.accountFacts(target),
      access.rolePages(role),
    ]);
    access.enforce(roleAssignmentDenial(by, of, given));
  }

  /** A card id names one live user, and no other user's username (trackers match either). */
  async function requireFreeCard(cardId: string | null | undefined, owner?: UserRow) {
    if (!cardId) return;
    const holders = await users.findByCardOrUsername(cardId);
    if (holders.some((holder) => holder.id !== owner?.id)) throw cardTaken();
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

    async create(actor: Actor, input: z.output<typeof ZCreateUserRequest>): Promise<TSessionUser> {
      if (await users.findByUsername(input.username)) throw usernameTaken(input.username);
      await requireAssigns(actor, input, input.role);
      await requireFreeCard(input.card_id);
      requireUncommon('password', input.password);
      try {
        const row = await users.insert({
          username: input.username,
          password_hash: await hashPassword(input.password),
          fullname: input.fullname,
          role: input.role,
          email: input.email || null,
          phone: input.phone ?? null,
          avatar: input.avatar ?? null,
          note: input.note ?? null,
          start_date: input.ngay_bat_dau,
          card_id: input.card_id || null,
          licence_number: input.licence_number || null,
          licence_class: input.licence_class ?? null,
          licence_issued_on: input.licence_issued_on ?? null,
          licence_expires_on: input.licence_expires_on ?? null,
          licence_issued_by: input.licence_issued_by ?? null,
        });
        onChange?.();
        return toSessionUser(row);
      } catch (error) {
        // Two requests racing for one username or card: the unique indexes decide.
        if (isUniqueViolation(error, 'users_card_id')) throw cardTaken();
        if (isUniqueViolation(error)) throw usernameTaken(input.username);
        throw error;
      }
    },

    async update(actor: Actor, input: z.output<typeof ZUpdateUserRequest>): Promise<TSessionUser> {
      const user = await requireUser(input.username);
      const changes = (field: (typeof MANAGED_FIELDS)[number]) =>
        input[field] !== undefined && (input[field] || null) !== user[field];
      const isSelf = user.id === actor.userId;
      // Others' records need the manager's rights; one's own profile does not, but its role
      // and identifiers (card id, licence) are set only by someone who manages the account.
      if (!isSelf || MANAGED_FIELDS.some(changes)) await requireManages(actor, user);
      if (input.role !== undefined && input.role !== user.role)
        await requireAssigns(actor, user, input.role);
      if (changes('card_id')) await requireFreeCard(input.card_id, user);
      try {
        await users.update(user.id, {
          fullname: input.fullname,
          role: input.role,
          email: input.email === undefined ? undefined : input.email || null,
          phone: input.phone === undefined ? undefined : input.phone,
          note: input.note === undefined ? undefined : input.note,
          avatar: input.avatar === undefined ? undefined : input.avatar,
          start_date: input.ngay_bat_dau,
          card_id: input.card_id === undefined ? undefined : input.card_id || null,
          licence_number:
            input.licence_number === undefined ? undefined : input.licence_number || null,
          licence_class: input.licence_class,
          licence_issued_on: input.licence_issued_on,
          licence_expires_on: input.licence_expires_on,
          licence_issued_by: input.licence_issued_by,
          language: input.language,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_card_id')) throw cardTaken();
        throw error;
      }
      onChange?.();
      return toSessionUser(await requireUser(user.username));
    },

    async delete(actor: Actor, username: string): Promise<void> {
      const user = await requireUser(username);
      if (user.id === actor.userId) {
        throw new AppError('CONFLICT', 'You cannot delete your own account');
      }
      await requireManages(actor, user);
      await users.softDelete(user.id);
      onChange?.();
    },

    async resetPassword(actor: Actor, username: string, newPassword: string): Promise<void> {
      const user = await requireUser(username);
      await requireManages(actor, user);
      requireUncommon('new_password', newPassword);
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
          fieldIssue('current_password', 'wrong_password'),
        ]);
      }
      await attempt.succeeded();
      requireUncommon('new_password', next);
      await users.setPasswordHash(user.id, await hashPassword(next));
      await sessions.closeAllOf(user.id, actor);
    },
  };
}

export type UserService = ReturnType<typeof userService>;
