import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openApiDocument } from '../src/openapi.js';
import { startTestConsole, type TestConsole } from './test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(() => fleet.close());

const committed = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi.json');

it('matches the committed openapi.json (run `npm run openapi` after changing a contract)', async () => {
  const generated = await openApiDocument(fleet.app);
  expect(fs.existsSync(committed)).toBe(true);
  expect(generated).toBe(fs.readFileSync(committed, 'utf8'));
});

it('serves the document and the reader at /api/docs', async () => {
  const json = await fleet.call('GET', '/api/docs/json');
  expect(json.status).toBe(200);
  expect(json.body.paths['/user/login'].post).toBeDefined();
  const reader = await fleet.app.inject({ method: 'GET', url: '/api/docs' });
  expect([200, 302]).toContain(reader.statusCode);
});
