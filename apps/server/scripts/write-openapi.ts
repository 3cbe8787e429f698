import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { openApiDocument } from '../src/openapi.js';

/** Regenerates apps/server/openapi.json from the route schemas (no database needed beyond memory). */
const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi.json');
const db = await openPgliteDatabase(undefined);
const { app } = await buildApp(
  loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.join(process.cwd(), '.tmp/openapi') }),
  db,
  { logger: false },
);
fs.writeFileSync(target, await openApiDocument(app));
await app.close();
await db.close();
console.log(`wrote ${path.relative(process.cwd(), target)}`);
