import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker thread `name` (`motion-worker`, `import-worker`) that sits beside the
 * module `here` (its `import.meta.url`):
 * - built, the bundle beside main.js (scripts/build.mjs);
 * - from the sources with `bundleDir` (WORKER_BUNDLE_DIR), the bundle made there from the same
 *   sources by `scripts/build.mjs --into`: one file and only the packages it uses, as when
 *   built. The server's tests make one per run: loading the sources through tsx cost each
 *   console a test file starts about 1.5 s of CPU (docs/benchmarks.md);
 * - else the TypeScript file, through tsx's loader, which a worker does not inherit.
 */
export function startWorkerThread(
  here: string,
  name: 'motion-worker' | 'import-worker',
  options: WorkerOptions,
  bundleDir?: string,
): Worker {
  if (!here.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, here), options);
  if (bundleDir) return new Worker(path.resolve(bundleDir, `${name}.js`), options);
  const script = new URL(`./${name}.ts`, here).href;
  return new Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(script)}); });`,
    { ...options, eval: true },
  );
}
