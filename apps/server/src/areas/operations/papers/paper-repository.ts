import type { Database, Queryable } from '../../../db/database.js';
import { maybeOne, one } from '../../../db/database.js';

export interface PaperRow {
  id: number;
  truck_id: number | null;
  plate: string | null;
  username: string | null;
  type: string;
  number: string | null;
  issued_at: string | null;
  expires_at: string | null;
  note: string | null;
}

export interface PaperFileRow {
  id: number;
  paper_id: number;
  name: string;
  size: number;
  content_type: string;
  blob_key: string;
}

/** Which papers a user sees: `truckIds` null = all trucks; driver licences per `allDrivers`. */
export interface PaperScope {
  truckIds: number[] | null;
  allDrivers: boolean;
  username: string;
}

const COLUMNS = `p.id, p.truck_id, t.plate, p.username, p.type, p.number,
  to_char(p.issued_at, 'YYYY-MM-DD') as issued_at, to_char(p.expires_at, 'YYYY-MM-DD') as expires_at,
  p.note`;
const FROM = 'from papers p left join trucks t on t.id = p.truck_id';
const IN_SCOPE = `(($1::int[] is null and p.truck_id is not null) or p.truck_id = any($1::int[])
  or (p.truck_id is null and ($2::boolean or lower(p.username) = lower($3))))`;
const scopeParams = (scope: PaperScope) => [scope.truckIds, scope.allDrivers, scope.username];

async function insertFiles(
  tx: Queryable,
  paperId: number,
  files: Omit<PaperFileRow, 'id' | 'paper_id'>[],
): Promise<void> {
  for (const file of files) {
    await tx.query(
      `insert into paper_files (paper_id, name, size, content_type, blob_key)
       values ($1, $2, $3, $4, $5)`,
      [paperId, file.name, file.size, file.content_type, file.blob_key],
    );
  }
}

export function paperRepository(db: Database) {
  return {
    list(
      scope: PaperScope,
      filter: { plate?: string; username?: string; kind?: 'truck' | 'driver'; ids?: number[] },
    ): Promise<PaperRow[]> {
      return db.query<PaperRow>(
        `select ${COLUMNS} ${FROM}
          where ${IN_SCOPE}
            and ($4::text is null or t.plate like '%' || $4 || '%')
            and ($5::text is null or lower(p.username) = lower($5))
            and ($6::text is null or ($6 = 'truck') = (p.truck_id is not null))
            and ($7::int[] is null or p.id = any($7::int[]))
          order by p.expires_at nulls last, p.id`,
        [
          ...scopeParams(scope),
          filter.plate ?? null,
          filter.username ?? null,
          filter.kind ?? null,
          filter.ids ?? null,
        ],
      );
    },
    files(paperIds: number[]): Promise<PaperFileRow[]> {
      return db.query<PaperFileRow>(
        `select id, paper_id, name, size, content_type, blob_key from paper_files
          where paper_id = any($1::int[]) order by id`,
        [paperIds],
      );
    },
    /** A file with the paper it belongs to, if that paper is in scope. */
    file(scope: PaperScope, fileId: number): Promise<PaperFileRow | undefined> {
      return maybeOne(
        db.query<PaperFileRow>(
          `select f.id, f.paper_id, f.name, f.size, f.content_type, f.blob_key
             from paper_files f join papers p on p.id = f.paper_id
            where f.id = $4 and ${IN_SCOPE}`,
          [...scopeParams(scope), fileId],
        ),
      );
    },
    insert(
      paper: Omit<PaperRow, 'id' | 'plate'> & { created_by: string },
      files: Omit<PaperFileRow, 'id' | 'paper_id'>[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const { id } = await one(
          tx.query<{ id: number }>(
            `insert into papers (truck_id, username, type, number, issued_at, expires_at, note,
               created_by)
             values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
            [
              paper.truck_id,
              paper.username,
              paper.type,
              paper.number,
              paper.issued_at,
              paper.expires_at,
              paper.note,
              paper.created_by,
            ],
          ),
        );
        await insertFiles(tx, id, files);
        return id;
      });
    },
    /**
     * Rewrites a paper in scope, and its files when `files` is given; answers the blob keys of
     * the files replaced, or null when no such paper is in scope.
     */
    update(
      scope: PaperScope,
      id: number,
      paper: Omit<PaperRow, 'id' | 'plate'>,
      files: Omit<PaperFileRow, 'id' | 'paper_id'>[] | null,
    ): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const updated = await tx.query(
          `update papers p set truck_id = $5, username = $6, type = $7, number = $8,
                  issued_at = $9, expires_at = $10, note = $11
            where p.id = $4 and ${IN_SCOPE} returning p.id`,
          [
            ...scopeParams(scope),
            id,
            paper.truck_id,
            paper.username,
            paper.type,
            paper.number,
            paper.issued_at,
            paper.expires_at,
            paper.note,
          ],
        );
        if (updated.length === 0) return null;
        if (files === null) return [];
        const replaced = await tx.query<{ blob_key: string }>(
          'delete from paper_files where paper_id = $1 returning blob_key',
          [id],
        );
        await insertFiles(tx, id, files);
        return replaced.map((row) => row.blob_key);
      });
    },
    /** Deletes the papers among `ids` in scope; answers the blob keys of their files. */
    async delete(scope: PaperScope, ids: number[]): Promise<{ count: number; blobs: string[] }> {
      return db.transaction(async (tx) => {
        const blobs = await tx.query<{ blob_key: string }>(
          `select f.blob_key from paper_files f join papers p on p.id = f.paper_id
            where p.id = any($4::int[]) and ${IN_SCOPE}`,
          [...scopeParams(scope), ids],
        );
        const deleted = await tx.query(
          `delete from papers p where p.id = any($4::int[]) and ${IN_SCOPE} returning p.id`,
          [...scopeParams(scope), ids],
        );
        return { count: deleted.length, blobs: blobs.map((b) => b.blob_key) };
      });
    },
    /** Papers whose expiry date is on or before `until` (the check's window). */
    /** Papers expiring by a date, with their driver's full name (null: none, or a truck's). */
    expiringBy(until: string): Promise<(PaperRow & { fullname: string | null })[]> {
      return db.query<PaperRow & { fullname: string | null }>(
        `select ${COLUMNS}, u.fullname ${FROM}
           left join users u on lower(u.username) = lower(p.username) and u.deleted_at is null
          where p.expires_at <= $1::date order by p.id`,
        [until],
      );
    },
  };
}

export type PaperRepository = ReturnType<typeof paperRepository>;
