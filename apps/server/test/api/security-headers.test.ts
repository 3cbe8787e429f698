import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-headers-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>console</title>');
  fleet = await startTestConsole({
    WEB_DIR: webDir,
    MAP_STYLE_URL: 'https://tiles.example.vn/styles/fleet.json',
  });
});
afterAll(async () => {
  await fleet?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

it('sends the policy headers with the app, the API docs and API answers alike', async () => {
  for (const url of ['/', '/location', '/api/docs', '/api/health', '/api/nothing']) {
    const response = await fleet.call('GET', url, {
      headers: { accept: 'text/html', host: 'fleet.example.vn' },
    });
    const policy = String(response.headers['content-security-policy']);
    expect(policy, url).toContain("script-src 'self'");
    expect(policy, url).toContain('img-src ');
    expect(policy, url).toContain('https://tiles.example.vn');
    expect(policy, url).toContain('wss://fleet.example.vn');
    expect(policy, url).not.toContain('openstreetmap');
    expect(response.headers['permissions-policy'], url).toContain('geolocation=()');
    expect(response.headers['x-frame-options'], url).toBe('DENY');
    expect(response.headers['x-content-type-options'], url).toBe('nosniff');
  }
});

it('lets the driver app, and only it, ask the phone where it is', async () => {
  for (const url of ['/driver', '/driver/', '/driver?from=login']) {
    const response = await fleet.call('GET', url, { headers: { accept: 'text/html' } });
    const policy = String(response.headers['permissions-policy']);
    expect(policy, url).toContain('geolocation=(self)');
    expect(policy, url).toContain('camera=()');
    expect(policy, url).toContain('microphone=()');
  }
  for (const url of ['/drivers', '/location', '/api/driver/now']) {
    const response = await fleet.call('GET', url, { headers: { accept: 'text/html' } });
    expect(response.headers['permissions-policy'], url).toContain('geolocation=()');
  }
});
