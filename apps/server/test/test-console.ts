import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { loadConfig, type TConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { startConsole, type Console } from '../src/start.js';
import { freshDatabase } from './support/fresh-database.js';

export const ADMIN_PASSWORD = 'admin-password-1';

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | number | string[] | undefined>;
}

export interface TestConsole extends Console {
  config: TConfig;
  engine: 'pglite' | 'postgres';
  adminToken: string;
  call<T = any>(
    method: string,
    url: string,
    options?: {
      token?: string | null;
      body?: unknown;
      headers?: Record<string, string>;
      /** The socket's peer address (127.0.0.1 unless given). */
      remoteAddress?: string;
    },
  ): Promise<TestResponse<T>>;
  login(username: string, password: string): Promise<string>;
  /** A session token for a user without going through the login throttle. */
  tokenFor(username: string): Promise<string>;
}

export async function startTestConsole(
  env: Record<string, string> = {},
  /** `logStream` gets the console's log lines (set LOG_LEVEL in `env`); else no log. */
  options: {
    logStream?: DestinationStream;
    /** A database of the test's own instead of a fresh one (closed with the console, kept). */
    db?: Database;
    /** How often a live socket re-checks its access (default 15 s). */
    liveRecheckMs?: number;
  } = {},
): Promise<TestConsole> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    WEB_DIR: path.join(dataDir, 'no-web'),
    // Fixtures are dated in the past: a scheduled purge must not take them mid-test.
    RETENTION_PURGE_AT: 'off',
    // Test cameras and NVRs: loopback servers, made-up 10.x addresses (the sources allowlist).
    CAMERA_ALLOWED_HOSTS: '127.0.0.1,10.0.0.0/8',
    // The worker threads from this run's bundles, as when built (worker-thread.ts).
    WORKER_BUNDLE_DIR: inject('serverBundleDir'),
    ...env,
  });
  const { db, drop } = options.db
    ? { db: options.db, drop: async () => {} }
    : await freshDatabase();
  const fleet = await startConsole(config, {
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    db,
    print: () => {},
    liveRecheckMs: options.liveRecheckMs,
  });

  const call: TestConsole['call'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.token = options.token;
    const response = await fleet.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      // not JSON: keep the text
    }
    return { status: response.statusCode, body: body as any, headers: response.headers };
  };

  const tokenFor = async (username: string) => {
    const user = await fleet.services.userRows.findByUsername(username);
    if (!user) throw new Error(`no user ${username}`);
    return (await fleet.services.sessions.open(user.id)).token;
  };

  const login = async (username: string, password: string) => {
    const response = await call('POST', '/user/login', { body: { username, password } });
    if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
    return response.body.data.access_token as string;
  };

  return {
    ...fleet,
    config,
    engine: db.engine,
    adminToken: await tokenFor('admin'),
    call,
    login,
    tokenFor,
    async close() {
      await fleet.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
