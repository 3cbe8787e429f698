import type { TLanguage } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';

/** Keys per query: a month of fixes names some 30,000 cells. */
const CHUNK = 5_000;
/** An answer older than this is asked again (streets get renamed, provinces merged). */
const FRESH_DAYS = 180;

/** The reverse geocoder's answers by cell and language (migration 0020). */
export function geocodeCache(db: Database) {
  return {
    /** Stored answers of these cells; '' where the geocoder had nothing. */
    async get(cells: readonly string[], language: TLanguage): Promise<Map<string, string>> {
      const found = new Map<string, string>();
      for (let at = 0; at < cells.length; at += CHUNK) {
        const rows = await db.query<{ cell: string; address: string }>(
          `select cell, address from geocode_cache
            where language = $2 and cell = any($1::text[])
              and fetched_at > now() - $3::int * interval '1 day'`,
          [cells.slice(at, at + CHUNK), language, FRESH_DAYS],
        );
        for (const row of rows) found.set(row.cell, row.address);
      }
      return found;
    },
    async put(cell: string, language: TLanguage, address: string): Promise<void> {
      await db.query(
        `insert into geocode_cache (cell, language, address) values ($1, $2, $3)
         on conflict (cell, language) do update set address = excluded.address, fetched_at = now()`,
        [cell, language, address],
      );
    },
  };
}

export type GeocodeCache = ReturnType<typeof geocodeCache>;
