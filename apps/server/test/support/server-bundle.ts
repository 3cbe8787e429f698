import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The console built from the sources: main.js and its worker threads' bundles. */
    serverBundleDir: string;
  }
}

const run = promisify(execFile);

/**
 * Vitest's global setup: the console of this run, built from the sources
 * (`scripts/build.mjs --into`), removed at the end. The console processes tests start run its
 * main.js, as `npm start` runs the build; the consoles they start in-process load its worker
 * threads instead of the sources (WORKER_BUNDLE_DIR, worker-thread.ts). It sits under the
 * server's node_modules, where the packages it imports resolve.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const serverDir = fileURLToPath(new URL('../..', import.meta.url));
  const dir = path.join(
    serverDir,
    'node_modules/.cache/server-bundles',
    crypto.randomBytes(6).toString('hex'),
  );
  await run(process.execPath, ['scripts/build.mjs', '--into', dir], { cwd: serverDir });
  project.provide('serverBundleDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
