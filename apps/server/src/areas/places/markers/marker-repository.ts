import type { TMarkerType } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';
import { maybeOne, one } from '../../../db/database.js';

export interface MarkerRow {
  id: number;
  name: string;
  lat: number;
  lon: number;
  type: TMarkerType;
  radius_m: number;
  speed_limit_kmh: number | null;
  note: string | null;
  address: string | null;
}

export type MarkerFields = Omit<MarkerRow, 'id'>;

const COLUMNS = 'id, name, lat, lon, type, radius_m, speed_limit_kmh, note, address';
const EDITABLE = [
  'name',
  'lat',
  'lon',
  'type',
  'radius_m',
  'speed_limit_kmh',
  'note',
  'address',
] as const;
/** Keeps one multi-row insert well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 1000;

export function markerRepository(db: Database) {
  const find = (id: number): Promise<MarkerRow | undefined> =>
    maybeOne(db.query<MarkerRow>(`select ${COLUMNS} from markers where id = $1`, [id]));

  return {
    /** Points of a type, and whose name, address or note holds any of `search`'s texts. */
    list(filter: { search?: readonly string[]; type?: string } = {}): Promise<MarkerRow[]> {
      const params: unknown[] = [filter.type ?? null];
      let search = '';
      const texts = (filter.search ?? []).filter(Boolean);
      if (texts.length > 0) {
        params.push(texts.map((text) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
        search = `and (name ilike any($2::text[]) or coalesce(address, '') ilike any($2::text[])
                       or coalesce(note, '') ilike any($2::text[]))`;
      }
      return db.query<MarkerRow>(
        `select ${COLUMNS} from markers where ($1::text is null or type = $1) ${search}
          order by name, id`,
        params,
      );
    },
    find,
    insert(fields: MarkerFields, createdBy: string): Promise<MarkerRow> {
      return one(
        db.query<MarkerRow>(
          `insert into markers (${EDITABLE.join(', ')}, created_by)
           values (${EDITABLE.map((_, i) => `$${i + 1}`).join(', ')}, $${EDITABLE.length + 1})
           returning ${COLUMNS}`,
          [...EDITABLE.map((column) => fields[column]), createdBy],
        ),
      );
    },
    /** All or nothing: an import either lands whole or leaves the table as it was. */
    async insertMany(rows: MarkerFields[], createdBy: string): Promise<number> {
      const width = EDITABLE.length + 1;
      await db.transaction(async (tx) => {
        for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
          const chunk = rows.slice(start, start + INSERT_CHUNK);
          const tuples = chunk.map(
            (_, r) =>
              `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
          );
          await tx.query(
            `insert into markers (${EDITABLE.join(', ')}, created_by) values ${tuples.join(', ')}`,
            chunk.flatMap((row) => [...EDITABLE.map((column) => row[column]), createdBy]),
          );
        }
      });
      return rows.length;
    },
    async update(id: number, changes: Partial<MarkerFields>): Promise<MarkerRow | undefined> {
      const sets: string[] = [];
      const params: unknown[] = [id];
      for (const column of EDITABLE) {
        if (changes[column] === undefined) continue;
        params.push(changes[column]);
        sets.push(`${column} = $${params.length}`);
      }
      if (sets.length === 0) return find(id);
      return maybeOne(
        db.query<MarkerRow>(
          `update markers set ${sets.join(', ')} where id = $1 returning ${COLUMNS}`,
          params,
        ),
      );
    },
    /** Hard delete: a map point has no history of its own worth keeping. */
    async delete(ids: number[]): Promise<number> {
      const rows = await db.query<{ id: number }>(
        'delete from markers where id = any($1::int[]) returning id',
        [ids],
      );
      return rows.length;
    },
  };
}

export type MarkerRepository = ReturnType<typeof markerRepository>;
