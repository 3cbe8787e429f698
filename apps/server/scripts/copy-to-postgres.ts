import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { copyToPostgres } from '../src/db/copy-to-postgres.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { openPostgresDatabase } from '../src/db/postgres-database.js';

/**
 * `npm run db:copy-to-postgres`: copies the embedded database of DATA_DIR (default ./data)
 * into the empty PostgreSQL database of DATABASE_URL. Stop the console first; start it again
 * with DATABASE_URL set once the copy is done.
 */
const config = loadConfig(process.env);
if (!config.DATABASE_URL) {
  console.error(
    'Set DATABASE_URL to the empty PostgreSQL database to copy into, e.g.\n' +
      '  DATABASE_URL=postgres://fleet:secret@db-host:5432/fleet npm run db:copy-to-postgres',
  );
  process.exit(2);
}
const sourceDir = path.join(config.dataDir, 'db');
if (!fs.existsSync(sourceDir)) {
  console.error(`No embedded database at ${sourceDir} (DATA_DIR=${config.DATA_DIR})`);
  process.exit(2);
}

console.log(`Copying the embedded database at ${sourceDir} into PostgreSQL`);
console.log('(the console must be stopped while it runs)');
const source = await openPgliteDatabase(sourceDir);
const target = await openPostgresDatabase(config.DATABASE_URL, 2);
try {
  const started = Date.now();
  const counts = await copyToPostgres(source, target, (line) => console.log(line));
  const differ = counts.filter((c) => c.source !== c.target);
  const rows = counts.reduce((sum, c) => sum + c.target, 0);
  console.log(`\nRows per table (embedded → PostgreSQL):`);
  for (const c of counts)
    console.log(`  ${c.table.padEnd(32)} ${String(c.source).padStart(10)} → ${c.target}`);
  if (differ.length > 0) {
    console.error(`\nCounts differ in ${differ.map((c) => c.table).join(', ')}`);
    process.exitCode = 1;
  } else {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `\nDone: ${rows} rows in ${counts.length} tables, all counts equal (${seconds} s).`,
    );
    console.log('Start the console with this DATABASE_URL to use PostgreSQL from now on.');
  }
} catch (error) {
  console.error(`Not copied: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await source.close();
  await target.close();
}
