import { ADMIN_ROLE, INSPECTOR_ROLE } from '@fleet/contracts';
import type { Queryable } from '../../../db/database.js';

/**
 * The users a warning is about to (decisions.md "A warning about a truck is told to everyone
 * granted the truck"): admins, and users granted the truck by their role or themselves; for a
 * warning about no truck, holders of the warning page. Inspectors are told nothing.
 */
export async function alertAudience(db: Queryable, truckId: number | null): Promise<string[]> {
  const rows = await db.query<{ username: string }>(
    `select u.username from users u
      where u.deleted_at is null and u.role <> $3
        and (u.role = $2 or exists (
              select 1 from grants g
               where ((g.subject_type = 'role' and g.subject = u.role)
                      or (g.subject_type = 'user' and g.subject = u.username))
                 and case when $1::int is null then g.type = 'page' and g.key = 'warning'
                          else g.type = 'truck' and g.key = $1::int::text end))
      order by u.username`,
    [truckId, ADMIN_ROLE, INSPECTOR_ROLE],
  );
  return rows.map((row) => row.username);
}
