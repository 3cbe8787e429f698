import { spawn } from 'node:child_process';
import path from 'node:path';
import { BENCH_ADMIN_PASSWORD, freePort, serverDir, tempDir, type Running } from '../processes.js';

/**
 * The bundle the bench runs: the production build, or BENCH_SERVER_BUNDLE (e.g. a build
 * of other sources, to compare two versions on the same machine minutes apart).
 */
export const serverBundle = () =>
  path.resolve(process.env.BENCH_SERVER_BUNDLE ?? path.join(serverDir, 'dist/main.js'));

/**
 * `node <bundle>` as `npm start` runs it, on PostgreSQL when `databaseUrl` is given, else
 * embedded PGlite. With `web` it serves the built web app with the offline map style (no
 * tile server); without, it serves no web app.
 */
export async function startBuiltConsole(options: {
  databaseUrl?: string;
  web: boolean;
  cpuProfileDir?: string;
}): Promise<Running> {
  const port = await freePort();
  const profile = options.cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`]
    : [];
  const child = spawn(process.execPath, [...profile, serverBundle()], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      OSMAND_PORT: '0',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      DATA_DIR: tempDir('fleet-bench-live-'),
      TMS_URL: 'http://127.0.0.1:9/tms',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.web
        ? { MAP_STYLE_URL: '/map-styles/offline.json' }
        : { WEB_DIR: tempDir('fleet-bench-no-web-') }),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`console exited: ${stderr}`);
    const up = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`console did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    // SIGTERM: a clean shutdown, so a CPU profile gets written.
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
