import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestConsole, type TestConsole } from './test-console.js';

let fleet: TestConsole;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>console</title>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1.js'), 'console.log(1)');
  fleet = await startTestConsole({ WEB_DIR: webDir });
});
afterAll(async () => {
  await fleet.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

it('serves the app for every client route a browser opens, even ones that look like API paths', async () => {
  for (const url of [
    '/',
    '/driver-management',
    '/trucks',
    '/management/excel-report/3/trip/9',
    '/auth/login',
  ]) {
    const response = await fleet.call('GET', url, { headers: html });
    expect(response.status, url).toBe(200);
    expect(String(response.body)).toContain('<title>console</title>');
  }
});

it('serves built files with long caching', async () => {
  const response = await fleet.call('GET', '/assets/app-1.js');
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toContain('immutable');
});

it('answers JSON 404 to API callers and never leaves the web folder', async () => {
  const api = await fleet.call('GET', '/truck/nothing', {
    headers: { accept: 'application/json' },
  });
  expect(api.status).toBe(404);
  expect(api.body.error.code).toBe('NOT_FOUND');
  const unknownApi = await fleet.call('GET', '/api/nothing', { headers: html });
  expect(unknownApi.status).toBe(404);
  const escape = await fleet.call('GET', '/assets/..%2F..%2F..%2Fetc%2Fpasswd');
  expect(String(JSON.stringify(escape.body))).not.toContain('root:');
  const malformed = await fleet.call('GET', '/%E0%A4%A', { headers: html });
  expect(malformed.status).toBeLessThan(500);
});
