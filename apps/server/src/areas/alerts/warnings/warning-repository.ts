import type { Queryable } from '../../../db/database.js';
import { maybeOne } from '../../../db/database.js';

export interface WarningRow {
  id: number;
  truck_id: number | null;
  plate: string | null;
  username: string | null;
  driver_name: string | null;
  type: string;
  content: string;
  params: Record<string, string | number>;
  image_key: string | null;
  image_type: string | null;
  lat: number | null;
  lon: number | null;
  occurred_at: Date;
  status: string;
  created_by: string | null;
  resolved_by: string | null;
  /** Files a dashcam uploaded for the alarm. */
  attachments: number;
}

export interface WarningFields {
  truck_id: number | null;
  username: string | null;
  type: string;
  content: string;
  params?: Record<string, string | number>;
  image_key: string | null;
  image_type: string | null;
  lat: number | null;
  lon: number | null;
  occurred_at: Date;
  created_by: string | null;
  dedupe_key?: string | null;
}

/** Which warnings a user sees: `truckIds` null = all; truckless ones per `truckless`. */
export interface WarningScope {
  truckIds: number[] | null;
  /** Sees warnings that name no truck (driver papers) about anyone, not only themselves. */
  allTruckless: boolean;
  username: string;
}

export interface WarningFilter {
  username?: string;
  plate?: string;
  type?: string;
  status?: string;
  from?: Date;
  to?: Date;
}

const COLUMNS = `w.id, w.truck_id, t.plate, w.username, u.fullname as driver_name, w.type, w.content, w.params, w.image_key, w.image_type,
  w.lat, w.lon, w.occurred_at, w.status, w.created_by, w.resolved_by,
  (select count(*)::int from alarm_attachments a where a.warning_id = w.id) as attachments`;
const FROM = `from warnings w left join trucks t on t.id = w.truck_id
  left join users u on u.username = w.username`;
const IN_SCOPE = `($1::int[] is null or w.truck_id = any($1::int[])
  or (w.truck_id is null and ($2::boolean or lower(w.username) = lower($3))))`;
const scopeParams = (scope: WarningScope) => [scope.truckIds, scope.allTruckless, scope.username];

/** Lists are capped: the screen pages through at most this many of the newest. */
export const WARNING_LIST_LIMIT = 5_000;

export function warningRepository(db: Queryable) {
  const byId = (id: number, scope: WarningScope) =>
    maybeOne(
      db.query<WarningRow>(`select ${COLUMNS} ${FROM} where ${IN_SCOPE} and w.id = $4`, [
        ...scopeParams(scope),
        id,
      ]),
    );

  return {
    byId,
    /** A driver's full name for the texts that name them; null when the account has none. */
    async fullNameOf(username: string): Promise<string | null> {
      const row = await maybeOne(
        db.query<{ fullname: string | null }>('select fullname from users where username = $1', [
          username,
        ]),
      );
      return row?.fullname || null;
    },
    list(scope: WarningScope, filter: WarningFilter): Promise<WarningRow[]> {
      return db.query<WarningRow>(
        `select ${COLUMNS} ${FROM}
          where ${IN_SCOPE}
            and ($4::text is null or lower(w.username) = lower($4))
            and ($5::text is null or t.plate like '%' || $5 || '%')
            and ($6::text is null or w.type = $6)
            and ($7::text is null or w.status = $7)
            and ($8::timestamptz is null or w.occurred_at >= $8)
            and ($9::timestamptz is null or w.occurred_at <= $9)
          order by w.occurred_at desc, w.id desc
          limit ${WARNING_LIST_LIMIT}`,
        [
          ...scopeParams(scope),
          filter.username ?? null,
          filter.plate ?? null,
          filter.type ?? null,
          filter.status ?? null,
          filter.from ?? null,
          filter.to ?? null,
        ],
      );
    },
    /** How many warnings in scope occurred since `from`, per kind. */
    countsByType(scope: WarningScope, from: Date): Promise<{ type: string; count: number }[]> {
      return db.query<{ type: string; count: number }>(
        `select w.type, count(*)::int as count from warnings w
          where ${IN_SCOPE} and w.occurred_at >= $4
          group by w.type`,
        [...scopeParams(scope), from],
      );
    },
    /** Inserts a warning; with a dedupe key already used, inserts nothing and answers null. */
    async insert(fields: WarningFields): Promise<number | null> {
      const row = await maybeOne(
        db.query<{ id: number }>(
          `insert into warnings (truck_id, username, type, content, params, image_key, image_type,
             lat, lon, occurred_at, created_by, dedupe_key)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           on conflict (dedupe_key) do nothing
           returning id`,
          [
            fields.truck_id,
            fields.username,
            fields.type,
            fields.content,
            JSON.stringify(fields.params ?? {}),
            fields.image_key,
            fields.image_type,
            fields.lat,
            fields.lon,
            fields.occurred_at,
            fields.created_by,
            fields.dedupe_key ?? null,
          ],
        ),
      );
      return row?.id ?? null;
    },
    async update(id: number, changes: Record<string, unknown>): Promise<void> {
      const columns = Object.keys(changes);
      if (columns.length === 0) return;
      const sets = columns.map((column, i) => `${column} = $${i + 2}`).join(', ');
      await db.query(`update warnings set ${sets} where id = $1`, [
        id,
        ...columns.map((c) => changes[c]),
      ]);
    },
    /** Deletes the warnings among `ids` in scope; answers the image keys they held. */
    /** Deletes warnings in scope and the dashcam files of their alarms; answers their blobs. */
    async delete(scope: WarningScope, ids: number[]): Promise<{ count: number; images: string[] }> {
      const files = await db.query<{ blob_key: string }>(
        `delete from alarm_attachments a using warnings w
          where a.warning_id = w.id and w.id = any($4::int[]) and ${IN_SCOPE}
          returning a.blob_key`,
        [...scopeParams(scope), ids],
      );
      const rows = await db.query<{ image_key: string | null }>(
        `delete from warnings w where w.id = any($4::int[]) and ${IN_SCOPE} returning w.image_key`,
        [...scopeParams(scope), ids],
      );
      return {
        count: rows.length,
        images: [
          ...rows.map((r) => r.image_key).filter((k): k is string => k !== null),
          ...files.map((f) => f.blob_key),
        ],
      };
    },
  };
}

export type WarningRepository = ReturnType<typeof warningRepository>;
