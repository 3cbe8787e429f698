import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoDir = path.resolve(serverDir, '../..');
export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';

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

export const serverBundle = () =>
  process.env.BENCH_SERVER_BUNDLE
    ? path.resolve(process.env.BENCH_SERVER_BUNDLE)
    : path.join(serverDir, 'dist/main.js');

/**
 * Builds apps/server/dist when it is missing or older than the sources it bundles (unless
 * env BENCH_SERVER_BUNDLE names another build); `say` tells what it does.
 */
export function ensureBuild(say: (line: string) => void): void {
  if (process.env.BENCH_SERVER_BUNDLE) return say(`Server bundle: ${serverBundle()}`);
  const bundle = path.join(serverDir, 'dist/main.js');
  const newest = (dir: string): number =>
    Math.max(
      0,
      ...fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
    );
  const sources = Math.max(
    newest(path.join(serverDir, 'src')),
    newest(path.join(repoDir, 'packages/contracts/src')),
  );
  if (fs.existsSync(bundle) && fs.statSync(bundle).mtimeMs >= sources) return;
  say('Building the server (npm run build -w @fleet/server)');
  execFileSync('npm', ['run', 'build', '-w', '@fleet/server'], { cwd: repoDir, stdio: 'inherit' });
}

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export interface Running {
  url: string;
  /** The console's OsmAnd port (plain HTTP, any path), when it was started with one. */
  osmandUrl?: string;
  /** The console's JT/T 808 port, when it was started with one. */
  jt808Port?: number;
  child: ChildProcess;
  /** Ends the process with SIGTERM (a clean shutdown: a CPU profile gets written). */
  stop(): Promise<void>;
}

/** Waits until `probe` answers, failing early when the process dies. */
async function waitUntilUp(child: ChildProcess, probe: () => Promise<boolean>, log: () => string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited: ${log()}`);
    try {
      if (await probe()) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`process did not start: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function running(url: string, child: ChildProcess): Running {
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function spawnLogged(args: string[], env: NodeJS.ProcessEnv): [ChildProcess, () => string] {
  const child = spawn(process.execPath, args, {
    cwd: repoDir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return [child, () => stderr];
}

/**
 * The production build (`node apps/server/dist/main.js`), as `npm start` runs it, or the
 * bundle of env BENCH_SERVER_BUNDLE (to compare two builds). Without `databaseUrl` it uses
 * embedded PGlite under `dataDir` (a new temporary one when not given). With `web` it serves
 * the built web app with the offline map style (no tile server); without, no web app.
 */
export async function startConsole(options: {
  dataDir?: string;
  databaseUrl?: string;
  cpuProfileDir?: string;
  web?: boolean;
  /** Also serve the OsmAnd port, where devices post. */
  osmandPort?: boolean;
  /** Also serve a JT/T 808 port (dashcams' TCP); without, the console opens none. */
  jt808Port?: boolean;
  /** More environment for the console (the authority feed's broker, say). */
  env?: Record<string, string>;
}): Promise<Running> {
  const port = await freePort();
  const osmandPort = options.osmandPort ? await freePort() : 0;
  const jt808Port = options.jt808Port ? await freePort() : 0;
  const profile = options.cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`]
    : [];
  const [child, log] = spawnLogged([...profile, serverBundle()], {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    OSMAND_PORT: String(osmandPort),
    JT808_PORT: String(jt808Port),
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    DATA_DIR: options.dataDir ?? tempDir('fleet-bench-data-'),
    TMS_URL: 'http://127.0.0.1:9/tms',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
    ...(options.web
      ? { MAP_STYLE_URL: '/map-styles/offline.json' }
      : { WEB_DIR: tempDir('fleet-bench-no-web-') }),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(child, async () => (await fetch(`${url}/api/health`)).ok, log);
  return {
    ...running(url, child),
    ...(osmandPort ? { osmandUrl: `http://127.0.0.1:${osmandPort}` } : {}),
    ...(jt808Port ? { jt808Port } : {}),
  };
}

/** The bare Fastify reference server (bare-server.ts) in its own process. */
export async function startBareServer(): Promise<Running> {
  const port = await freePort();
  const script = path.join(serverDir, 'bench/bare-server.ts');
  const [child, log] = spawnLogged(['--import', 'tsx', script], {
    PATH: process.env.PATH,
    PORT: String(port),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(child, async () => (await fetch(`${url}/osmand`, { method: 'POST' })).ok, log);
  return running(url, child);
}
