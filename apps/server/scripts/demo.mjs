// `npm run demo`: the built console with a demo company (DEMO_FLEET=1) in its own DATA_DIR,
// so it never mixes with real data. Builds first when a build is missing.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!fs.existsSync(serverMain) || !fs.existsSync(webIndex)) {
  console.log('The console is not built yet: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = { ...process.env, DEMO_FLEET: '1' };
env.DATA_DIR ||= './data-demo';
// The demo devices post to /osmand on the main port; the separate device port stays free
// for a real console running beside it.
env.OSMAND_PORT ||= '0';
env.JT808_PORT ||= '0';
// Thousands of device posts a minute would bury everything else in request logs.
env.LOG_LEVEL ||= 'warn';
const chosenPassword = Boolean(env.ADMIN_PASSWORD);
env.ADMIN_PASSWORD ||= 'demo-admin';

const port = env.PORT || '8080';
console.log(
  `Demo fleet: http://localhost:${port}/auth/login  user admin, password ` +
    `${chosenPassword ? 'from ADMIN_PASSWORD' : env.ADMIN_PASSWORD} ` +
    `(set on the first start of ${env.DATA_DIR}); Ctrl+C stops it.`,
);

const server = spawn(process.execPath, [serverMain], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  // The console shuts down on its own signal; this process waits for it to finish.
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
