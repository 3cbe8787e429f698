import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate.js';
import { pgliteDatabase } from '../../src/db/pglite-database.js';
import { openPostgresDatabase } from '../../src/db/postgres-database.js';

/**
 * The migrations run once per test run, into a template database; every test file's database
 * is a copy of it (as immich's server tests do). PostgreSQL copies it with
 * `CREATE DATABASE … TEMPLATE`, PGlite starts from its dumped files (`fresh-database.ts`). A
 * console started on the copy finds nothing left to migrate.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the tar file of a migrated database (`dumpDataDir`). */
    pgliteTemplate: string;
    /** PostgreSQL: the name of a migrated database on the server of DATABASE_URL. */
    postgresTemplate: string;
  }
}

/** Runs `work` on a short connection to the database of `url`. */
export async function onDatabase<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server of `base`: empty, or a copy of `template`; its URL,
 * and how to drop it.
 */
export async function newPostgresDatabase(base: string, prefix: string, template?: string) {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await onDatabase(base, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await onDatabase(base, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** Vitest's global setup: builds the template of this run's engine, removed at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await newPostgresDatabase(url, 'fleet_template');
    const db = await openPostgresDatabase(template.url, 1);
    await migrate(db);
    await db.close();
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const embedded = await PGlite.create();
  await migrate(pgliteDatabase(embedded));
  await dropUnusedDatabases(embedded);
  const file = path.join(
    os.tmpdir(),
    `fleet-template-${crypto.randomBytes(6).toString('hex')}.tar`,
  );
  const files = await embedded.dumpDataDir('none');
  fs.writeFileSync(file, new Uint8Array(await files.arrayBuffer()));
  await embedded.close();
  project.provide('pgliteTemplate', file);
  return async () => fs.rmSync(file, { force: true });
}

/**
 * PGlite's own database is `template1`; its `template0` and `postgres` are never opened by a
 * test, yet every test file's copy unpacked them. Without them, and checkpointed, the tar is
 * 16.7 MB instead of 31.5 MB and a start from it 0.51 s of CPU instead of 0.70 s
 * (docs/benchmarks.md, "Lanes at once").
 */
async function dropUnusedDatabases(embedded: PGlite): Promise<void> {
  await embedded.exec('alter database template0 is_template false');
  await embedded.exec('drop database template0');
  await embedded.exec('drop database postgres');
  await embedded.exec('checkpoint');
}
