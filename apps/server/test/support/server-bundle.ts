import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The worker threads' bundles made from the sources (WORKER_BUNDLE_DIR). */
    workerBundleDir: string;
  }
}

const run = promisify(execFile);

/**
 * Vitest's global setup: the worker threads' bundles of this run, made from the sources
 * (`scripts/build.mjs --workers`), removed at the end. The consoles tests start load them
 * instead of the sources (worker-thread.ts). They sit under the server's node_modules, where
 * the packages they import resolve.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const serverDir = fileURLToPath(new URL('../..', import.meta.url));
  const dir = path.join(
    serverDir,
    'node_modules/.cache/worker-bundles',
    crypto.randomBytes(6).toString('hex'),
  );
  await run(process.execPath, ['scripts/build.mjs', '--workers', dir], { cwd: serverDir });
  project.provide('workerBundleDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
