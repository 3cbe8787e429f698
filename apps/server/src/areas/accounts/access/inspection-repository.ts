import type { Database } from '../../../db/database.js';
import { maybeOne, one } from '../../../db/database.js';

export interface InspectionRow {
  id: number;
  username: string;
  fullname: string;
  starts_at: Date;
  ends_at: Date;
  truck_ids: number[];
  plates: string[];
  note: string | null;
  granted_by: string;
  created_at: Date;
  revoked_at: Date | null;
}

const SELECT = `
  select g.id, u.username, u.fullname, g.starts_at, g.ends_at, g.truck_ids,
         coalesce((select array_agg(t.plate order by t.plate) from trucks t
                    where t.id = any(g.truck_ids)), '{}') as plates,
         g.note, g.granted_by, g.created_at, g.revoked_at
    from inspector_grants g join users u on u.id = g.user_id`;

/** The periods and trucks admins granted inspectors. */
export function inspectionRepository(db: Database) {
  return {
    /** The trucks of the inspector's grants in force now; null when none is. */
    async activeTrucks(username: string): Promise<number[] | null> {
      const rows = await db.query<{ truck_ids: number[] }>(
        `select g.truck_ids from inspector_grants g join users u on u.id = g.user_id
          where lower(u.username) = lower($1) and u.deleted_at is null
            and g.revoked_at is null and g.starts_at <= now() and now() < g.ends_at`,
        [username],
      );
      return rows.length > 0 ? [...new Set(rows.flatMap((row) => row.truck_ids))] : null;
    },
    /** When the first of the inspector's grants in force ends; null when none is. */
    async activeUntil(username: string): Promise<Date | null> {
      const [row] = await db.query<{ ends_at: Date | null }>(
        `select min(g.ends_at) as ends_at from inspector_grants g join users u on u.id = g.user_id
          where lower(u.username) = lower($1) and u.deleted_at is null
            and g.revoked_at is null and g.starts_at <= now() and now() < g.ends_at`,
        [username],
      );
      return row?.ends_at ?? null;
    },
    list(): Promise<InspectionRow[]> {
      return db.query<InspectionRow>(`${SELECT} order by g.ends_at desc, g.id desc limit 1000`);
    },
    find(id: number): Promise<InspectionRow | undefined> {
      return maybeOne(db.query<InspectionRow>(`${SELECT} where g.id = $1`, [id]));
    },
    async insert(grant: {
      userId: number;
      startsAt: Date;
      endsAt: Date;
      truckIds: number[];
      note: string | null;
      grantedBy: string;
    }): Promise<number> {
      const { id } = await one(
        db.query<{ id: number }>(
          `insert into inspector_grants (user_id, starts_at, ends_at, truck_ids, note, granted_by)
           values ($1, $2, $3, $4::int[], $5, $6) returning id`,
          [grant.userId, grant.startsAt, grant.endsAt, grant.truckIds, grant.note, grant.grantedBy],
        ),
      );
      return id;
    },
    async revoke(id: number): Promise<void> {
      await db.query(
        'update inspector_grants set revoked_at = now() where id = $1 and revoked_at is null',
        [id],
      );
    },
  };
}

export type InspectionRepository = ReturnType<typeof inspectionRepository>;
