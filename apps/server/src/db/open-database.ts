import path from 'node:path';
import type { TConfig } from '../config.js';
import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPostgresDatabase } from './postgres-database.js';

export function openDatabase(config: Pick<TConfig, 'DATABASE_URL' | 'dataDir'>): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgresDatabase(config.DATABASE_URL)
    : openPgliteDatabase(path.join(config.dataDir, 'db'));
}
