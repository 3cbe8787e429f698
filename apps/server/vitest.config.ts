import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { databaseTestFiles } from './test/support/database-test-files.js';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    // SERVER_TESTS=database: only the files that touch a database (the PostgreSQL pass).
    include:
      process.env.SERVER_TESTS === 'database'
        ? databaseTestFiles(root)
        : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates a template database once per run; each test file's database is a copy of it.
    // Builds the console once per run for the consoles the tests start (server-bundle.ts).
    globalSetup: ['test/support/database-template.ts', 'test/support/server-bundle.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
