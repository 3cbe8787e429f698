import type { Database } from '../../../db/database.js';
import { one } from '../../../db/database.js';

export interface AuditRow {
  id: number;
  at: Date;
  username: string;
  method: string;
  path: string;
  page: string | null;
  status: number | null;
  address: string | null;
}

export interface AuditFilter {
  username?: string | undefined;
  from?: Date | null;
  to?: Date | null;
}

function whereOf(filter: AuditFilter): { where: string; params: unknown[] } {
  return {
    where: `($1::text is null or lower(username) = lower($1))
            and ($2::timestamptz is null or at >= $2) and ($3::timestamptz is null or at < $3)`,
    params: [filter.username || null, filter.from ?? null, filter.to ?? null],
  };
}

/** Every request an inspector made (the audit log admins read and export). */
export function inspectorAuditRepository(db: Database) {
  return {
    async open(entry: Omit<AuditRow, 'id' | 'at' | 'status'>): Promise<number> {
      const { id } = await one(
        db.query<{ id: number }>(
          `insert into inspector_audit (username, method, path, page, address)
           values ($1, $2, $3, $4, $5) returning id`,
          [entry.username, entry.method, entry.path, entry.page, entry.address],
        ),
      );
      return id;
    },
    async close(id: number, status: number): Promise<void> {
      await db.query('update inspector_audit set status = $2 where id = $1', [id, status]);
    },
    async list(filter: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
      const { where, params } = whereOf(filter);
      return db.query<AuditRow>(
        `select id::int as id, at, username, method, path, page, status, address
           from inspector_audit where ${where} order by at desc, id desc limit $4 offset $5`,
        [...params, limit, offset],
      );
    },
    async count(filter: AuditFilter): Promise<number> {
      const { where, params } = whereOf(filter);
      const row = await one(
        db.query<{ n: number }>(
          `select count(*)::int as n from inspector_audit where ${where}`,
          params,
        ),
      );
      return row.n;
    },
  };
}

export type InspectorAuditRepository = ReturnType<typeof inspectorAuditRepository>;
