import type { TGrantType } from '@fleet/contracts';
import type { Database, Queryable } from '../../../db/database.js';
import { maybeOne } from '../../../db/database.js';

export interface RoleRow {
  name: string;
  label_vi: string;
  label_en: string;
  builtin: boolean;
  users: number;
}

export type GrantSubject = { kind: 'role'; name: string } | { kind: 'user'; name: string };

export function roleRepository(db: Database) {
  return {
    list(): Promise<RoleRow[]> {
      return db.query<RoleRow>(
        `select r.name, r.label_vi, r.label_en, r.builtin,
                (select count(*)::int from users u where u.role = r.name and u.deleted_at is null) as users
           from roles r order by r.builtin desc, r.name`,
      );
    },
    find(name: string): Promise<RoleRow | undefined> {
      return maybeOne(
        db.query<RoleRow>(
          `select r.name, r.label_vi, r.label_en, r.builtin,
                  (select count(*)::int from users u where u.role = r.name and u.deleted_at is null) as users
             from roles r where r.name = $1`,
          [name],
        ),
      );
    },
    async insert(role: { name: string; label_vi: string; label_en: string; builtin: boolean }) {
      await db.query(
        'insert into roles (name, label_vi, label_en, builtin) values ($1, $2, $3, $4) on conflict (name) do nothing',
        [role.name, role.label_vi, role.label_en, role.builtin],
      );
    },
    async delete(name: string, fallbackRole: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(`delete from grants where subject_type = 'role' and subject = $1`, [name]);
        await tx.query(`delete from alert_rules where subject_type = 'role' and subject = $1`, [
          name,
        ]);
        // Deleted accounts keep their rows for history; they no longer need the role.
        await tx.query('update users set role = $2 where role = $1 and deleted_at is not null', [
          name,
          fallbackRole,
        ]);
        await tx.query('delete from roles where name = $1 and not builtin', [name]);
      });
    },
    /** Keys of one type granted to the role and to the user (a user's grants add to the role's). */
    async grantedKeys(type: TGrantType, role: string, username: string): Promise<string[]> {
      const rows = await db.query<{ key: string }>(
        `select distinct key from grants
          where type = $1 and ((subject_type = 'role' and subject = $2)
                            or (subject_type = 'user' and subject = $3))`,
        [type, role, username],
      );
      return rows.map((r) => r.key);
    },
    async subjectKeys(subject: GrantSubject, type: TGrantType): Promise<string[]> {
      const rows = await db.query<{ key: string }>(
        'select key from grants where subject_type = $1 and subject = $2 and type = $3 order by key',
        [subject.kind, subject.name, type],
      );
      return rows.map((r) => r.key);
    },
    replaceKeys(subject: GrantSubject, type: TGrantType, keys: readonly string[]) {
      return db.transaction((tx) => replaceKeys(tx, subject, type, keys));
    },
  };
}

async function replaceKeys(
  tx: Queryable,
  subject: GrantSubject,
  type: TGrantType,
  keys: readonly string[],
): Promise<void> {
  await tx.query('delete from grants where subject_type = $1 and subject = $2 and type = $3', [
    subject.kind,
    subject.name,
    type,
  ]);
  if (keys.length === 0) return;
  await tx.query(
    `insert into grants (subject_type, subject, type, key)
     select $1, $2, $3, k from unnest($4::text[]) as k on conflict do nothing`,
    [subject.kind, subject.name, type, [...new Set(keys)]],
  );
}

export type RoleRepository = ReturnType<typeof roleRepository>;
