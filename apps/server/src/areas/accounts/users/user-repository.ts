import { LICENCE_DETAIL_FIELDS } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';
import { maybeOne, one } from '../../../db/database.js';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  fullname: string;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  role: string;
  role_name: string;
  role_name_en: string;
  note: string | null;
  start_date: string | null;
  card_id: string | null;
  licence_number: string | null;
  licence_class: string | null;
  licence_issued_on: string | null;
  licence_expires_on: string | null;
  licence_issued_by: string | null;
  language: string;
  last_notice_seen_at: Date;
  created_at: Date;
}

export interface NewUser {
  username: string;
  password_hash: string;
  fullname: string;
  role: string;
  email?: string | null;
  phone?: string | null;
  avatar?: string | null;
  note?: string | null;
  start_date?: string | null;
  card_id?: string | null;
  licence_number?: string | null;
  licence_class?: string | null;
  licence_issued_on?: string | null;
  licence_expires_on?: string | null;
  licence_issued_by?: string | null;
}

export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'fullname'
    | 'email'
    | 'phone'
    | 'avatar'
    | 'role'
    | 'note'
    | 'start_date'
    | 'card_id'
    | 'licence_number'
    | 'licence_class'
    | 'licence_issued_on'
    | 'licence_expires_on'
    | 'licence_issued_by'
    | 'language'
  >
>;

const SELECT = `
  select u.id, u.username, u.password_hash, u.fullname, u.email, u.phone, u.avatar, u.role,
         coalesce(r.label_vi, u.role) as role_name,
         coalesce(r.label_en, r.label_vi, u.role) as role_name_en, u.note, u.start_date::text as start_date,
         u.card_id, u.licence_number, u.licence_class, u.licence_issued_on::text as licence_issued_on,
         u.licence_expires_on::text as licence_expires_on, u.licence_issued_by, u.language, u.last_notice_seen_at, u.created_at
    from users u left join roles r on r.name = u.role`;

const CHANGEABLE = [
  'fullname',
  'email',
  'phone',
  'avatar',
  'role',
  'note',
  'start_date',
  'card_id',
  'licence_number',
  ...LICENCE_DETAIL_FIELDS,
  'language',
] as const;

export function userRepository(db: Database) {
  return {
    findByUsername(username: string): Promise<UserRow | undefined> {
      return maybeOne(
        db.query<UserRow>(
          `${SELECT} where lower(u.username) = lower($1) and u.deleted_at is null`,
          [username],
        ),
      );
    },
    /** Live users whose card id or username is this text (what a tracker's card log-in matches). */
    findByCardOrUsername(text: string): Promise<UserRow[]> {
      return db.query<UserRow>(
        `${SELECT} where u.deleted_at is null
            and (lower(u.card_id) = lower($1) or lower(u.username) = lower($1))`,
        [text],
      );
    },
    findById(id: number): Promise<UserRow | undefined> {
      return maybeOne(
        db.query<UserRow>(`${SELECT} where u.id = $1 and u.deleted_at is null`, [id]),
      );
    },
    list(filter: { search?: string; roles?: string[] }): Promise<UserRow[]> {
      const where = ['u.deleted_at is null'];
      const params: unknown[] = [];
      if (filter.search) {
        params.push(`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        where.push(
          `(u.username ilike $${params.length} or u.fullname ilike $${params.length} or coalesce(u.email, '') ilike $${params.length})`,
        );
      }
      if (filter.roles && filter.roles.length > 0) {
        params.push(filter.roles);
        where.push(`u.role = any($${params.length}::text[])`);
      }
      return db.query<UserRow>(
        `${SELECT} where ${where.join(' and ')} order by u.username`,
        params,
      );
    },
    async insert(user: NewUser): Promise<UserRow> {
      const { id } = await one(
        db.query<{ id: number }>(
          `insert into users (username, password_hash, fullname, role, email, avatar, note, start_date, card_id,
                              licence_number, licence_class, licence_issued_on, licence_expires_on,
                              licence_issued_by, phone)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
          [
            user.username,
            user.password_hash,
            user.fullname,
            user.role,
            user.email ?? null,
            user.avatar ?? null,
            user.note ?? null,
            user.start_date ?? null,
            user.card_id ?? null,
            user.licence_number ?? null,
            user.licence_class ?? null,
            user.licence_issued_on ?? null,
            user.licence_expires_on ?? null,
            user.licence_issued_by ?? null,
            user.phone ?? null,
          ],
        ),
      );
      return one(db.query<UserRow>(`${SELECT} where u.id = $1`, [id]));
    },
    async update(id: number, changes: UserChanges): Promise<void> {
      const sets: string[] = [];
      const params: unknown[] = [id];
      for (const column of CHANGEABLE) {
        if (changes[column] === undefined) continue;
        params.push(changes[column]);
        sets.push(`${column} = $${params.length}`);
      }
      if (sets.length === 0) return;
      await db.query(`update users set ${sets.join(', ')} where id = $1`, params);
    },
    async setPasswordHash(id: number, hash: string): Promise<void> {
      await db.query('update users set password_hash = $2 where id = $1', [id, hash]);
    },
    async softDelete(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('update users set deleted_at = now() where id = $1', [id]);
        await tx.query(
          'update sessions set revoked_at = now() where user_id = $1 and revoked_at is null',
          [id],
        );
      });
    },
    async markNoticesSeen(id: number): Promise<void> {
      await db.query('update users set last_notice_seen_at = now() where id = $1', [id]);
    },
  };
}

export type UserRepository = ReturnType<typeof userRepository>;
