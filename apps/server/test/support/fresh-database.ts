import fs from 'node:fs';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { openPgliteDatabase } from '../../src/db/pglite-database.js';
import { openPostgresDatabase } from '../../src/db/postgres-database.js';
import { newPostgresDatabase } from './database-template.js';

/**
 * A database of the test file's own: a new PostgreSQL database when DATABASE_URL is set, else
 * in-memory PGlite; migrated (a copy of the run's template) unless `empty` is asked for.
 */
export async function freshDatabase(
  options: { empty?: boolean } = {},
): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = options.empty ? undefined : inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([fs.readFileSync(template)]) : undefined;
    return { db: await openPgliteDatabase(undefined, { loadDataDir }), drop: async () => {} };
  }
  const copy = await newPostgresDatabase(
    url,
    'fleet_test',
    options.empty ? undefined : inject('postgresTemplate'),
  );
  return { db: await openPostgresDatabase(copy.url), drop: copy.drop };
}
