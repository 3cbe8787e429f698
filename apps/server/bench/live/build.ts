import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoDir } from '../processes.js';

const newest = (dir: string): number =>
  Math.max(
    0,
    ...fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
      .map((entry) => fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
  );

const builtAt = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/**
 * Runs `npm run build` when apps/server/dist or (with `web`) apps/web/dist is missing or
 * older than the sources it is built from: the bench always measures the current code.
 */
export function ensureBuild(web: boolean, log: (text: string) => void): void {
  const at = (relative: string) => path.join(repoDir, relative);
  const contracts = newest(at('packages/contracts/src'));
  const serverStale =
    builtAt(at('apps/server/dist/main.js')) < Math.max(contracts, newest(at('apps/server/src')));
  const webStale =
    web &&
    builtAt(at('apps/web/dist/index.html')) <
      Math.max(contracts, newest(at('apps/web/src')), newest(at('apps/web/public')));
  if (!serverStale && !webStale) return;
  const workspace = webStale ? [] : ['-w', '@fleet/server'];
  log(`Building (npm run build ${workspace.join(' ')})`.replace(' )', ')'));
  execFileSync('npm', ['run', 'build', ...workspace], { cwd: repoDir, stdio: 'inherit' });
}
