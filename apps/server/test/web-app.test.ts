import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestConsole, type TestConsole } from './test-console.js';

let fleet: TestConsole;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>console</title>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1.js'), 'console.log(1)');
  // As the build writes them: a brotli and a gzip copy beside a text asset.
  const script = 'console.log("chunk");\n'.repeat(200);
  fs.writeFileSync(path.join(webDir, 'assets', 'chunk-2.js'), script);
  fs.writeFileSync(path.join(webDir, 'assets', 'chunk-2.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(webDir, 'assets', 'chunk-2.js.gz'), zlib.gzipSync(script));
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

it('sends the pre-compressed copy the browser accepts, and the plain file to others', async () => {
  const script = 'console.log("chunk");\n'.repeat(200);
  const get = (encoding?: string) =>
    fleet.app.inject({
      method: 'GET',
      url: '/assets/chunk-2.js',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });
  const brotli = await get('gzip, deflate, br');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toContain('accept-encoding');
  expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
  const gzip = await get('gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
  const plain = await get();
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(script);
  // No copy beside it: the file itself, whatever the browser accepts.
  const single = await fleet.app.inject({
    method: 'GET',
    url: '/assets/app-1.js',
    headers: { 'accept-encoding': 'br' },
  });
  expect(single.headers['content-encoding']).toBeUndefined();
  expect(single.body).toBe('console.log(1)');
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
