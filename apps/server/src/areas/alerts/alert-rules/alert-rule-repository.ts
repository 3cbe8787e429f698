import { ZAlertRule, type TAlertRule } from '@fleet/contracts';
import type { Queryable } from '../../../db/database.js';

type Subject = { kind: 'role' | 'user'; name: string };

/** A stored rule that no longer validates (kinds renamed) is read as absent. */
const parsed = (value: unknown): TAlertRule | null => {
  const rule = ZAlertRule.safeParse(value);
  return rule.success ? rule.data : null;
};

/** SQL of alert rules (migration 0037): one per role (its default) or user (their own). */
export function alertRuleRepository(db: Queryable) {
  return {
    async read({ kind, name }: Subject): Promise<TAlertRule | null> {
      const [row] = await db.query<{ rule: unknown }>(
        'select rule from alert_rules where subject_type = $1 and subject = $2',
        [kind, name],
      );
      return row ? parsed(row.rule) : null;
    },
    async write({ kind, name }: Subject, rule: TAlertRule, by: string): Promise<void> {
      await db.query(
        `insert into alert_rules (subject_type, subject, rule, updated_by) values ($1, $2, $3, $4)
         on conflict (subject_type, subject) do update set rule = excluded.rule,
           updated_at = now(), updated_by = excluded.updated_by`,
        [kind, name, JSON.stringify(rule), by],
      );
    },
    async remove({ kind, name }: Subject): Promise<void> {
      await db.query('delete from alert_rules where subject_type = $1 and subject = $2', [
        kind,
        name,
      ]);
    },
    async roles(): Promise<{ role: string; rule: TAlertRule }[]> {
      const rows = await db.query<{ role: string; rule: unknown }>(
        `select subject as role, rule from alert_rules where subject_type = 'role' order by subject`,
      );
      return rows.flatMap(({ role, rule }) => {
        const valid = parsed(rule);
        return valid ? [{ role, rule: valid }] : [];
      });
    },
    /** The users given, each with their e-mail, phone, own rule and role's rule (null when none). */
    async ofUsers(usernames: readonly string[]) {
      if (usernames.length === 0) return [];
      const rows = await db.query<{
        username: string;
        email: string | null;
        phone: string | null;
        own: unknown;
        of_role: unknown;
      }>(
        `select u.username, nullif(trim(u.email), '') as email, u.phone, mine.rule as own,
                theirs.rule as of_role
           from users u
           left join alert_rules mine on mine.subject_type = 'user' and mine.subject = u.username
           left join alert_rules theirs on theirs.subject_type = 'role' and theirs.subject = u.role
          where u.deleted_at is null and u.username = any($1::text[])`,
        [usernames],
      );
      return rows.map((row) => ({
        username: row.username,
        email: row.email,
        phone: row.phone,
        own: row.own ? parsed(row.own) : null,
        ofRole: row.of_role ? parsed(row.of_role) : null,
      }));
    },
  };
}
