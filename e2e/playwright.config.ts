import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// A fresh console per run: its own data folder and port, the built server and web app.
const port = Number(process.env.E2E_PORT ?? 18_080);
// The JT/T 808 port of this run's console (dashcam specs connect a terminal to it); its own
// per run, so consoles started at once by different people do not share 6808.
export const JT808_PORT = Number(process.env.E2E_JT808_PORT ?? port - 1000);
// Its JT/T 1078 video port, likewise its own per run.
export const JT1078_PORT = Number(process.env.E2E_JT1078_PORT ?? port - 2000);
// Its alarm-attachment port (active-safety files), likewise its own per run.
export const JT808_ATTACHMENT_PORT = Number(process.env.E2E_JT808_ATTACHMENT_PORT ?? port - 3000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-e2e-'));
export const ADMIN_PASSWORD = 'e2e-admin-password';
/** Specs that change settings every spec reads: run alone, after the others. */
const SHARED_STATE_SPECS = [
  /driving-report\.spec\.ts/,
  /operations\.spec\.ts/,
  /vietnamese-messages\.spec\.ts/,
];

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Spec files run on two workers against the one console; a spec that changes what every
  // other spec reads (the domain settings re-derive every truck's motion, the warning mail
  // settings) runs alone after them, in the `shared-state` project.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'specs', testIgnore: SHARED_STATE_SPECS },
    { name: 'shared-state', testMatch: SHARED_STATE_SPECS, dependencies: ['specs'], workers: 1 },
  ],
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs each test about 40 % more time, failed or not (docs/benchmarks.md,
    // "e2e without traces"): off unless asked for (E2E_TRACE=retain-on-failure); a failure still
    // leaves its screenshot.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    // Always the embedded database: the e2e console must not inherit the DATABASE_URL that
    // the server tests use, or data from earlier runs would leak into these specs.
    // E2E_FROM_SOURCE=1 runs the server from its sources and E2E_WEB_DIR serves a web build
    // of one's own, so several people can run specs without sharing one `dist`.
    command:
      process.env.E2E_FROM_SOURCE === '1'
        ? 'env -u DATABASE_URL node --import tsx ../apps/server/src/main.ts'
        : 'env -u DATABASE_URL node ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    // The wait ends as soon as /api/health answers; the bound only catches a console that
    // never starts. A fresh PGlite console took 60 s to start on a 2-core machine at load 25.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      JT808_PORT: String(JT808_PORT),
      JT1078_PORT: String(JT1078_PORT),
      JT808_ATTACHMENT_PORT: String(JT808_ATTACHMENT_PORT),
      JT1078_PUBLIC_HOST: '127.0.0.1',
      // The seeded data is dated in the past: a scheduled purge must not take it mid-run.
      RETENTION_PURGE_AT: 'off',
      // Test cameras and NVRs: loopback servers, made-up 10.x addresses (the sources allowlist).
      CAMERA_ALLOWED_HOSTS: '127.0.0.1,10.0.0.0/8',
      TMS_URL: 'http://127.0.0.1:9/tms',
      // A style with no network sources: maps render without reaching tile servers.
      MAP_STYLE_URL: '/map-styles/offline.json',
      ...(process.env.E2E_WEB_DIR ? { WEB_DIR: process.env.E2E_WEB_DIR } : {}),
    },
  },
});
