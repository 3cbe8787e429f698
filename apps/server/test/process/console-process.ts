import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { newPostgresDatabase } from '../support/database-template.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PROCESS_ADMIN_PASSWORD = 'process-admin-password';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The takeover timers of the console processes a test kills, shortened (config.ts; README,
 * "Several instances"): a live instance takes over a dead one's trucks, jobs and camera
 * remuxes the same way as with the defaults (20 s each), only sooner, so the test waits for
 * the takeover itself rather than for production timers.
 */
export const QUICK_TAKEOVER = {
  MOTION_ORPHANED_AFTER_S: '4',
  JOB_LEASE_S: '4',
  LIVE_CAMERA_LEASE_S: '4',
};

/** A new empty PostgreSQL database on the server of DATABASE_URL, and how to drop it. */
export const freshPostgresUrl = (base: string) => newPostgresDatabase(base, 'fleet_proc');

/**
 * How long `startConsoleProcess` waits for a console to answer: migrations and the first start
 * take a minute and a half on two cores shared by others. A test's own bound covers its starts.
 */
export const CONSOLE_START_BOUND_MS = 180_000;

export interface ConsoleProcess {
  url: string;
  child: ChildProcess;
  /** Ends the process with a signal and waits for it to be gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the console in its own OS process, as `npm start` runs it: the build of this run's
 * sources (server-bundle.ts) with its worker threads beside it; `extra` adds variables
 * (SMTP_URL, secrets shared by several instances).
 */
export async function startConsoleProcess(
  env: {
    DATA_DIR?: string;
    DATABASE_URL?: string;
  },
  extra: Record<string, string> = {},
): Promise<ConsoleProcess> {
  const port = await freePort();
  const main = path.join(inject('serverBundleDir'), 'main.js');
  const child = spawn(process.execPath, [main], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      OSMAND_PORT: '0',
      JT808_PORT: '0',
      JT1078_PORT: '0',
      LOG_LEVEL: 'error',
      ADMIN_PASSWORD: PROCESS_ADMIN_PASSWORD,
      WEB_DIR: path.join(os.tmpdir(), 'fleet-no-web'),
      // Fixtures may be dated in the past: a scheduled purge must not take them mid-test.
      RETENTION_PURGE_AT: 'off',
      // Test cameras and NVRs: loopback servers, made-up 10.x addresses (the sources allowlist).
      CAMERA_ALLOWED_HOSTS: '127.0.0.1,10.0.0.0/8',
      DATA_DIR: env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-proc-')),
      ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + CONSOLE_START_BOUND_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`console exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Nobody else holds this process yet: it must not outlive the test that gave up on it.
      child.kill('SIGKILL');
      throw new Error(`console did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    kill: (signal) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/** Signs in as admin and creates a truck with this device id. */
export async function adminWithTruck(url: string, plate: string, deviceId: string) {
  const login = await fetch(`${url}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PROCESS_ADMIN_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const created = await fetch(`${url}/truck/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ plate, device_id: deviceId }),
  });
  if (created.status !== 201) throw new Error(`truck create: ${await created.text()}`);
  const truck = ((await created.json()) as { data: { id: number } }).data;
  return { token, truckId: truck.id };
}
